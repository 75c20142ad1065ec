import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The video the journeys open from an anchor link: an implementer's own pack, as an operator adds one. */
export const E2E_VIDEO = {
  anchorVideoKey: 'e2e-implementer-l10',
  title: 'Our Level 10, start to finish',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
} as const;

/**
 * Writes an operator's pack into the journeys' data folder before the server starts (it reads
 * packs once, at start): one YouTube video with notes in the Toolbox.
 */
export function writeE2eLearningPack(dataDir: string): void {
  const dir = path.join(dataDir, 'learning', 'e2e-implementer');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'notes.md'),
    '## Watch for\n\n- How the scribe moves the sections\n- How the team picks the top three issues\n',
  );
  writeFileSync(
    path.join(dir, 'pack.json'),
    JSON.stringify({
      id: 'e2e-implementer',
      title: 'Northwind Implementers',
      sections: [
        {
          key: 'toolbox',
          items: [
            {
              anchorVideoKey: E2E_VIDEO.anchorVideoKey,
              title: E2E_VIDEO.title,
              summary: 'A real leadership team runs its weekly meeting, with the implementer’s notes.',
              durationMinutes: 12,
              videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              markdownFile: 'notes.md',
            },
          ],
        },
      ],
    }),
  );
}

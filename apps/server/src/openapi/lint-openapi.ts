import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi-document.ts';

/**
 * `npm run lint:openapi` (part of `npm test`): builds the OpenAPI document of the production
 * routes, writes it to a temporary file and runs `redocly lint` on it with the repository's
 * `redocly.yaml` (the recommended rules). Exits with redocly's status, so any error fails the
 * tests. `--out <file>` writes the document there instead and keeps it (for integrators and CI
 * artefacts).
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const outIndex = process.argv.indexOf('--out');
const keep = outIndex >= 0 ? path.resolve(process.argv[outIndex + 1] ?? 'openapi.json') : undefined;
const dir = keep ? undefined : mkdtempSync(path.join(tmpdir(), 'cairn-openapi-'));
const file = keep ?? path.join(dir as string, 'openapi.json');

try {
  const document = await buildOpenApiDocument();
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
  const result = spawnSync(
    redocly,
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
    {
      stdio: 'inherit',
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

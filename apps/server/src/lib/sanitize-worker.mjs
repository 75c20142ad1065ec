// The sanitiser's worker thread (lib/sanitize-pool.ts). Plain JavaScript so that Node loads it
// without a loader; the TypeScript sanitiser is imported through tsx when the thread does not
// already have it (under `tsx server.ts` workers inherit it; under Vitest they do not).
let sanitizeRichText;
try {
  ({ sanitizeRichText } = await import('./sanitize-html.ts'));
} catch {
  const { tsImport } = await import('tsx/esm/api');
  ({ sanitizeRichText } = await tsImport('./sanitize-html.ts', import.meta.url));
}

/** Cleans one note exactly as the main thread would. */
export default function sanitize(html) {
  return sanitizeRichText(html);
}

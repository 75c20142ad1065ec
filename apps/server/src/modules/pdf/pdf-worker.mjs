// The PDF worker thread (pdf-pool.ts). Plain JavaScript so that Node loads it without a loader;
// the TypeScript templates are imported through tsx when the thread does not already have it
// (under `tsx server.ts` workers inherit it; under Vitest and the bench they do not).
let renderPdf;
try {
  ({ renderPdf } = await import('./pdf-render.ts'));
} catch {
  const { tsImport } = await import('tsx/esm/api');
  ({ renderPdf } = await tsImport('./pdf-render.ts', import.meta.url));
}

/**
 * Draws one document and answers its bytes (copied to the main thread: a few hundred KB at
 * most, and the renderer's buffer may sit in Node's shared pool, which cannot be transferred).
 */
export default function render(job) {
  return renderPdf(job);
}

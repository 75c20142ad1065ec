import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the HTML page and JSON (and CSV) answers above 1 KB by the browser's
 * `Accept-Encoding` (issue 38): brotli at quality 2 (about gzip's size at a fraction of brotli's
 * default cost, so a hot list stays cheap per request: the 37 KB answer of a to-do search goes
 * out in 7,375 bytes after 0.13 ms, quality 4 made 7,340 bytes in 0.28-0.32 ms), else gzip.
 * Built assets are not touched: they go out precompressed (static-web.ts) and already carry
 * their Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // Request bodies stay as sent: no client needs to compress them, and none should make the
    // server inflate them.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 6 },
  });
}

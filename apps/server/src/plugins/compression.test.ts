import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordingTestApp } from '../test/route-recorder.ts';
import type { TTestApp } from '../test/test-app.ts';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

const PAGE = `<!doctype html><html><head><meta property="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"></head><body>${'<p>Cairn</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `To-do number ${i}` })) };

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cairn-compress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  const script = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  return dist;
}

/** Issue 38: HTML and JSON above 1 KB go out compressed by Accept-Encoding; small ones and built assets do not. */
describe('compression of answers', () => {
  let app: TTestApp;
  beforeAll(async () => {
    ({ app } = await buildRecordingTestApp({ webDistDir: fakeBuild() }));
    app.get('/api/v2/test-big-answer', { config: { public: true } }, async () => BIG);
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a large JSON answer as brotli, or gzip, by what the client accepts', async () => {
    const br = await get('/api/v2/test-big-answer', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(BIG);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 3);
    const gzip = await get('/api/v2/test-big-answer', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(BIG);
  });

  it('sends the page compressed, with its nonce in place', async () => {
    const res = await get('/meetings', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(html).toContain('<p>Cairn</p>');
  });

  it('leaves small answers and clients that accept nothing as they are', async () => {
    const small = await get('/api/v2/version', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('version');
    const plain = await get('/api/v2/test-big-answer');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG);
  });

  it('does not inflate a compressed request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/session',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    // Inflated, the body would be a sign-in attempt; as sent, it is not JSON.
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].id).toBe('MALFORMED');
  });

  it('does not compress a precompressed asset twice', async () => {
    const res = await get('/assets/index-abc123.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });
});

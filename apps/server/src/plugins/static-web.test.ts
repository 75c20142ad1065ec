import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { ROBOTS_TXT } from './static-web.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/** A build in miniature: a hashed script with the .br and .gz copies the web build writes, and a root file. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cairn-static-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  const script = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** Issue 10 point 1: built assets go out precompressed and hashed ones are cached for good. */
describe('static web assets', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ webDistDir: fakeBuild() });
  });
  afterAll(async () => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks browsers to check files without a hash in their name again', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

/** Issue 35: /robots.txt answered the app's page; missing files are 404s, not the app. */
describe('robots.txt and missing files', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ webDistDir: fakeBuild() });
  });
  afterAll(async () => app.close());

  it('answers a real robots.txt that keeps crawlers out of the private app', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(ROBOTS_TXT);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/$/m);
    expect(res.body).not.toMatch(/<html/i);
  });

  it('answers 404 for a missing file and the app for a page path', async () => {
    const missing = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(missing.statusCode).toBe(404);
    const stale = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(stale.statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/traction/abc/def/meetingoverview?x=1.5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../plugins/security-headers.ts';
import { DOCUMENT_ONLY_HEADERS } from '../plugins/static-web.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

/**
 * Issue 7 point 4: security headers on every answer, the page's CSP nonce. Issue 28 point 6:
 * source maps only when the operator asks (SERVE_SOURCE_MAPS=1), in any NODE_ENV.
 */

/** A built web app in miniature: index.html with the build's nonce placeholder, a script and its map. */
function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cairn-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
      `<script type="module" nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app.js"></script></head><body></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.info(1);\n//# sourceMappingURL=app.js.map');
  writeFileSync(path.join(dist, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return dist;
}

const styleNonceOf = (csp: string) => /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];

describe('headers on every answer', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ webDistDir: fakeWebDist() });
  });
  afterAll(async () => app.close());

  it.each(['/api/v2/version', '/api/v2/nothing-here', '/login'])(
    '%s carries CSP and the browser headers',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['/', '/index.html', '/meetings'])(
    '%s answers index.html with this response’s nonce',
    async (url) => {
      const first = await app.inject({ method: 'GET', url });
      const second = await app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const nonce = styleNonceOf(String(first.headers['content-security-policy']));
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(first.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(styleNonceOf(String(second.headers['content-security-policy']))).not.toBe(nonce);
    },
  );

  it('sends a hashed asset without the headers only a document acts on', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name]).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('same-origin');
  });

  it('refuses source maps on a default start, scripts still served', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });
});

describe('SERVE_SOURCE_MAPS=1', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ webDistDir: fakeWebDist(), serveSourceMaps: true });
  });
  afterAll(async () => app.close());

  it('serves the source maps the build wrote', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret.ts');
  });
});

describe('production', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({
      nodeEnv: 'production',
      appUrl: 'https://cairn.example.com',
      webDistDir: fakeWebDist(),
    });
  });
  afterAll(async () => app.close());

  it('sends HSTS when APP_URL is https', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/version' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('refuses source maps, scripts still served', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });
});

import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { packageFormatCache } from './package-format-cache.ts';

const require = createRequire(import.meta.url);
/** A file inside drizzle-orm (an ES module package) and one inside a CommonJS package. */
const drizzleFile = pathToFileURL(require.resolve('drizzle-orm')).href;
const drizzleDir = path.dirname(require.resolve('drizzle-orm'));
const commonJsFile = pathToFileURL(require.resolve('pg')).href;
const ownFile = import.meta.url;

function hookWith(answer = { url: 'file:///elsewhere.js', format: 'module' }) {
  const next = vi.fn(() => answer);
  const { resolve } = packageFormatCache();
  const call = (specifier: string, parentURL: string | undefined) =>
    resolve?.(specifier, { parentURL, conditions: ['node', 'import'], importAttributes: {} }, next);
  return { call, next };
}

describe('the package format cache', () => {
  it("answers an ES module package's own relative import itself, as a module", () => {
    const { call, next } = hookWith();
    const answer = call('./entity.js', drizzleFile);
    expect(answer).toEqual({
      url: pathToFileURL(path.join(drizzleDir, 'entity.js')).href,
      format: 'module',
      shortCircuit: true,
    });
    expect(next).not.toHaveBeenCalled();
  });

  it("leaves a CommonJS package's imports, a missing file and the app's own files to Node", () => {
    const { call, next } = hookWith();
    call('./client.js', commonJsFile);
    call('./no-such-file.js', drizzleFile);
    call('./package-format-cache.ts', ownFile);
    call('./entity.js?x=1', drizzleFile);
    expect(next).toHaveBeenCalledTimes(4);
  });

  it('resolves a bare import once per folder, again from another folder', () => {
    const { call, next } = hookWith();
    const first = call('drizzle-orm', ownFile);
    const again = call('drizzle-orm', new URL('./csv.ts', ownFile).href);
    call('drizzle-orm', new URL('../http/errors.ts', ownFile).href);
    expect(next).toHaveBeenCalledTimes(2);
    expect(again).toEqual({ ...first, shortCircuit: true });
  });

  it('leaves built-in modules and data URLs to Node every time', () => {
    const { call, next } = hookWith();
    call('node:path', ownFile);
    call('node:path', ownFile);
    call('data:text/javascript,export default 1', ownFile);
    expect(next).toHaveBeenCalledTimes(3);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { enableCompileCache, type RegisterHooksOptions, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A resolve hook that answers the module format of a package's own relative imports from one
 * read of its package.json. Node 24 parses the whole package.json (its `exports` map included)
 * again for every file it resolves to learn the file's format; drizzle-orm's is 179 KB, so its
 * 500 files cost about a second of the start. Only `./` and `../` imports of `.js` and `.mjs`
 * files inside `node_modules` of an ES module package are answered here; everything else, and
 * any file that is not there, goes to Node's own resolver (docs/decisions/0023).
 */
type TResolveHook = NonNullable<RegisterHooksOptions['resolve']>;

const isBare = (specifier: string) => /^[a-z@]/i.test(specifier) && !/^(node|file|data):/.test(specifier);

export function packageFormatCache(): RegisterHooksOptions {
  const moduleScope = new Map<string, boolean>();

  /** Whether the nearest package.json above `dir` says `"type": "module"`. */
  function isModuleScope(dir: string): boolean {
    const known = moduleScope.get(dir);
    if (known !== undefined) return known;
    const manifest = path.join(dir, 'package.json');
    let answer: boolean;
    if (existsSync(manifest)) {
      try {
        answer = (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module';
      } catch {
        answer = false;
      }
    } else {
      const parent = path.dirname(dir);
      answer = parent !== dir && isModuleScope(parent);
    }
    moduleScope.set(dir, answer);
    return answer;
  }

  /** Bare imports (`drizzle-orm/pg-core`) resolve the same from every file of one folder. */
  const bareResolved = new Map<string, ReturnType<TResolveHook>>();

  return {
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (isBare(specifier) && parent?.startsWith('file:')) {
        const key = `${parent.slice(0, parent.lastIndexOf('/'))}\0${specifier}\0${context.conditions?.join()}`;
        const known = bareResolved.get(key);
        if (known) return { ...known, shortCircuit: true };
        const resolved = nextResolve(specifier, context);
        bareResolved.set(key, resolved);
        return resolved;
      }
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || !parent?.startsWith('file:') || !parent.includes('/node_modules/')) {
        return nextResolve(specifier, context);
      }
      if (!/^[^?#]+\.m?js$/.test(specifier) || Object.keys(context.importAttributes ?? {}).length > 0) {
        return nextResolve(specifier, context);
      }
      const url = new URL(specifier, parent);
      const file = fileURLToPath(url);
      const esm = file.endsWith('.mjs') || isModuleScope(path.dirname(file));
      if (!esm || !existsSync(file)) return nextResolve(specifier, context);
      return { url: url.href, format: 'module', shortCircuit: true };
    },
  };
}

/**
 * Called by a thread's entry before it imports any package (the server's and the PGlite
 * thread's): Node keeps compiled modules in its compile cache across starts, and the hook above
 * spares it the package.json re-reads. Both are per thread.
 */
export function speedUpModuleLoading(): void {
  enableCompileCache();
  registerHooks(packageFormatCache());
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Libraries light and shared enough to travel in the shared chunks. Anything else from
 * node_modules (the notes editor, charts, the chart canvas, phone numbers, i18next, the live
 * client ...) keeps a chunk of its own and loads only where it is used.
 */
const LIGHT_LIBRARY =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|form|dates|notifications|modals)|@floating-ui|@tabler[\\/]icons-react|@tanstack|@date-fns[\\/]tz|zod|clsx|dayjs|prop-types|use-sync-external-store|tabbable|aria-hidden|get-nonce|detect-node-es|use-sidecar|use-callback-ref|use-isomorphic-layout-effect|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|react-transition-group|react-number-format|react-textarea-autosize|@babel[\\/]runtime|klona)[\\/]/;
/** A library module this small (a helper such as tslib) is light whatever its package. */
const SMALL_MODULE_BYTES = 2048;

/** A chunk of the first pass, as the plan needs it. */
export type TPlanChunk = {
  fileName: string;
  moduleIds: readonly string[];
  modules: Readonly<Record<string, { renderedLength: number }>>;
  imports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
};

/** Which modules go in the four grouped chunks of the second pass. */
export type TChunkPlan = { boot: string[]; public: string[]; firstCalls: string[]; shared: string[] };

/** How the plan tells the sign-in page's chunk and the routes' prefetchers (their first calls). */
export type TPlanTests = {
  isPublicPage: (chunk: TPlanChunk) => boolean;
  isPrefetcher: (chunk: TPlanChunk) => boolean;
};

const isLightModule = (id: string, bytes: number) =>
  !/[\\/]node_modules[\\/]/.test(id) || LIGHT_LIBRARY.test(id) || bytes <= SMALL_MODULE_BYTES;

/** `start` and the chunks it imports statically, transitively. */
function closure(byFile: Map<string, TPlanChunk>, start: string, into = new Set<string>()): Set<string> {
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (into.has(file) || !byFile.has(file)) continue;
    into.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return into;
}

/**
 * The plan, from the chunks an ungrouped build made (each of those is a set of modules the same
 * lazy parts need, after tree-shaking):
 * - `boot`: what the entry module imports, one file beside it instead of a dozen (the groups
 *   below use some of it: left in the entry's chunk, the bundler split it again);
 * - `public`: what the public page (sign-in) imports beyond them, one file instead of forty;
 * - `firstCalls`: the routes' prefetchers and what they import beyond those, when light: a
 *   page's data calls start once this small file has run, instead of waiting for `shared` to be
 *   parsed and run (on the meeting overview, 150-300 ms later on a desktop);
 * - `shared`: every other chunk that more than one part imports, when it and all it imports are
 *   app code or light libraries.
 * Pages imported only lazily keep their own chunks. Each group imports only the groups above it
 * (or itself), so no two chunks import each other.
 */
export function planChunkGroups(chunks: readonly TPlanChunk[], { isPublicPage, isPrefetcher }: TPlanTests) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const initial = entry ? closure(byFile, entry.fileName) : new Set<string>();
  const publicFiles = new Set<string>();
  for (const chunk of chunks.filter(isPublicPage)) closure(byFile, chunk.fileName, publicFiles);
  for (const file of initial) publicFiles.delete(file);
  let firstCallFiles = new Set<string>();
  for (const chunk of chunks.filter(isPrefetcher)) closure(byFile, chunk.fileName, firstCallFiles);
  for (const file of [...initial, ...publicFiles]) firstCallFiles.delete(file);
  const importedStatically = new Set(chunks.flatMap((chunk) => chunk.imports));
  const hasOnlyLightModules = (file: string) => {
    const chunk = byFile.get(file);
    return Boolean(chunk?.moduleIds.every((id) => isLightModule(id, chunk.modules[id]?.renderedLength ?? 0)));
  };
  const isBefore = (file: string) => initial.has(file) || publicFiles.has(file) || firstCallFiles.has(file);
  // Light: its modules are light and each chunk it imports loads before it or is light too.
  const light = new Map<string, boolean>();
  const isLight = (file: string): boolean => {
    const known = light.get(file);
    if (known !== undefined) return known;
    const chunk = byFile.get(file);
    light.set(file, true); // a cycle is light until a heavy member is found
    const result = Boolean(
      hasOnlyLightModules(file) &&
        chunk?.imports.every((imported) => isBefore(imported) || isLight(imported)),
    );
    light.set(file, result);
    return result;
  };
  // A heavy prefetcher would make every page that prefetches wait for it: then none is grouped.
  if (![...firstCallFiles].every(hasOnlyLightModules)) firstCallFiles = new Set();
  const sharedFiles = chunks
    .filter((chunk) => !isBefore(chunk.fileName) && !chunk.isEntry)
    .filter((chunk) => importedStatically.has(chunk.fileName) && isLight(chunk.fileName));
  const modulesOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
  return {
    boot: modulesOf(initial).filter((id) => id !== entry?.facadeModuleId),
    public: modulesOf(publicFiles),
    firstCalls: modulesOf(firstCallFiles),
    shared: sharedFiles.flatMap((chunk) => chunk.moduleIds),
  } satisfies TChunkPlan;
}

/**
 * Fewer, larger chunks (issue 38). With every Mantine component, icon and small module in a
 * chunk of its own, a signed-in page made 220 requests over four to five levels, and on a phone's
 * network each costs a round trip. `npm run build` builds twice: `--mode chunk-plan` writes the
 * plan from the chunks the bundler makes by itself (nothing else is written), then the real build
 * groups the modules by it (`groups`, for `output.codeSplitting`). Without a plan file, the build
 * is ungrouped (slower pages, same app).
 */
export function chunkGroups({
  planFile,
  publicPage,
  prefetcher,
}: {
  planFile: string;
  publicPage: RegExp;
  prefetcher: RegExp;
}) {
  const plan: TChunkPlan = existsSync(planFile)
    ? (JSON.parse(readFileSync(planFile, 'utf8')) as TChunkPlan)
    : { boot: [], public: [], firstCalls: [], shared: [] };
  const planner: Plugin = {
    name: 'cairn-chunk-plan',
    apply: (_config, env) => env.command === 'build' && env.mode === 'chunk-plan',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const next = planChunkGroups(chunks, {
        isPublicPage: (chunk) => chunk.moduleIds.some((id) => publicPage.test(id)),
        isPrefetcher: (chunk) => chunk.isDynamicEntry && prefetcher.test(chunk.facadeModuleId ?? ''),
      });
      mkdirSync(path.dirname(planFile), { recursive: true });
      writeFileSync(planFile, JSON.stringify(next));
    },
  };
  const inGroup = (ids: readonly string[]) => {
    const set = new Set(ids);
    return (id: string) => set.has(id);
  };
  // The sets are whole chunks of the first pass, so following imports again is not needed (it
  // would pull the entry's modules, React and Mantine's Box, into the groups).
  const groups = [
    { name: 'boot', priority: 4, includeDependenciesRecursively: false, test: inGroup(plan.boot) },
    { name: 'public', priority: 3, includeDependenciesRecursively: false, test: inGroup(plan.public) },
    {
      name: 'first-calls',
      priority: 2,
      includeDependenciesRecursively: false,
      test: inGroup(plan.firstCalls),
    },
    { name: 'shared', priority: 1, includeDependenciesRecursively: false, test: inGroup(plan.shared) },
  ];
  return { planner, groups };
}

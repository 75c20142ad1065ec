import { describe, expect, it } from 'vitest';
import { planChunkGroups, type TPlanChunk } from './vite-chunk-groups.ts';

const NM = '/app/node_modules';

/** A first-pass chunk: its modules (each `bytes` long) and the chunks it imports. */
function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  extra: Partial<TPlanChunk> = {},
) {
  return {
    fileName,
    moduleIds,
    modules: Object.fromEntries(moduleIds.map((id) => [id, { renderedLength: 10_000 }])),
    imports,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  } satisfies TPlanChunk;
}

const CHUNKS = [
  chunk('index.js', ['/src/main.tsx', '/src/app.tsx'], ['react.js'], {
    isEntry: true,
    facadeModuleId: '/src/main.tsx',
  }),
  chunk('react.js', [`${NM}/react-dom/index.js`]),
  chunk('login-page.js', ['/src/login-page.tsx'], ['index.js', 'form.js', 'react.js'], {
    isDynamicEntry: true,
  }),
  chunk('form.js', ['/src/form.ts', `${NM}/zod/index.js`], ['react.js']),
  chunk('home-page.js', ['/src/home-page.tsx'], ['index.js', 'Select.js', 'form.js', 'charts.js'], {
    isDynamicEntry: true,
  }),
  chunk('todos-page.js', ['/src/todos-page.tsx'], ['index.js', 'Select.js', 'form.js'], {
    isDynamicEntry: true,
  }),
  chunk('Select.js', [`${NM}/@mantine/core/Select.mjs`, `${NM}/tslib/tslib.mjs`], ['react.js']),
  chunk('charts.js', ['/src/chart.tsx', `${NM}/recharts/index.js`], ['react.js']),
  chunk('chart-user.js', ['/src/uses-chart.tsx'], ['charts.js']),
];
CHUNKS[6].modules[`${NM}/tslib/tslib.mjs`] = { renderedLength: 600 };

const plan = planChunkGroups(CHUNKS, {
  isPublicPage: (c) => c.fileName === 'login-page.js',
  isPrefetcher: () => false,
});

describe('planChunkGroups', () => {
  it("puts the entry's imports and its own modules beside the entry module", () => {
    expect(plan.boot).toEqual(['/src/app.tsx', `${NM}/react-dom/index.js`]);
  });

  it('puts what the sign-in page imports beyond them in one public chunk', () => {
    expect(plan.public.sort()).toEqual([`${NM}/zod/index.js`, '/src/form.ts', '/src/login-page.tsx']);
  });

  it('shares light chunks that several parts import, small helpers of any package included', () => {
    expect(plan.shared).toEqual([`${NM}/@mantine/core/Select.mjs`, `${NM}/tslib/tslib.mjs`]);
  });

  it('leaves heavy libraries, what imports them and lazy-only pages in chunks of their own', () => {
    const grouped = new Set([...plan.boot, ...plan.public, ...plan.shared]);
    for (const id of ['/src/chart.tsx', '/src/uses-chart.tsx', '/src/home-page.tsx', '/src/todos-page.tsx'])
      expect(grouped.has(id)).toBe(false);
  });

  it("puts a route prefetcher and what it imports beyond the entry's in the first-calls chunk, not in shared", () => {
    const withPrefetcher = [
      ...CHUNKS,
      chunk('prefetch-page.js', ['/src/prefetch-page.ts'], ['index.js', 'configs.js'], {
        isDynamicEntry: true,
        facadeModuleId: '/src/prefetch-page.ts',
      }),
      chunk('configs.js', ['/src/list-configs.ts'], ['react.js']),
      chunk('page-using-configs.js', ['/src/page.tsx'], ['configs.js', 'Select.js'], {
        isDynamicEntry: true,
      }),
    ];
    const grouped = planChunkGroups(withPrefetcher, {
      isPublicPage: (c) => c.fileName === 'login-page.js',
      isPrefetcher: (c) => c.facadeModuleId === '/src/prefetch-page.ts',
    });
    expect(grouped.firstCalls.sort()).toEqual(['/src/list-configs.ts', '/src/prefetch-page.ts']);
    expect(grouped.shared).not.toContain('/src/list-configs.ts');
    expect(grouped.boot).toEqual(plan.boot);
  });

  it('groups no prefetcher that imports a heavy library: every page that prefetches would wait for it', () => {
    const grouped = planChunkGroups(
      [
        ...CHUNKS,
        chunk('prefetch-charts.js', ['/src/prefetch-charts.ts'], ['charts.js'], { isDynamicEntry: true }),
      ],
      { isPublicPage: () => false, isPrefetcher: (c) => c.fileName === 'prefetch-charts.js' },
    );
    expect(grouped.firstCalls).toEqual([]);
  });
});

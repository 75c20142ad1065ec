// Cairn's import rules (docs/decisions/0019-knip-and-dependency-cruiser.md, docs/architecture.md
// "Front doors and layers"). `npm run lint` runs them; each rule says why it exists.

/** Test files and their helpers: they may also reach another area's test support. */
const TESTS = '(\\.test\\.tsx?$|\\.two-node\\.test\\.ts$|test-support|/test/)';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circles: a circle makes its files one unit that neither side can change or load alone. ' +
        'Type-only imports vanish at run time and do not count.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-feature-front-door',
      severity: 'error',
      comment:
        'A web feature is reached from another feature only through its index.ts. What two features ' +
        'share moves down to components/ or the domain; composing several features happens in app/.',
      from: { path: WEB_FEATURE, pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-app-uses-front-doors',
      severity: 'error',
      comment:
        'app/ reaches a feature through its index.ts, and its routed pages/ (the lazy-page table). ' +
        'Pages and popups the router or the shell load with import() are split points and may be named by path.',
      from: { path: '^apps/web/src/app/', pathNot: TESTS },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/[^/]+/index\\.ts$', '^apps/web/src/features/[^/]+/pages/'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-tests-use-front-doors',
      severity: 'error',
      comment: 'A test reaches another feature through its index.ts or its test support (test-support.ts).',
      from: { path: `${WEB_FEATURE}.*${TESTS}` },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index\\.ts$',
          '^apps/web/src/features/[^/]+/test-support\\.ts$',
          '^apps/web/src/features/test-support/',
        ],
      },
    },
    {
      name: 'server-module-front-door',
      severity: 'error',
      comment:
        'A server module is reached from another module only through its index.ts; modules that need ' +
        'each other are composed in app.ts (see registerIssues).',
      from: { path: SERVER_MODULE, pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-outside-uses-front-doors',
      severity: 'error',
      comment:
        'app.ts, plugins, policies, the seed, the bench and the tests reach a module through its ' +
        "index.ts; a test may also use a module's *.test-support.ts.",
      from: { pathNot: SERVER_MODULE },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/[^/]*test-support\\.ts$',
        ],
      },
    },
    {
      name: 'server-module-tests-use-front-doors',
      severity: 'error',
      comment: "A module's tests reach another module through its index.ts or its test support.",
      from: { path: `${SERVER_MODULE}.*${TESTS}` },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/[^/]+/[^/]*test-support\\.ts$',
        ],
      },
    },
    {
      name: 'domain-is-the-ground',
      severity: 'error',
      comment: 'The domain package is pure and shared: it imports nothing from the apps, the bench or e2e.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|bench|e2e)/' },
    },
    {
      name: 'server-low-layers-stay-low',
      severity: 'error',
      comment:
        'db/, http/ and lib/ are the floor under the policies, the modules and the plugins: they never ' +
        'import them (or app.ts). A type they need from above moves down (db/live-hub-port.ts).',
      from: { path: '^apps/server/src/(db|http|lib)/', pathNot: TESTS },
      to: { path: '^apps/server/src/((modules|plugins|policies)/|(app|server)\\.ts$)' },
    },
    {
      name: 'server-policies-below-modules',
      severity: 'error',
      comment:
        'policies/ answer "may this actor see or change this row" for the modules: they import no module or plugin.',
      from: { path: '^apps/server/src/policies/', pathNot: TESTS },
      to: { path: '^apps/server/src/(modules|plugins)/' },
    },
    {
      name: 'server-modules-below-plugins',
      severity: 'error',
      comment:
        'plugins/ wire modules into Fastify (the guard, live updates): a module imports no plugin; ' +
        'request helpers live in http/ (request-actor.ts, cookie-names.ts).',
      from: { path: '^apps/server/src/modules/', pathNot: TESTS },
      to: { path: '^apps/server/src/plugins/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '\\.d\\.ts$'] },
    // TypeScript 7 has no JavaScript API yet, so swc parses the sources (it keeps type-only imports).
    parser: 'swc',
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    },
  },
};

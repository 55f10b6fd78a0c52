// Import boundaries, checked by `npm run lint` (scripts/lint-imports.mjs): any import across one
// fails. apps/api/src/import-boundaries.test.ts tries each rule on a small tree.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'A web feature imports no other feature: what two share goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'components/ and lib/ serve every feature and import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-and-api-apart',
      comment: 'The web never imports server code; the server never imports web code.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is the contract both apps import; it imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-db-imports-no-module',
      comment: 'db/ is the database only (client, migrations, schema).',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|seed|connectors|plugins|cli)/' },
    },
    {
      name: 'api-runtime-imports-no-seed',
      comment:
        'Seeding is a start-up step (server.ts) and a CLI; no runtime module imports seed/, tests aside.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: [
          '^apps/api/src/(seed|cli|test)/',
          '^apps/api/src/server\\.ts$',
          '\\.(test|testing)\\.ts$',
        ],
      },
      to: { path: '^apps/api/src/seed/' },
    },
    {
      name: 'api-no-folder-cycle',
      comment: 'No two folders of the API import each other, directly or round about.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their support may reach across (a test kit opens the database); the rules are about
    // what runs.
    exclude: {
      path: ['(^|/)(node_modules|dist)/', '\\.(test|testing)\\.tsx?$', '^apps/(api|web)/src/test/'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};

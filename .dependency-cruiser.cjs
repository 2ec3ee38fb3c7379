/**
 * The web's layers (checked by `npm run lint`): app → features → shared (web/lib, web/components)
 * → contracts; web/test serves them all. Features never import each other; shared code never imports a feature or
 * the app; no import cycles. What several features need moves to web/lib or web/components.
 * The server and the web meet only in contracts/ (web → contracts ← server).
 * On the server, a domain's tables are imported by that domain alone; the others read them through
 * its reads file (`own-tables-only`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'features-apart',
      comment: 'Features never import each other: move what several need to web/lib or web/components.',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'features-below-app',
      comment: 'Features never import web/app.',
      severity: 'error',
      from: { path: '^web/features/' },
      to: { path: '^web/app/' },
    },
    {
      name: 'shared-below-features',
      comment: 'Shared code (web/lib, web/components) never imports a feature or web/app.',
      severity: 'error',
      from: { path: '^web/(lib|components)/' },
      to: { path: '^web/(features|app)/' },
    },
    {
      name: 'test-helpers-below-features',
      comment: 'Shared test helpers (web/test) never import a feature; they may render the app.',
      severity: 'error',
      from: { path: '^web/test/' },
      to: { path: '^web/features/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles in the web app.',
      severity: 'error',
      from: { path: '^web/' },
      to: { circular: true },
    },
    {
      name: 'server-apart-from-web',
      comment:
        'The server never imports the web: the first-screen render reaches it only through the built bundle (docs/ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'contracts-below-both',
      comment: 'contracts/ is shared by the web and the server and imports neither.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(web|server)/' },
    },
    {
      name: 'own-tables-only',
      comment:
        'The interview modules and the Zoom integration import only their own tables (server/db/schema/<domain>.ts, not the index): pipeline and setup records come through server/pipeline/pipeline-reads.ts and server/setup/setup-reads.ts, sessions through server/interviews/sessions/session-reads.ts.',
      severity: 'error',
      from: { path: '^server/(?:integrations/)?(interviews|zoom)/' },
      to: { path: '^server/db/schema/', pathNot: '^server/db/schema/$1[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};

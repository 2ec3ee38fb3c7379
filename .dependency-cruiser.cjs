/**
 * The web's layers (checked by `npm run lint`): app → features → shared (web/lib, web/components)
 * → contracts; web/test serves them all. Features never import each other; shared code never imports a feature or
 * the app; no import cycles. What several features need moves to web/lib or web/components.
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

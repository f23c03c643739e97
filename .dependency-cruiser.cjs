/**
 * The direction of imports in src/ (see ../README.md, "Layout"):
 *   render → root → pages → layout, features → components → app, api → i18n → domain
 * root/ wires the whole app (store, root reducer, root saga, routes) and qa/ records and replays it;
 * only the entries (index.tsx, render/) and tests import them. One upward import is allowed, and only for types: app/hooks types
 * useAppSelector with the RootState that root/store infers, as the Redux style guide does.
 */
const layer = (name, path, mayNotImport, comment) => ({ name, comment, severity: 'error', from: { path }, to: { path: mayNotImport } });

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes load order matter and hides which module owns what.',
      severity: 'error',
      from: { path: '^(src|server/src)/' },
      to: { circular: true },
    },
    layer('domain-is-pure', '^src/domain/', '^src/(?!domain/)', 'domain/ holds pure rules: it imports only other rules.'),
    layer(
      'api-knows-only-domain',
      '^src/api/',
      '^src/(?!api/|domain/)',
      'api/ speaks HTTP and the contract; it knows no app, store or screen.',
    ),
    layer(
      'app-is-below-screens',
      '^src/app/',
      '^src/(?!app/|api/|domain/|i18n/|root/store)',
      'app/ holds config, deps and typed hooks that every layer may use.',
    ),
    layer(
      'i18n-knows-only-words',
      '^src/i18n/',
      '^src/(?!i18n/|domain/)',
      'i18n/ holds the catalogues and their formatting: it knows the rules (the shop’s name among them), no app, store or screen.',
    ),
    {
      name: 'app-takes-only-types-from-the-store',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/root/store', dependencyTypesNot: ['type-only'] },
    },
    layer(
      'components-know-no-store',
      '^src/components/',
      '^src/(?!components/|app/(config|ConfigContext|theme)|domain/|i18n/|assets/)',
      'components/ are props-only widgets: no store, no feature, no layout.',
    ),
    layer(
      'features-below-layout',
      '^src/features/',
      '^src/(layout|pages|root|qa)/',
      'A feature never imports the shell, a page or the wiring.',
    ),
    layer('layout-below-pages', '^src/layout/', '^src/(pages|root|qa)/', 'The shell never imports a page or the wiring.'),
    layer('pages-below-root', '^src/pages/', '^src/(root|qa)/', 'Pages are reached through routes; they never import the wiring.'),
    {
      name: 'pages-are-entries',
      comment: 'A page is reached through the routes only; shared page parts belong in a feature or in components/.',
      severity: 'error',
      from: { path: '^src/(?!pages/|root/|render/)' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'render-is-an-entry',
      comment: 'render/ is the server entry; it runs only in Node, so nothing the browser loads may import it.',
      severity: 'error',
      from: { path: '^src/(?!render/)' },
      to: { path: '^src/render/' },
    },
    layer(
      'backends-side-by-side',
      '^server/src/db/sqlite/',
      '^server/src/db/postgres/',
      'The SQLite backend shares with PostgreSQL only the backend-neutral code in db/, never the other backend.',
    ),
    layer('backends-side-by-side-too', '^server/src/db/postgres/', '^server/src/db/sqlite/', 'The same, from PostgreSQL.'),
    {
      name: 'redux-persist-in-one-place',
      comment:
        'redux-persist is named through app/persistence.ts (action types, marks, no storage) and run by root/persistence.ts (the cart kept in storage), two modules because the entry must not carry the second.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app|root)/persistence\\.ts$' },
      to: { path: 'node_modules/redux-persist/' },
    },
    {
      name: 'backends-behind-the-store',
      comment: 'Only db/index.ts chooses a backend; routes and the neutral db/ code speak to the ShopStore interface.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/db/(index\\.ts$|sqlite/|postgres/)' },
      to: { path: '^server/src/db/(sqlite|postgres)/' },
    },
    layer(
      'server-shares-only-rules',
      '^server/src/',
      '^src/(?!domain/|app/config\\.ts$|i18n/(texts|catalogue)\\.ts$|i18n/(catalogues|messages)/)',
      'The local API server shares the pure rules, the config defaults and the message catalogues with the SPA, nothing that runs in a browser.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|^src/test/|^server/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};

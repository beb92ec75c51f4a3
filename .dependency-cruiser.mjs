// Who may import whom: docs/decisions/enforced-boundaries.md. `npm run check:boundaries` runs this file over the
// whole repository and .dependency-cruiser-areas.mjs over the feature folders; `npm test` runs both.
// Paths are relative to the repository root; `$1` in a `to` path is what the `from` path's group matched.

const serverFeatures = '^apps/server/src/features/';
const webFeatures = '^apps/web/src/features/';
const sandbox = '^packages/sandbox/';
const testFile = '[.]test[.]tsx?$';

/** A feature imports its own area freely, another area only through that area's public.ts. */
const throughPublic = (features) => ({
  path: `${features}[^/]+/`,
  pathNot: [`${features}$1/`, `${features}[^/]+/public[.]ts$`],
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Files do not import each other in a circle, neither through import() nor through `import type`.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-through-public',
      comment: 'A server feature imports another feature only through that feature’s public.ts.',
      severity: 'error',
      from: { path: `${serverFeatures}([^/]+)/` },
      to: throughPublic(serverFeatures),
    },
    {
      name: 'web-feature-through-public',
      comment: 'A web feature imports another feature only through that feature’s public.ts.',
      severity: 'error',
      from: { path: `${webFeatures}([^/]+)/` },
      to: throughPublic(webFeatures),
    },
    {
      name: 'web-shell-through-routes-and-public',
      comment: 'The shell (apps/web/src/app) imports a feature only through its routes.ts or its public.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/app/' },
      to: { path: webFeatures, pathNot: `${webFeatures}[^/]+/(routes|public)[.]ts$` },
    },
    {
      name: 'web-not-server-or-sandbox',
      comment: 'The browser app shares only the contract with the server, and never loads the stand-ins.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', sandbox] },
    },
    {
      name: 'server-not-web',
      comment: 'The server does not import the browser app; it serves its built files.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-not-apps-or-sandbox',
      comment: 'The contract is shared by both apps and imports neither of them, nor the stand-ins.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: ['^apps/', sandbox] },
    },
    {
      name: 'server-loads-sandbox-on-demand',
      comment:
        'The server’s code loads a stand-in only with import(), where no real service is configured (docs/decisions/stand-ins-loaded-on-demand.md); its tests may import them.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: testFile },
      to: { path: sandbox, dependencyTypesNot: ['dynamic-import', 'type-only', 'type-import'] },
    },
    {
      name: 'resolvable',
      comment: 'Every import names a file or package that exists.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: {
      path: ['(^|/)node_modules/', '(^|/)dist/', '^data/', '(^|/)test-results/', '(^|/)playwright-report/'],
    },
    // `import type` counts: a cycle or a boundary crossed only by types still couples the files.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

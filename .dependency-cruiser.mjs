// Who may import whom: docs/decisions/enforced-boundaries.md. `npm run check:boundaries` runs this file over the
// whole repository and .dependency-cruiser-areas.mjs over the feature folders; `npm test` runs both.
// Paths are relative to the repository root; `$1` in a `to` path is what the `from` path's group matched.

const serverFeatures = '^apps/server/src/features/';
const webFeatures = '^apps/web/src/features/';
const sandbox = '^packages/sandbox/';
const testFile = '[.]test[.]tsx?$';

/**
 * Imports past another web feature's public.ts in files that are being rewritten: each is allowed, on its own,
 * until its file imports through public.ts (which already exports what it needs). Remove an entry with its import.
 */
const pendingWebImports = [
  {
    from: 'apps/web/src/features/ranking/my-ranking/components/add-keywords-form.tsx',
    to: 'apps/web/src/features/keywords/keyword-lists/api.ts',
  },
  {
    from: 'apps/web/src/features/account/components/new-email-step.tsx',
    to: 'apps/web/src/features/auth/components/otp-input.tsx',
  },
  {
    from: 'apps/web/src/features/account/components/new-email-code-step.tsx',
    to: 'apps/web/src/features/auth/components/otp-input.tsx',
  },
];

const exactly = (file) => `^${file.replaceAll('.', '[.]')}$`;
/** The file exactly, with its area as the group `$1` refers to. */
const exactlyInArea = (file) => exactly(file).replace(/^\^(apps\/web\/src\/features\/)([^/]+)/, '^$1($2)');

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
      from: { path: `${webFeatures}([^/]+)/`, pathNot: pendingWebImports.map(({ from }) => exactly(from)) },
      to: throughPublic(webFeatures),
    },
    ...pendingWebImports.map(({ from, to }) => ({
      name: 'web-feature-through-public',
      comment: `A web feature imports another feature only through that feature’s public.ts (pending: ${to}).`,
      severity: 'error',
      from: { path: exactlyInArea(from) },
      to: { ...throughPublic(webFeatures), pathNot: [...throughPublic(webFeatures).pathNot, exactly(to)] },
    })),
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

// Feature areas do not depend on each other in a circle, not even through their public.ts files
// (docs/decisions/enforced-boundaries.md). Only the feature folders are cruised, so that an area's use of the
// shared layers (the server's kernel, the web shell) does not count as a path from one area to another.
import repository from './.dependency-cruiser.mjs';

const areaCycle = (features) => ({
  name: 'areas-no-cycle',
  comment: 'Feature areas do not depend on each other in a circle, not even through public.ts.',
  severity: 'error',
  scope: 'folder',
  from: { path: `${features}[^/]+$` },
  to: { path: features, circular: true },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [areaCycle('^apps/server/src/features/'), areaCycle('^apps/web/src/features/')],
  options: { ...repository.options, includeOnly: '^apps/(server|web)/src/features/' },
};

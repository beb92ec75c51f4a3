import { isPublicEntryPath } from './app/public-entry-paths.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The first script only decides which entry the page needs: the sign-in pages load React and their forms, not the
// UI kit, the router and the contract the signed-in app is built from.
if (isPublicEntryPath(window.location.pathname))
  await (await import('./public-entry.tsx')).showPublicPages(root);
else await (await import('./app-entry.tsx')).showApp(root);

// The common area's chunk.
export { NotFoundPage } from './pages/not-found-page.tsx';
export { RedirectPage } from './pages/redirect-page.tsx';

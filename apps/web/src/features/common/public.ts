// What the shell and other areas may use of the common pages (they import nothing else from this folder).
export { ComingSoonPage } from './pages/coming-soon-page.tsx';

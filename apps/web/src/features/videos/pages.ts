// The videos area's chunk.
export { VideosPage } from './pages/videos-page.tsx';

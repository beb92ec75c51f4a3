// The research area's chunk.
export { CategoryBrowserPage } from './categories/pages/category-browser-page.tsx';

// The research area's chunk.
export { CategoryBrowserPage } from './categories/pages/category-browser-page.tsx';
export { MedianToolPage } from './median/pages/median-tool-page.tsx';
export { VariantToolPage } from './variants/pages/variant-tool-page.tsx';

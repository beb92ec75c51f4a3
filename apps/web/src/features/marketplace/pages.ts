// The marketplace area's chunk.
export { EbayAcceptPage } from './pages/ebay-accept-page.tsx';
export { EbayTokensPage } from './pages/ebay-tokens-page.tsx';

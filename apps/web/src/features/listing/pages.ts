// The listing area's chunk.
export { ItemCheckPage } from './item-check/pages/item-check-page.tsx';
export { MobileCheckPage } from './mobile-check/pages/mobile-check-page.tsx';

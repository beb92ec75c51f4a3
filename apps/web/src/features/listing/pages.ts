// The listing area's chunk.
export { ItemCheckPage } from './item-check/pages/item-check-page.tsx';
export { ItemSpecificsPage } from './item-specifics/pages/item-specifics-page.tsx';
export { SyncItemSpecificPage } from './item-specifics/pages/sync-item-specific-page.tsx';
export { MobileCheckPage } from './mobile-check/pages/mobile-check-page.tsx';
export { TemplateGeneratorPage } from './template-generator/pages/template-generator-page.tsx';
export { TitleBuilderPage } from './title-builder/pages/title-builder-page.tsx';

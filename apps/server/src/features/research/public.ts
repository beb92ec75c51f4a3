// What other areas and the composition root may use of market research.
export type { CategoryTreeSource, VariantSalesSource } from './ports.ts';

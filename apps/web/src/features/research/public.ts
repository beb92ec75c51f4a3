// What other areas may use of market research: the variant tool's block of one item, its sales chart, and the
// address of a variant-tool lookup (Keyword Pro's sales tracker shows them for a keyword's ranking).
export { SalesChart } from './variants/components/sales-chart.tsx';
export { VariantItemBlock } from './variants/components/variant-item-block.tsx';
export { paramsOf as variantToolParams } from './variants/search-params.ts';

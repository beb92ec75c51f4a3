// What other areas and the composition root may use of market research.
import type { Database } from '../../db/database.ts';
import type { VariantSalesSource } from './ports.ts';
import { createVariantRepository } from './variants/variant-repository.ts';
import { createVariantService } from './variants/variant-service.ts';

export type { CategoryTreeSource, VariantSalesSource } from './ports.ts';

/**
 * The variant tool's figures (sales per day and month, revenue, sold by variant) of listings other screens
 * name, e.g. the items ranking for a keyword; reading them makes the listings observed, as a lookup does.
 */
export function createVariantFigures(deps: { db: Database; ebay: VariantSalesSource; clock: () => Date }) {
  const service = createVariantService({
    repository: createVariantRepository(deps.db),
    ebay: deps.ebay,
    clock: deps.clock,
  });
  return { ofRankedListings: service.ranked };
}
export type VariantFigures = ReturnType<typeof createVariantFigures>;

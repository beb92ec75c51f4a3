import { createSeoStep, deleteSeoStep, seoStepList } from '@baylytics/contract/seo-steps';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import type { SeoStepService } from './service.ts';

export function seoStepRoutes(api: Api, steps: SeoStepService): void {
  api.handle(createSeoStep, async ({ auth, body }) => steps.create(requireAuth(auth).user.id, body));
  api.handle(seoStepList, async ({ auth, query }) => steps.list(requireAuth(auth).user.id, query.itemNumber));
  api.handle(deleteSeoStep, async ({ auth, params }) =>
    steps.remove(requireAuth(auth).user.id, params.seoStepId),
  );
}

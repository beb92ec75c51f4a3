import { applyTemplate, generateTemplate, templateOfItem } from '@baylytics/contract/listing-template';
import { type Api, requireAuth } from '../../../kernel/api.ts';
import { requestLanguage } from '../../common/public.ts';
import type { TemplateService } from './service.ts';

export function templateRoutes(api: Api, service: TemplateService): void {
  api.handle(templateOfItem, async ({ auth, params }) =>
    service.ofItem(requireAuth(auth).user.id, params.itemNumber),
  );
  api.handle(generateTemplate, async ({ body, request }) => service.generate(body, requestLanguage(request)));
  api.handle(applyTemplate, async ({ auth, body }) => service.apply(requireAuth(auth).user.id, body));
}

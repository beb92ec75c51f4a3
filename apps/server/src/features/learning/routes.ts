import { learningClass, learningClasses } from '@baylytics/contract/learning';
import type { Api } from '../../kernel/api.ts';
import { requestLanguage } from '../common/public.ts';
import type { LearningService } from './service.ts';

export function learningRoutes(api: Api, service: LearningService): void {
  api.handle(learningClasses, async ({ request }) => service.classes(requestLanguage(request)));
  api.handle(learningClass, async ({ params, request }) =>
    service.learningClass(params.classId, requestLanguage(request)),
  );
}

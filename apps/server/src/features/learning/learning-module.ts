import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { createLearningRepository } from './repository.ts';
import { learningRoutes } from './routes.ts';
import { createLearningService } from './service.ts';

/** Learning: the masterclasses' videos, as data. */
export const learningModule: FeatureModule = {
  name: 'learning',
  routes(scope, { db }) {
    learningRoutes(createApi(scope), createLearningService(createLearningRepository(db)));
  },
};

import { createApi } from '../../kernel/api.ts';
import type { FeatureModule } from '../../kernel/feature-module.ts';
import { registrationRoutes } from './routes.ts';
import { buildRegistrationService } from './service.ts';

/** Signing up, confirming the e-mail and completing the profile. */
export const registrationModule: FeatureModule = {
  name: 'registration',
  routes(scope, { db, auth, mail, config, clock }) {
    registrationRoutes(
      createApi(scope),
      buildRegistrationService({ db, auth, mail, publicUrl: config.publicUrl, clock }),
      auth.sessionSeconds,
    );
  },
};

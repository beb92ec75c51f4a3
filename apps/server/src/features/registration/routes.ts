import {
  checkEu,
  completeAddress,
  getAddress,
  register,
  registerPackage,
  updateAddress,
  verifyEmail,
} from '@baylytics/contract/registration';
import { type Api, requireAuth } from '../../kernel/api.ts';
import { issueBrowserSession } from '../../kernel/browser-session.ts';
import { originOf } from '../auth/public.ts';
import type { RegistrationService } from './service.ts';

export function registrationRoutes(
  api: Api,
  registration: RegistrationService,
  sessionSeconds: number,
): void {
  api.handle(register, async ({ body }) => {
    await registration.register(body);
    return null;
  });
  api.handle(registerPackage, async ({ body }) => {
    await registration.registerPackage(body);
    return null;
  });
  api.handle(verifyEmail, async ({ params, request, reply }) => {
    const verified = await registration.verifyEmail(params.token, originOf(request));
    issueBrowserSession(request, reply, verified.token, sessionSeconds);
    return verified;
  });
  api.handle(completeAddress, async ({ body, auth }) => {
    await registration.completeAddress(requireAuth(auth).user.id, body);
    return null;
  });
  api.handle(getAddress, async ({ auth }) => registration.address(requireAuth(auth).user.id));
  api.handle(updateAddress, async ({ body, auth }) => {
    await registration.updateAddress(requireAuth(auth).user.id, body);
    return null;
  });
  api.handle(checkEu, async ({ query }) => registration.isEuCountry(query.countryCode));
}

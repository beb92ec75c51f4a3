import {
  changePassword,
  confirmForgotPassword,
  confirmToChangeEmail,
  forgotPassword,
  requestToChangeEmail,
  verifyEmailOwner,
} from '@baylytics/contract/passwords';
import { type Api, requireAuth } from '../../kernel/api.ts';
import type { CredentialsService } from './credentials-service.ts';

export function credentialsRoutes(api: Api, credentials: CredentialsService): void {
  api.handle(forgotPassword, async ({ body }) => {
    await credentials.forgotPassword(body.email);
    return null;
  });
  api.handle(confirmForgotPassword, async ({ body }) => {
    await credentials.confirmForgotPassword(body.email, body.password, body.otp);
    return null;
  });
  api.handle(changePassword, async ({ body, auth }) => {
    await credentials.changePassword(requireAuth(auth).user.id, body.oldPassword, body.newPassword);
    return null;
  });
  api.handle(verifyEmailOwner, async ({ body, auth }) => {
    await credentials.verifyEmailOwner(requireAuth(auth).user.id, body.password);
    return null;
  });
  api.handle(requestToChangeEmail, async ({ body, auth }) => {
    await credentials.requestEmailChange(requireAuth(auth).user.id, body.email, body.otp);
    return null;
  });
  api.handle(confirmToChangeEmail, async ({ body, auth }) =>
    credentials.confirmEmailChange(requireAuth(auth).user.id, body.otp),
  );
}

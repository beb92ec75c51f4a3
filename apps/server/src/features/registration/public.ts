// What other areas may use of registration (they import nothing else from this folder): the service that
// mails e-mail confirmation links, and how it is built.
export { buildRegistrationService, type RegistrationService } from './service.ts';

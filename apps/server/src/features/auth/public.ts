// What other areas may use of auth (they import nothing else from this folder): the auth service, one-time
// passwords, password hashing and the secret-token helpers, and the caller's origin as sessions record it.
export { createOneTimePasswords, type OneTimePasswords, type OtpCheck } from './one-time-passwords.ts';
export { hashPassword } from './passwords.ts';
export type { RequestOrigin } from './repository.ts';
export { originOf } from './routes.ts';
export { hashSecretToken, newSecretToken } from './secret-tokens.ts';
export type { AuthService } from './service.ts';

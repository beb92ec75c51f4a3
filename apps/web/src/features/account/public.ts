// What other areas may use of the account pages (they import nothing else from this folder): the sign-in
// table's columns, which the administrators' sign-in log shows for every user; whether the caller's Afterbuy
// credentials are stored, which the transformer's after-buy button needs.

export { useAfterbuyCredentials } from './api.ts';
export { type LoginLogEntry, useLoginLogColumns } from './components/login-logs-table.tsx';
export const afterbuyCredentialsPath = '/app/user/afterbuy';

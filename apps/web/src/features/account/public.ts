// What other areas may use of the account pages (they import nothing else from this folder): the sign-in
// table's columns, which the administrators' sign-in log shows for every user.
export { type LoginLogEntry, useLoginLogColumns } from './components/login-logs-table.tsx';

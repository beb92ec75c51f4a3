import { type LoginLogEntry, loginMethods } from '@baylytics/contract/account';

/** A sign-in as the log table holds it: the fields both logs show, the user's own and the administrator's. */
export interface LoginLogRow {
  createdTime: Date;
  ipAddress: string | null;
  sessionId: string;
  method: string;
  clientOs: string | null;
  location: string | null;
  isp: string | null;
}

/** A sign-in's entry as the logs send it; a method the contract does not name reads as a password sign-in. */
export function loginLogEntryOf(row: LoginLogRow): LoginLogEntry {
  return {
    createdTime: row.createdTime.toISOString(),
    ipAddress: row.ipAddress,
    sessionId: row.sessionId,
    method: loginMethods.find((m) => m === row.method) ?? 'password',
    clientOs: row.clientOs,
    location: row.location,
    isp: row.isp,
  };
}

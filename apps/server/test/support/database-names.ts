/** The database every test database is cloned from: migrated, with the reference data. */
export const templateDatabase = 'baylytics_template';

/** Names of the per-file test databases: `t_` and 16 hex digits. */
export const testDatabasePattern = '^t_[0-9a-f]{16}$';

/** The same server and credentials, another database. */
export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

import { loginMethods } from '@baylytics/contract/account';
import type { AdminLoginLogEntry } from '@baylytics/contract/admin-login-logs';
import { isLocalAddress } from '../../integrations/ip-location/local-addresses.ts';
import type { LoginLogRepository } from './login-log-repository.ts';

export function createLoginLogService(repository: LoginLogRepository) {
  return {
    async page(
      filter: Parameters<LoginLogRepository['page']>[0],
      view: Parameters<LoginLogRepository['page']>[1],
    ): Promise<{ data: AdminLoginLogEntry[]; total: number }> {
      const { rows, total } = await repository.page(filter, view);
      return {
        data: rows.map((row) => ({
          ...row,
          createdTime: row.createdTime.toISOString(),
          method: loginMethods.find((m) => m === row.method) ?? 'password',
          localNetwork: row.ipAddress !== null && isLocalAddress(row.ipAddress),
        })),
        total,
      };
    },
  };
}

export type LoginLogService = ReturnType<typeof createLoginLogService>;

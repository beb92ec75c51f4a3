import type { ManagedUser } from '@baylytics/contract/admin-users';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconKeyOff, IconLogin2, IconMailForward, IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../app/api-error-message.ts';
import { toast } from '../../../app/toast.ts';
import { actAsUser, useRevokeToken, useSendVerificationEmail } from '../api.ts';

export const displayName = (user: Pick<ManagedUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** What an administrator can do with one user: act as the user, end the user's sessions, resend the mail, notes. */
export function UserActions({ user, onNotes }: { user: ManagedUser; onNotes: (user: ManagedUser) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revoke = useRevokeToken();
  const verification = useSendVerificationEmail();
  const name = displayName(user);
  const failed = (error: unknown) => {
    const message = apiErrorMessage(error);
    toast.error(message.key, message.values);
  };

  const impersonate = async () => {
    try {
      await actAsUser(user.shopwareId);
      navigate('/app/dashboard');
    } catch {
      toast.error('errors.cannotImpersonateUserNow');
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.users.actionsOf', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogin2 size={16} />} onClick={impersonate}>
          {t('admin.users.impersonate')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKeyOff size={16} />}
          onClick={() =>
            revoke.mutate(user.shopwareId, {
              onSuccess: () => toast.success('admin.users.tokenRevoked', { name }),
              onError: failed,
            })
          }
        >
          {t('admin.users.revokeToken')}
        </Menu.Item>
        {user.active === 'inactive' && (
          <Menu.Item
            leftSection={<IconMailForward size={16} />}
            onClick={() =>
              verification.mutate(user.shopwareId, {
                onSuccess: () => toast.success('admin.users.verificationSent', { email: user.email }),
                onError: failed,
              })
            }
          >
            {t('admin.users.sendVerification')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconNotes size={16} />} onClick={() => onNotes(user)}>
          {t('admin.users.notes')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

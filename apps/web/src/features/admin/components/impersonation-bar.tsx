import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../app/format/use-format.ts';
import { useSession } from '../../../app/session.ts';
import { toast } from '../../../app/toast.ts';
import { backToOwnAccount, useImpersonationStatus } from '../api.ts';

/**
 * On every page while an administrator acts as a user: whose account this is, who acts, until when, and the
 * way back to the administrator's own account.
 */
export function ImpersonationBar() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { user } = useSession();
  const isImpersonated = user?.isImpersonated === true;
  const status = useImpersonationStatus(isImpersonated);
  const [isLeaving, setLeaving] = useState(false);
  if (!user || !isImpersonated) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      navigate(await backToOwnAccount());
    } catch {
      toast.error('errors.serverError');
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      mb="md"
      mx="calc(var(--mantine-spacing-md) * -1)"
      mt="calc(var(--mantine-spacing-md) * -1)"
      icon={<IconUserShield size={20} />}
      role="status"
      aria-label={t('admin.impersonation.label')}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={500}>
          {t('admin.impersonation.actingAs', {
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
          })}
          {status.data &&
            ` ${t('admin.impersonation.byUntil', {
              admin: status.data.adminName || status.data.adminEmail,
              until: format.dateTime(status.data.expiresAt),
            })}`}
        </Text>
        <Button
          size="xs"
          color="dark"
          variant="white"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={leave}
          loading={isLeaving}
        >
          {t('admin.impersonation.back')}
        </Button>
      </Group>
    </Alert>
  );
}

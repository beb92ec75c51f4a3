import { type Campaign, type CampaignStatusAction, statusActionsOf } from '@baylytics/contract/campaigns';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { Dialog } from '../../../app/dialog.tsx';
import { toast } from '../../../app/toast.ts';
import { useCampaignStatusChange } from '../api.ts';

const icons = { pause: IconPlayerPause, resume: IconPlayerPlay, end: IconPlayerStop };

/**
 * Pause, resume and end as the campaign's status allows; ending is for good on eBay, so it asks first. eBay's
 * refusal is shown as eBay wrote it and nothing changes.
 */
export function CampaignStatusActions({
  campaign,
  size = 'xs',
}: {
  campaign: Pick<Campaign, 'campaignId' | 'campaignName' | 'campaignStatus'>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const change = useCampaignStatusChange();
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const actions = statusActionsOf[campaign.campaignStatus] ?? [];
  const run = (action: CampaignStatusAction) =>
    change.mutate(
      { campaignId: campaign.campaignId, action },
      {
        onSuccess: () => {
          setIsConfirmingEnd(false);
          toast.success(`campaigns.statusActions.done.${action}`, { name: campaign.campaignName });
        },
        onError: toastApiError,
      },
    );
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap={4} wrap="nowrap">
        {actions.map((action) => {
          const Icon = icons[action];
          return (
            <Button
              key={action}
              size={size}
              variant={action === 'end' ? 'subtle' : 'light'}
              color={action === 'end' ? 'red' : undefined}
              leftSection={<Icon size={14} />}
              loading={change.isPending && change.variables?.action === action}
              disabled={change.isPending}
              onClick={() => (action === 'end' ? setIsConfirmingEnd(true) : run(action))}
            >
              {t(`campaigns.statusActions.${action}`)}
            </Button>
          );
        })}
      </Group>
      <Dialog
        opened={isConfirmingEnd}
        onClose={() => setIsConfirmingEnd(false)}
        title={t('campaigns.statusActions.endTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('campaigns.statusActions.endQuestion', { name: campaign.campaignName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirmingEnd(false)} disabled={change.isPending}>
              {t('campaigns.statusActions.keep')}
            </Button>
            <Button color="red" onClick={() => run('end')} loading={change.isPending}>
              {t('campaigns.statusActions.confirmEnd')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

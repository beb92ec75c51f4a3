import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useMarkOptimized } from '../api.ts';

/**
 * The listing's optimized mark as a switch (spec 002 §4: marked optimized or not, a toggle), for every plan with the
 * item check: the account check's mark on an imported listing, else the one the server keeps for the listing.
 */
export function OptimizedSwitch({ result }: { result: ItemCheckResult }) {
  const { t } = useTranslation();
  const mark = useMarkOptimized(result.itemNumber);
  const toggle = (value: boolean) =>
    mark.mutate(value, {
      onSuccess: (answer) =>
        toast.success(answer.isOptimized ? 'itemCheck.wizard.marked' : 'itemCheck.wizard.unmarked'),
      onError: toastApiError,
    });
  return (
    <Switch
      label={t('itemCheck.summary.optimized')}
      checked={result.isOptimized}
      disabled={mark.isPending}
      onChange={(event) => toggle(event.currentTarget.checked)}
      data-testid="optimized-switch"
    />
  );
}

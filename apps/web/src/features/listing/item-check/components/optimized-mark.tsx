import type { ItemCheckResult } from '@baylytics/contract/listing-item-check';
import { Switch, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { toast } from '../../../../app/toast.ts';
import { useMarkOptimized } from '../api.ts';

/**
 * The listing's optimized mark as a switch (spec 002 §4: marked optimized or not, a toggle). The mark is the
 * account check's; a listing not imported there cannot carry it, which the disabled switch explains.
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
  const control = (
    <Switch
      label={t('itemCheck.summary.optimized')}
      checked={result.isOptimized}
      disabled={!result.inAccountCheck || mark.isPending}
      onChange={(event) => toggle(event.currentTarget.checked)}
      data-testid="optimized-switch"
    />
  );
  return result.inAccountCheck ? (
    control
  ) : (
    <Tooltip label={t('errors.itemNotInAccountCheck')} multiline w={280}>
      <div>{control}</div>
    </Tooltip>
  );
}

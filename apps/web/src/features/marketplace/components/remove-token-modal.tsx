import type { EbayToken } from '@baylytics/contract/marketplace';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { ConfirmModal } from '../../../app/confirm-modal.tsx';
import { toast } from '../../../app/toast.ts';
import { useRemoveEbayToken } from '../api.ts';

/** Confirms disconnecting a seller account: its stored tokens are deleted; imports need a new connection. */
export function RemoveTokenModal({ token, onClose }: { token: EbayToken; onClose: () => void }) {
  const { t } = useTranslation();
  const removal = useRemoveEbayToken();
  return (
    <ConfirmModal
      title={t('marketplace.tokens.removeTitle')}
      question={t('marketplace.tokens.removeQuestion', { username: token.username })}
      keepLabel={t('marketplace.tokens.keep')}
      confirmLabel={t('marketplace.tokens.confirmRemove')}
      isPending={removal.isPending}
      onConfirm={() =>
        removal.mutate(token.id, {
          onSuccess: () => {
            toast.success('marketplace.tokens.removed', { username: token.username });
            onClose();
          },
          onError: toastApiError,
        })
      }
      onClose={onClose}
    />
  );
}

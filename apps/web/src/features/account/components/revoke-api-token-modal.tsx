import type { ApiToken } from '@baylytics/contract/api-tokens';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../app/api-error-message.ts';
import { ConfirmModal } from '../../../app/confirm-modal.tsx';
import { toast } from '../../../app/toast.ts';
import { useRevokeApiToken } from '../api.ts';

/** Asks before a token stops working; programs using it are refused at once afterwards. */
export function RevokeApiTokenModal({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const { t } = useTranslation();
  const revocation = useRevokeApiToken();
  return (
    <ConfirmModal
      title={t('apiTokens.revokeTitle')}
      question={t('apiTokens.revokeQuestion', { name: token.name })}
      keepLabel={t('apiTokens.revokeKeep')}
      confirmLabel={t('apiTokens.revokeConfirm')}
      isPending={revocation.isPending}
      onConfirm={() =>
        revocation.mutate(token, {
          onSuccess: () => {
            toast.success('apiTokens.revoked', { name: token.name });
            onClose();
          },
          onError: toastApiError,
        })
      }
      onClose={onClose}
    />
  );
}

import type { RankingItem } from '@baylytics/contract/account-check-item';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../../app/api-error-message.ts';
import { ConfirmModal } from '../../../../app/confirm-modal.tsx';
import { toast } from '../../../../app/toast.ts';
import { useDeleteUnrankedItem } from '../api.ts';

/** Confirms removing a listing that no keyword found today (spec 001 §2.1); a later import may bring it back. */
export function DeleteItemModal({ item, onClose }: { item: RankingItem; onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useDeleteUnrankedItem();
  return (
    <ConfirmModal
      title={t('accountCheck.deleteItem.title')}
      question={t('accountCheck.deleteItem.question', { itemNumber: item.itemNumber, title: item.title })}
      keepLabel={t('accountCheck.deleteItem.keep')}
      confirmLabel={t('accountCheck.deleteItem.confirm')}
      isPending={deletion.isPending}
      onConfirm={() =>
        deletion.mutate(item.itemNumber, {
          onSuccess: () => {
            toast.success('accountCheck.deleteItem.deleted', { itemNumber: item.itemNumber });
            onClose();
          },
          onError: toastApiError,
        })
      }
      onClose={onClose}
    />
  );
}

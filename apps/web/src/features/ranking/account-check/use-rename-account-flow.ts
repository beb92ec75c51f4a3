import { toastApiError } from '../../../app/api-error-message.ts';
import { storageKeys } from '../../../app/storage-keys.ts';
import { toast } from '../../../app/toast.ts';
import { useRenameAccount } from './api.ts';

/** Renames the account, keeps it selected under its new name and reloads the page, as the spec asks (§2.1). */
export function useRenameAccountFlow() {
  const renaming = useRenameAccount();
  return {
    isPending: renaming.isPending,
    run: (oldSellerName: string, newSellerName: string) =>
      renaming.mutate(
        { oldSellerName, newSellerName },
        {
          onSuccess: ({ sellerName }) => {
            localStorage.setItem(storageKeys.rankingSelectedAccount, sellerName);
            toast.success('accountCheck.rename.success');
            // Let the toast be seen for a moment before the page reloads.
            setTimeout(() => window.location.reload(), 800);
          },
          onError: toastApiError,
        },
      ),
  };
}

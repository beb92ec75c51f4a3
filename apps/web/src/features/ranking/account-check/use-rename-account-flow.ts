import { storageKeys } from '../../../app/storage-keys.ts';
import { toast } from '../../../app/toast.ts';
import { useRenameAccount } from './api.ts';

/**
 * Renames the account, keeps it selected under its new name and reloads the page, as the spec asks (§2.1).
 * A refusal is the rename form's to show (a taken name on its field), so `run` fails with it.
 */
export function useRenameAccountFlow() {
  const renaming = useRenameAccount();
  return {
    isPending: renaming.isPending,
    run: async (oldSellerName: string, newSellerName: string) => {
      const { sellerName } = await renaming.mutateAsync({ oldSellerName, newSellerName });
      localStorage.setItem(storageKeys.rankingSelectedAccount, sellerName);
      toast.success('accountCheck.rename.success');
      // Let the toast be seen for a moment before the page reloads.
      setTimeout(() => window.location.reload(), 800);
    },
  };
}

import { myLoginLogs } from '@baylytics/contract/account';
import { deleteMyAccount, downloadMyData } from '@baylytics/contract/account-privacy';
import {
  type AfterbuyCredentialsBody,
  afterbuyCredentials,
  deleteAfterbuyCredentials,
  saveAfterbuyCredentials,
  testAfterbuyCredentials,
} from '@baylytics/contract/afterbuy';
import {
  type ApiToken,
  createApiToken,
  type createApiTokenBodySchema,
  listApiTokens,
  revokeApiToken,
} from '@baylytics/contract/api-tokens';
import {
  changePassword,
  confirmToChangeEmail,
  requestToChangeEmail,
  verifyEmailOwner,
} from '@baylytics/contract/passwords';
import { type Address, getAddress, updateAddress } from '@baylytics/contract/registration';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, apiDownload, apiList } from '../../app/http.ts';
import { reloadCurrentUser } from '../auth/public.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) => apiCall(changePassword, { body }),
  });
}

/** Change e-mail, step 1: the password; the server mails a code to the current address. */
export function useVerifyEmailOwner() {
  return useMutation({ mutationFn: (password: string) => apiCall(verifyEmailOwner, { body: { password } }) });
}

/** Change e-mail, step 2: the new address and the code from the current one; a code goes to the new address. */
export function useRequestToChangeEmail() {
  return useMutation({
    mutationFn: (body: { email: string; otp: string }) => apiCall(requestToChangeEmail, { body }),
  });
}

/** Change e-mail, step 3: the code from the new address; then the stored user carries the new address. */
export function useConfirmToChangeEmail() {
  return useMutation({
    mutationFn: async (otp: string) => {
      const changed = await apiCall(confirmToChangeEmail, { body: { otp } });
      await reloadCurrentUser();
      return changed;
    },
  });
}

export function useStoredAddress() {
  return useQuery({ queryKey: ['address'], queryFn: () => apiCall(getAddress), staleTime: 0 });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Address) => apiCall(updateAddress, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['address'] }),
  });
}

/** Sign-ins per page (spec 000 §9: tables show 25 rows). */
export const loginLogsPageSize = 25;

export function useMyLoginLogs(pageIndex: number) {
  return useQuery({
    queryKey: ['myLoginLogs', pageIndex],
    queryFn: () => apiList(myLoginLogs, { query: { pageIndex, pageSize: loginLogsPageSize } }),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Saves everything stored about the user as one ZIP (JSON and CSV per kind of data). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () =>
      apiDownload(
        downloadMyData,
        {},
        `my-data-${new Date().toISOString().slice(0, 10)}.zip`,
        'application/zip',
      ),
  });
}

/** Deletes the account on the password; the server ends every session with it. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: (password: string) => apiCall(deleteMyAccount, { body: { password } }) });
}

const afterbuyKey = ['afterbuyCredentials'];

/** Whether the caller's Afterbuy credentials are stored (masks only: the browser never gets them back). */
export function useAfterbuyCredentials(isEnabled = true) {
  return useQuery({ queryKey: afterbuyKey, queryFn: () => apiCall(afterbuyCredentials), enabled: isEnabled });
}

export function useSaveAfterbuyCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AfterbuyCredentialsBody) => apiCall(saveAfterbuyCredentials, { body }),
    onSuccess: (status) => queryClient.setQueryData(afterbuyKey, status),
  });
}

export function useDeleteAfterbuyCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(deleteAfterbuyCredentials),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterbuyKey }),
  });
}

/** Calls Afterbuy with the stored credentials. */
export function useTestAfterbuyCredentials() {
  return useMutation({ mutationFn: () => apiCall(testAfterbuyCredentials) });
}

const apiTokensKey = ['apiTokens'];

/** The caller's personal API tokens, newest first, revoked and expired ones included (never their secrets). */
export function useApiTokens() {
  return useQuery({ queryKey: apiTokensKey, queryFn: () => apiCall(listApiTokens) });
}

/** Creates a token; the answer carries its secret, which the server never shows again. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof createApiTokenBodySchema>) => apiCall(createApiToken, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) => apiCall(revokeApiToken, { params: { id: token.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

import { countries, countryCode } from '@baylytics/contract/common';
import {
  type Address,
  completeAddress,
  register,
  type registerBodySchema,
  registerPackage,
  type registerPackageBodySchema,
  verifyEmail,
} from '@baylytics/contract/registration';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall } from '../../app/http.ts';
import { reloadCurrentUser, startSession } from '../auth/public.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: z.input<typeof registerBodySchema>) => apiCall(register, { body }),
  });
}

export function useRegisterPackage() {
  return useMutation({
    mutationFn: (body: z.input<typeof registerPackageBodySchema>) => apiCall(registerPackage, { body }),
  });
}

/** Confirms the e-mail address with the link token and starts the session the server answers. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await apiCall(verifyEmail, { params: { token } });
      await startSession();
      return answer;
    },
  });
}

/** Completes the registration; the user's status becomes 'true', so the stored user is loaded again. */
export function useCompleteAddress() {
  return useMutation({
    mutationFn: async (body: Address) => {
      await apiCall(completeAddress, { body });
      await reloadCurrentUser();
    },
  });
}

/** Country names in the page's language, which a culture query may have set before the browser's. */
export function useCountries() {
  const { i18n } = useTranslation();
  const culture = i18n.language === 'en' ? 'en' : 'de';
  return useQuery({
    queryKey: ['countries', culture],
    queryFn: () => apiCall(countries, { query: { culture } }),
    staleTime: Infinity,
  });
}

/** The caller's likely country, to preselect the address form. */
export function useCountryCode(isEnabled: boolean) {
  return useQuery({
    queryKey: ['countryCode'],
    queryFn: () => apiCall(countryCode),
    enabled: isEnabled,
    staleTime: Infinity,
    retry: false,
  });
}

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
import type { z } from 'zod';
import { apiCall } from '../../app/http.ts';
import { reloadCurrentUser, startSession } from '../auth/api.ts';

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
      await startSession(answer.token);
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

export function useCountries() {
  return useQuery({ queryKey: ['countries'], queryFn: () => apiCall(countries), staleTime: Infinity });
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

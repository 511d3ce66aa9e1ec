import { API_ROUTES, type RegistrationInput } from '@amb/shared-contracts';
import { accountApi } from '../../api';
import type { Hotel } from './settingsData';

const put = (url: string) => (body: unknown) => ({ url, method: 'PUT' as const, body });

export const settingsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<unknown, void>({ query: () => API_ROUTES.memberSettings.path }),
    countries: build.query<unknown, void>({ query: () => API_ROUTES.memberCountries.path }),
    savePersonalData: build.mutation<unknown, Omit<RegistrationInput, 'email' | 'password'>>({
      query: put(API_ROUTES.memberPersonalData.path),
    }),
    saveLoginEmail: build.mutation<unknown, { email: string; password: string }>({
      query: put(API_ROUTES.memberLoginEmail.path),
    }),
    savePassword: build.mutation<unknown, { currentPassword: string; newPassword: string }>({
      query: put(API_ROUTES.memberPassword.path),
    }),
    saveAdvertising: build.mutation<unknown, { advertisingOptIn: boolean }>({
      query: put(API_ROUTES.memberAdvertising.path),
    }),
    saveMarketing: build.mutation<unknown, { newsletter: boolean; events: boolean; magazine: boolean }>({
      query: put(API_ROUTES.memberMarketingPreferences.path),
    }),
    saveHotel: build.mutation<unknown, Hotel>({ query: put(API_ROUTES.memberHotelPreferences.path) }),
    saveBrFunctions: build.mutation<unknown, { brFunctions: string[] }>({
      query: put(API_ROUTES.memberBrFunctions.path),
    }),
    /** The country is part of the settings resource (contract: "GET|PUT the user's country via settings"). */
    saveCountry: build.mutation<unknown, { country: string }>({ query: put(API_ROUTES.memberSettings.path) }),
    saveMemberships: build.mutation<unknown, { memberships: string[] }>({
      query: put(API_ROUTES.memberMemberships.path),
    }),
  }),
});

export const {
  useSettingsQuery,
  useCountriesQuery,
  useSavePersonalDataMutation,
  useSaveLoginEmailMutation,
  useSavePasswordMutation,
  useSaveAdvertisingMutation,
  useSaveMarketingMutation,
  useSaveHotelMutation,
  useSaveBrFunctionsMutation,
  useSaveCountryMutation,
  useSaveMembershipsMutation,
} = settingsApi;

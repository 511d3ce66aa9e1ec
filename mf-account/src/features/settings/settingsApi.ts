import {
  API_ROUTES,
  type AdvertisingResponse,
  type BrFunctionsResponse,
  type CountriesResponse,
  type CountrySavedResponse,
  type HotelPreferences,
  type LoginEmailSavedResponse,
  type MarketingPreferences,
  type MemberSettingsResponse,
  type MembershipsResponse,
  type PasswordChangedResponse,
  type PersonalData,
  type Saved,
} from '@amb/shared-contracts/core';
import {
  type AdvertisingInput,
  type BrFunctionsInput,
  type CountryInput,
  type HotelPreferencesInput,
  type LoginEmailInput,
  type MarketingPreferencesInput,
  type MembershipsInput,
  type PasswordChangeInput,
  type PersonalDataInput,
} from '@amb/shared-contracts/schemas';
import { accountApi } from '../../api';

const put =
  <Body>(url: string) =>
  (body: Body) => ({ url, method: 'PUT' as const, body });

export const settingsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<MemberSettingsResponse, void>({ query: () => API_ROUTES.memberSettings.path }),
    countries: build.query<CountriesResponse, void>({ query: () => API_ROUTES.memberCountries.path }),
    savePersonalData: build.mutation<Saved<PersonalData>, PersonalDataInput>({
      query: put(API_ROUTES.memberPersonalData.path),
    }),
    saveLoginEmail: build.mutation<LoginEmailSavedResponse, LoginEmailInput>({
      query: put(API_ROUTES.memberLoginEmail.path),
    }),
    savePassword: build.mutation<PasswordChangedResponse, PasswordChangeInput>({
      query: put(API_ROUTES.memberPassword.path),
    }),
    saveAdvertising: build.mutation<Saved<AdvertisingResponse>, AdvertisingInput>({
      query: put(API_ROUTES.memberAdvertising.path),
    }),
    saveMarketing: build.mutation<Saved<MarketingPreferences>, MarketingPreferencesInput>({
      query: put(API_ROUTES.memberMarketingPreferences.path),
    }),
    saveHotel: build.mutation<Saved<HotelPreferences>, HotelPreferencesInput>({
      query: put(API_ROUTES.memberHotelPreferences.path),
    }),
    saveBrFunctions: build.mutation<Saved<BrFunctionsResponse>, BrFunctionsInput>({
      query: put(API_ROUTES.memberBrFunctions.path),
    }),
    /** The country is part of the settings resource (contract: "GET|PUT the user's country via settings"). */
    saveCountry: build.mutation<CountrySavedResponse, CountryInput>({ query: put(API_ROUTES.memberSettings.path) }),
    saveMemberships: build.mutation<Saved<MembershipsResponse>, MembershipsInput>({
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

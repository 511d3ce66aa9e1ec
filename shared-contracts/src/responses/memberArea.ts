/** Answers of /api-meinamb/* (api/src/routes/member*.ts): only ever the caller's own data. */
import type { AccountNavigationEntry } from '../entities';
import type { Salutation } from '../schemas/messages';
import type { BrFunction, Country, Membership } from '../schemas/settingsOptions';

/** The contact data of the member (the users table's columns of it). */
export interface PersonalData {
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  phone: string;
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

export interface MarketingPreferences {
  newsletter: boolean;
  events: boolean;
  magazine: boolean;
}

export interface HotelPreferences {
  singleRoom: boolean;
  nonSmoking: boolean;
  barrierFree: boolean;
  note: string;
}

/** The fixed option lists the settings forms offer. */
export interface SettingsOptions {
  salutations: Salutation[];
  countries: Country[];
  brFunctions: BrFunction[];
  memberships: Membership[];
}

/** GET /api-meinamb/settings: everything the settings page shows. */
export interface MemberSettingsResponse {
  personalData: PersonalData;
  loginEmail: string;
  loginEmailConfirmed: boolean;
  /** A new login e-mail waiting for its confirmation (the login e-mail stays until then), else null. */
  pendingLoginEmail: string | null;
  advertisingOptIn: boolean;
  marketingPreferences: MarketingPreferences;
  hotelPreferences: HotelPreferences;
  brFunctions: BrFunction[];
  country: Country | null;
  memberships: Membership[];
  options: SettingsOptions;
}

/** A successful PUT: what is stored now, with the German confirmation. */
export type Saved<T> = T & { message: string };

/** GET /api-meinamb/account-navigation?path=: the entries, the one of `path` active. */
export type AccountNavigationResponse = AccountNavigationEntry[];

/** PUT /api-meinamb/settings (the country). */
export type CountrySavedResponse = Saved<{ country: Country | null }>;
/** GET /api-meinamb/personal-data; PUT answers `Saved<PersonalData>`. */
export type PersonalDataResponse = PersonalData;
/**
 * PUT /api-meinamb/login-email: the login e-mail as stored (lower case; unchanged until the new one is confirmed)
 * and the new address waiting for its confirmation (null when nothing changes).
 */
export type LoginEmailSavedResponse = Saved<{ email: string; pendingEmail: string | null }>;
/** PUT /api-meinamb/password. */
export interface PasswordChangedResponse {
  message: string;
}
/** GET /api-meinamb/advertising; PUT answers `Saved<AdvertisingResponse>`. */
export interface AdvertisingResponse {
  advertisingOptIn: boolean;
}
/** GET|PUT /api-meinamb/br-functions (PUT: `Saved<…>`). */
export interface BrFunctionsResponse {
  brFunctions: BrFunction[];
  options: BrFunction[];
}
/** GET|PUT /api-meinamb/memberships (PUT: `Saved<…>`). */
export interface MembershipsResponse {
  memberships: Membership[];
  options: Membership[];
}
/** GET /api-meinamb/countries. */
export type CountriesResponse = Country[];
/** GET /api-meinamb/salutations. */
export type SalutationsResponse = Salutation[];

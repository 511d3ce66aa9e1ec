/** The member's preferences: advertising, marketing, hotel, works-council functions, memberships. */
import {
  API_ROUTES,
  BR_FUNCTIONS,
  MEMBERSHIPS,
  advertisingSchema,
  brFunctionsSchema,
  hotelPreferencesSchema,
  marketingPreferencesSchema,
  membershipsSchema,
  type AdvertisingResponse,
  type BrFunctionsResponse,
  type HotelPreferences,
  type MarketingPreferences,
  type MembershipsResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { loadPreferences, updatePreferences, type MemberPreferences } from '../members/preferences';
import { settingsSectionRoutes } from './settingsSection';

export function memberPreferencesRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  /** A section kept in the preferences: `view` is its answer, `change` what a valid input changes. */
  function preferencesSection<S extends AnyObjectSchema, T extends object>(
    path: string,
    schema: S,
    view: (preferences: MemberPreferences) => T,
    change: (input: InferType<S>) => Partial<MemberPreferences>,
  ) {
    settingsSectionRoutes(router, path, {
      schema,
      read: async (userId) => view(await loadPreferences(db, userId)),
      write: async (userId, input) => view(await updatePreferences(db, userId, change(input), config.now())),
    });
  }

  preferencesSection(
    API_ROUTES.memberAdvertising.path,
    advertisingSchema,
    ({ advertisingOptIn }): AdvertisingResponse => ({ advertisingOptIn }),
    ({ advertisingOptIn }) => ({ advertisingOptIn }),
  );
  preferencesSection(
    API_ROUTES.memberMarketingPreferences.path,
    marketingPreferencesSchema,
    (preferences): MarketingPreferences => preferences.marketingPreferences,
    ({ newsletter, events, magazine }) => ({ marketingPreferences: { newsletter, events, magazine } }),
  );
  preferencesSection(
    API_ROUTES.memberHotelPreferences.path,
    hotelPreferencesSchema,
    (preferences): HotelPreferences => preferences.hotelPreferences,
    ({ singleRoom, nonSmoking, barrierFree, note }) => ({
      hotelPreferences: { singleRoom, nonSmoking, barrierFree, note: (note ?? '').trim() },
    }),
  );
  // A chosen list is stored in the order of its options, whatever order the form sent.
  preferencesSection(
    API_ROUTES.memberBrFunctions.path,
    brFunctionsSchema,
    ({ brFunctions }): BrFunctionsResponse => ({ brFunctions, options: [...BR_FUNCTIONS] }),
    ({ brFunctions }) => ({ brFunctions: BR_FUNCTIONS.filter((option) => brFunctions.includes(option)) }),
  );
  preferencesSection(
    API_ROUTES.memberMemberships.path,
    membershipsSchema,
    ({ memberships }): MembershipsResponse => ({ memberships, options: [...MEMBERSHIPS] }),
    ({ memberships }) => ({ memberships: MEMBERSHIPS.filter((option) => memberships.includes(option)) }),
  );

  return router;
}

/** The settings page's overview, the member's personal data and the option lists of its forms. */
import {
  API_ROUTES,
  BR_FUNCTIONS,
  COUNTRIES,
  MEMBERSHIPS,
  SALUTATIONS,
  countrySchema,
  personalDataSchema,
  type CountriesResponse,
  type CountrySavedResponse,
  type MemberSettingsResponse,
  type PersonalDataResponse,
  type SalutationsResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { loadPersonalData, savePersonalData } from '../members/personalData';
import { loadPreferences, updatePreferences } from '../members/preferences';
import { findPendingEmail } from '../repositories/emailConfirmations';
import { findEmailState } from '../repositories/users';
import { settingsSectionRoutes } from './settingsSection';

export function memberSettingsRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  router.get(API_ROUTES.memberSettings.path, requireUser, async (req, res) => {
    const userId = currentUserId(req);
    const [personalData, preferences, login] = await Promise.all([
      loadPersonalData(db, userId),
      loadPreferences(db, userId),
      findEmailState(db, userId),
    ]);
    const loginEmail = login?.email ?? '';
    res.json({
      personalData,
      loginEmail,
      loginEmailConfirmed: login?.emailConfirmedAt != null,
      pendingLoginEmail: await findPendingEmail(db, userId, loginEmail, config.now().toISOString()),
      ...preferences,
      options: {
        salutations: [...SALUTATIONS],
        countries: [...COUNTRIES],
        brFunctions: [...BR_FUNCTIONS],
        memberships: [...MEMBERSHIPS],
      },
    } satisfies MemberSettingsResponse);
  });

  // The overview's path takes the country (GET is the overview above).
  settingsSectionRoutes(router, API_ROUTES.memberSettings.path, {
    schema: countrySchema,
    write: async (userId, { country }): Promise<Omit<CountrySavedResponse, 'message'>> => ({
      country: (await updatePreferences(db, userId, { country }, config.now())).country,
    }),
  });

  settingsSectionRoutes(router, API_ROUTES.memberPersonalData.path, {
    schema: personalDataSchema,
    read: (userId): Promise<PersonalDataResponse> => loadPersonalData(db, userId),
    write: (userId, input): Promise<PersonalDataResponse> => savePersonalData(db, userId, input, config.now()),
  });

  router.get(API_ROUTES.memberCountries.path, requireUser, (_req, res) => {
    res.json([...COUNTRIES] satisfies CountriesResponse);
  });

  router.get(API_ROUTES.memberSalutations.path, requireUser, (_req, res) => {
    res.json([...SALUTATIONS] satisfies SalutationsResponse);
  });

  return router;
}

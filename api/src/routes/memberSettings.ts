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
  type Saved,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import { loadPersonalData, savePersonalData } from '../members/personalData';
import { loadPreferences, updatePreferences } from '../members/preferences';
import { saved } from '../members/saved';
import { findLoginEmail } from '../repositories/users';

export function memberSettingsRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  router.get(API_ROUTES.memberSettings.path, requireUser, async (req, res) => {
    const userId = currentUserId(req);
    const [personalData, preferences, login] = await Promise.all([
      loadPersonalData(db, userId),
      loadPreferences(db, userId),
      findLoginEmail(db, userId),
    ]);
    res.json({
      personalData,
      loginEmail: login ?? '',
      ...preferences,
      options: {
        salutations: [...SALUTATIONS],
        countries: [...COUNTRIES],
        brFunctions: [...BR_FUNCTIONS],
        memberships: [...MEMBERSHIPS],
      },
    } satisfies MemberSettingsResponse);
  });

  router.put(API_ROUTES.memberSettings.path, requireUser, async (req, res) => {
    const { country } = parseBody(countrySchema, req.body);
    const next = await updatePreferences(db, currentUserId(req), { country }, config.now());
    res.json(saved({ country: next.country }) satisfies CountrySavedResponse);
  });

  router.get(API_ROUTES.memberPersonalData.path, requireUser, async (req, res) => {
    res.json((await loadPersonalData(db, currentUserId(req))) satisfies PersonalDataResponse);
  });

  router.put(API_ROUTES.memberPersonalData.path, requireUser, async (req, res) => {
    const input = parseBody(personalDataSchema, req.body);
    res.json(
      saved(await savePersonalData(db, currentUserId(req), input, config.now())) satisfies Saved<PersonalDataResponse>,
    );
  });

  router.get(API_ROUTES.memberCountries.path, requireUser, (_req, res) => {
    res.json([...COUNTRIES] satisfies CountriesResponse);
  });

  router.get(API_ROUTES.memberSalutations.path, requireUser, (_req, res) => {
    res.json([...SALUTATIONS] satisfies SalutationsResponse);
  });

  return router;
}

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
} from '@amb/shared-contracts';
import { Router } from 'express';
import { currentUserId, requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import { loadPreferences, updatePreferences } from '../members/preferences';
import { saved } from '../members/saved';

export function memberPreferencesRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  router.get(API_ROUTES.memberAdvertising.path, requireUser, async (req, res) => {
    const { advertisingOptIn } = await loadPreferences(db, currentUserId(req));
    res.json({ advertisingOptIn });
  });

  router.put(API_ROUTES.memberAdvertising.path, requireUser, async (req, res) => {
    const { advertisingOptIn } = parseBody(advertisingSchema, req.body);
    const next = await updatePreferences(db, currentUserId(req), { advertisingOptIn }, config.now());
    res.json(saved({ advertisingOptIn: next.advertisingOptIn }));
  });

  router.get(API_ROUTES.memberMarketingPreferences.path, requireUser, async (req, res) => {
    res.json((await loadPreferences(db, currentUserId(req))).marketingPreferences);
  });

  router.put(API_ROUTES.memberMarketingPreferences.path, requireUser, async (req, res) => {
    const { newsletter, events, magazine } = parseBody(marketingPreferencesSchema, req.body);
    const marketingPreferences = { newsletter, events, magazine };
    const next = await updatePreferences(db, currentUserId(req), { marketingPreferences }, config.now());
    res.json(saved(next.marketingPreferences));
  });

  router.get(API_ROUTES.memberHotelPreferences.path, requireUser, async (req, res) => {
    res.json((await loadPreferences(db, currentUserId(req))).hotelPreferences);
  });

  router.put(API_ROUTES.memberHotelPreferences.path, requireUser, async (req, res) => {
    const input = parseBody(hotelPreferencesSchema, req.body);
    const hotelPreferences = {
      singleRoom: input.singleRoom,
      nonSmoking: input.nonSmoking,
      barrierFree: input.barrierFree,
      note: (input.note ?? '').trim(),
    };
    const next = await updatePreferences(db, currentUserId(req), { hotelPreferences }, config.now());
    res.json(saved(next.hotelPreferences));
  });

  router.get(API_ROUTES.memberBrFunctions.path, requireUser, async (req, res) => {
    const { brFunctions } = await loadPreferences(db, currentUserId(req));
    res.json({ brFunctions, options: BR_FUNCTIONS });
  });

  router.put(API_ROUTES.memberBrFunctions.path, requireUser, async (req, res) => {
    const { brFunctions } = parseBody(brFunctionsSchema, req.body);
    const ordered = BR_FUNCTIONS.filter((option) => brFunctions.includes(option));
    const next = await updatePreferences(db, currentUserId(req), { brFunctions: ordered }, config.now());
    res.json(saved({ brFunctions: next.brFunctions, options: BR_FUNCTIONS }));
  });

  router.get(API_ROUTES.memberMemberships.path, requireUser, async (req, res) => {
    const { memberships } = await loadPreferences(db, currentUserId(req));
    res.json({ memberships, options: MEMBERSHIPS });
  });

  router.put(API_ROUTES.memberMemberships.path, requireUser, async (req, res) => {
    const { memberships } = parseBody(membershipsSchema, req.body);
    const ordered = MEMBERSHIPS.filter((option) => memberships.includes(option));
    const next = await updatePreferences(db, currentUserId(req), { memberships: ordered }, config.now());
    res.json(saved({ memberships: next.memberships, options: MEMBERSHIPS }));
  });

  return router;
}

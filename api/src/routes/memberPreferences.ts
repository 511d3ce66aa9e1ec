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
  type Saved,
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
    res.json({ advertisingOptIn } satisfies AdvertisingResponse);
  });

  router.put(API_ROUTES.memberAdvertising.path, requireUser, async (req, res) => {
    const { advertisingOptIn } = parseBody(advertisingSchema, req.body);
    const next = await updatePreferences(db, currentUserId(req), { advertisingOptIn }, config.now());
    res.json(saved({ advertisingOptIn: next.advertisingOptIn }) satisfies Saved<AdvertisingResponse>);
  });

  router.get(API_ROUTES.memberMarketingPreferences.path, requireUser, async (req, res) => {
    res.json((await loadPreferences(db, currentUserId(req))).marketingPreferences satisfies MarketingPreferences);
  });

  router.put(API_ROUTES.memberMarketingPreferences.path, requireUser, async (req, res) => {
    const { newsletter, events, magazine } = parseBody(marketingPreferencesSchema, req.body);
    const marketingPreferences = { newsletter, events, magazine };
    const next = await updatePreferences(db, currentUserId(req), { marketingPreferences }, config.now());
    res.json(saved(next.marketingPreferences) satisfies Saved<MarketingPreferences>);
  });

  router.get(API_ROUTES.memberHotelPreferences.path, requireUser, async (req, res) => {
    res.json((await loadPreferences(db, currentUserId(req))).hotelPreferences satisfies HotelPreferences);
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
    res.json(saved(next.hotelPreferences) satisfies Saved<HotelPreferences>);
  });

  router.get(API_ROUTES.memberBrFunctions.path, requireUser, async (req, res) => {
    const { brFunctions } = await loadPreferences(db, currentUserId(req));
    res.json({ brFunctions, options: [...BR_FUNCTIONS] } satisfies BrFunctionsResponse);
  });

  router.put(API_ROUTES.memberBrFunctions.path, requireUser, async (req, res) => {
    const { brFunctions } = parseBody(brFunctionsSchema, req.body);
    const ordered = BR_FUNCTIONS.filter((option) => brFunctions.includes(option));
    const next = await updatePreferences(db, currentUserId(req), { brFunctions: ordered }, config.now());
    res.json(saved({ brFunctions: next.brFunctions, options: [...BR_FUNCTIONS] }) satisfies Saved<BrFunctionsResponse>);
  });

  router.get(API_ROUTES.memberMemberships.path, requireUser, async (req, res) => {
    const { memberships } = await loadPreferences(db, currentUserId(req));
    res.json({ memberships, options: [...MEMBERSHIPS] } satisfies MembershipsResponse);
  });

  router.put(API_ROUTES.memberMemberships.path, requireUser, async (req, res) => {
    const { memberships } = parseBody(membershipsSchema, req.body);
    const ordered = MEMBERSHIPS.filter((option) => memberships.includes(option));
    const next = await updatePreferences(db, currentUserId(req), { memberships: ordered }, config.now());
    res.json(saved({ memberships: next.memberships, options: [...MEMBERSHIPS] }) satisfies Saved<MembershipsResponse>);
  });

  return router;
}

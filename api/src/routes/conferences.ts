/** Conferences (Fachtagungen): the list, one conference's page data and the recommended conferences. Public reads. */
import { API_ROUTES, type ConferenceDetailResponse, type ConferencesResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import { conferenceDetail, conferenceList, recommendedConferences } from '../conferences/conferenceReads';
import type { Db } from '../db/types';
import { berlinToday } from '../util/calendarDays';

export function conferencesRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  const today = () => berlinToday(now());
  router.get(API_ROUTES.conferences.path, async (req, res) => {
    res.json((await conferenceList(db, req.query, today())) satisfies ConferencesResponse);
  });
  router.get(API_ROUTES.conferenceByUrl.path, async (req, res) => {
    res.json((await conferenceDetail(db, req.params.url as string, today())) satisfies ConferenceDetailResponse);
  });
  router.get(API_ROUTES.recommendedConferences.path, async (req, res) => {
    res.json((await recommendedConferences(db, req.query, today())) satisfies ConferencesResponse);
  });
  return router;
}

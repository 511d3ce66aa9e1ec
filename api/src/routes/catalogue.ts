import {
  API_ROUTES,
  type EventsResponse,
  type HotelsResponse,
  type LocationsResponse,
  type RubricsResponse,
  type SearchResponse,
  type SeminarsResponse,
  type TagsResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { listHotels, listLocations, listRubrics, listTags } from '../catalogue/lookups';
import { search } from '../catalogue/search';
import { parseSearchQuery, parseSeminarFilter } from '../catalogue/seminarFilter';
import { searchSeminars } from '../catalogue/seminars';
import type { Db } from '../db/types';
import { berlinToday } from '../util/calendarDays';

/** Seminar list, search, training series and the catalogue lookups (rubrics, tags, hotels, locations). */
export function catalogueRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get(API_ROUTES.seminars.path, async (req, res) => {
    res.json((await searchSeminars(db, parseSeminarFilter(req.query))) satisfies SeminarsResponse);
  });
  router.get(API_ROUTES.search.path, async (req, res) => {
    res.json((await search(db, parseSearchQuery(req.query), berlinToday(now()))) satisfies SearchResponse);
  });
  router.get(API_ROUTES.events.path, async (req, res) => {
    res.json((await searchSeminars(db, parseSeminarFilter(req.query), { series: true })) satisfies EventsResponse);
  });
  router.get(API_ROUTES.rubrics.path, async (_req, res) => {
    res.json((await listRubrics(db)) satisfies RubricsResponse);
  });
  router.get(API_ROUTES.tags.path, async (_req, res) => {
    res.json((await listTags(db)) satisfies TagsResponse);
  });
  router.get(API_ROUTES.hotels.path, async (_req, res) => {
    res.json((await listHotels(db)) satisfies HotelsResponse);
  });
  router.get(API_ROUTES.locations.path, async (_req, res) => {
    res.json((await listLocations(db)) satisfies LocationsResponse);
  });
  return router;
}

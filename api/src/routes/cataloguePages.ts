import {
  API_ROUTES,
  type BookingStatesResponse,
  type EventDetailResponse,
  type EventManagersResponse,
  type HotelDetailResponse,
  type LocationDetailResponse,
  type RecommendedThemesResponse,
  type RelatedTopicsResponse,
  type SitemapEntriesResponse,
  type StarterPackageResponse,
  type ThemeDatesResponse,
  type ThemeDetailResponse,
  type ThemesRemarketingResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import { eventDetail, hotelDetail, locationDetail } from '../catalogue/placePages';
import {
  bookingStates,
  eventManagers,
  recommendedThemes,
  relatedTopics,
  starterPackage,
  themesRemarketing,
} from '../catalogue/recommendations';
import { sitemapEntries } from '../catalogue/sitemap';
import { themeDates, themeDetail } from '../catalogue/themePages';
import type { Db } from '../db/types';
import { berlinToday } from '../util/calendarDays';

/** The data of the catalogue pages: themes and their dates, events, places, contact persons, recommendations. */
export function cataloguePagesRouter(db: Db, now: () => Date = () => new Date()): Router {
  const router = Router();
  const today = () => berlinToday(now());
  router.get(API_ROUTES.themeDetail.path, async (req, res) => {
    res.json((await themeDetail(db, req.params.theme as string, today())) satisfies ThemeDetailResponse);
  });
  router.get(API_ROUTES.themeDates.path, async (req, res) => {
    res.json((await themeDates(db, req.params.theme as string, today())) satisfies ThemeDatesResponse);
  });
  router.get(API_ROUTES.eventDetail.path, async (req, res) => {
    res.json((await eventDetail(db, req.params.event as string)) satisfies EventDetailResponse);
  });
  router.get(API_ROUTES.locationDetail.path, async (req, res) => {
    res.json((await locationDetail(db, req.params.location as string, today())) satisfies LocationDetailResponse);
  });
  router.get(API_ROUTES.hotelDetail.path, async (req, res) => {
    res.json((await hotelDetail(db, req.params.hotel as string, today())) satisfies HotelDetailResponse);
  });
  router.get(API_ROUTES.eventManagers.path, async (req, res) => {
    res.json((await eventManagers(db, req.query)) satisfies EventManagersResponse);
  });
  router.get(API_ROUTES.bookingStates.path, async (req, res) => {
    res.json((await bookingStates(db, req.query)) satisfies BookingStatesResponse);
  });
  router.get(API_ROUTES.recommendedTopics.path, async (req, res) => {
    res.json((await relatedTopics(db, req.query, today())) satisfies RelatedTopicsResponse);
  });
  router.get(API_ROUTES.recommendedThemes.path, async (req, res) => {
    res.json((await recommendedThemes(db, req.query, today())) satisfies RecommendedThemesResponse);
  });
  router.get(API_ROUTES.starterPackage.path, async (req, res) => {
    res.json((await starterPackage(db, req.query, today())) satisfies StarterPackageResponse);
  });
  router.get(API_ROUTES.themesRemarketing.path, async (req, res) => {
    res.json((await themesRemarketing(db, req.query, today())) satisfies ThemesRemarketingResponse);
  });
  router.get(API_ROUTES.sitemapEntries.path, async (_req, res) => {
    res.json((await sitemapEntries(db, today())) satisfies SitemapEntriesResponse);
  });
  return router;
}

import {
  API_ROUTES,
  type ContentListResponse,
  type DownloadFilterDataResponse,
  type DownloadItemResponse,
  type DownloadListResponse,
  type VideoListResponse,
} from '@amb/shared-contracts';
import { Router } from 'express';
import {
  articles,
  downloadFilterData,
  downloadItem,
  recommendedNews,
  recommendedVideos,
  rubricTargetGroupDownloads,
  videos,
} from '../content/lookups';
import type { Db } from '../db/types';

/** Lookups, recommendations and downloads of issue 13: public, read only. */
export function lookupsRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.articles.path, async (req, res) => {
    res.json((await articles(db, req.query)) satisfies ContentListResponse);
  });
  router.get(API_ROUTES.videos.path, async (req, res) => {
    res.json((await videos(db, req.query)) satisfies VideoListResponse);
  });
  router.get(API_ROUTES.recommendedNews.path, async (req, res) => {
    res.json((await recommendedNews(db, req.query)) satisfies ContentListResponse);
  });
  router.get(API_ROUTES.recommendedVideos.path, async (req, res) => {
    res.json((await recommendedVideos(db, req.query)) satisfies VideoListResponse);
  });
  router.get(API_ROUTES.downloadFilterData.path, async (_req, res) => {
    res.json((await downloadFilterData(db)) satisfies DownloadFilterDataResponse);
  });
  router.get(API_ROUTES.rubricTargetGroupDownloads.path, async (req, res) => {
    res.json((await rubricTargetGroupDownloads(db, req.query)) satisfies DownloadListResponse);
  });
  router.get(API_ROUTES.downloadItem.path, async (req, res) => {
    res.json((await downloadItem(db, String(req.params.slug))) satisfies DownloadItemResponse);
  });
  return router;
}

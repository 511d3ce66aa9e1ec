import { API_ROUTES, PAGE_ROUTES, type TagArticlesResponse, type TopicResponse } from '@amb/shared-contracts';
import { Router } from 'express';
import type { Db } from '../db/types';
import { tagArticles, topicDetail } from '../content/topics';

/** Topic pages (issue 13): a tag's description and seminars, its articles page by page. Public, read only. */
export function topicsRouter(db: Db): Router {
  const router = Router();
  router.get(API_ROUTES.topicDetail.path, async (req, res) => {
    res.json((await topicDetail(db, req.params.tag as string)) satisfies TopicResponse);
  });
  // The "Weitere Artikel laden" call of SPEC §2.1: the bff proxies /tag/ to the api.
  router.get(PAGE_ROUTES.tagArticles.path, async (req, res) => {
    res.json((await tagArticles(db, req.params.tag as string, req.query)) satisfies TagArticlesResponse);
  });
  return router;
}

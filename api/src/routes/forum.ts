import {
  API_ROUTES,
  FORUM_MESSAGES,
  forumEditSchema,
  forumModerationSchema,
  forumPermissionQuerySchema,
  forumPostsQuerySchema,
  forumReplySchema,
  forumReportSchema,
  forumThreadSchema,
  forumThreadsQuerySchema,
} from '@amb/shared-contracts';
import { Router, type Request, type RequestHandler } from 'express';
import { ipKey, rateLimit } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import {
  createThread,
  dismissReport,
  editPost,
  forumRoleOf,
  listForumThreads,
  moderatePost,
  moderateThread,
  permissionFor,
  replyToThread,
  reportPost,
  reportQueue,
  requireModerator,
  setSubscription,
  threadPosts,
} from '../forum/forum';
import { storedForumText } from '../forum/markdown';
import { httpError, validationFailed } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody, parseQuery } from '../http/validation';
import type { Mailer } from '../mail';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A member's writes count against their account, a guest's (refused anyway) against the address. */
const writerKey = (req: Request) => (req.auth.user ? `user:${req.auth.user.userId}` : `ip:${ipKey(req)}`);

/** A positive integer id of the path, or 400 with the German message. */
function idOf(req: Request, message: string = FORUM_MESSAGES.postId): number {
  const raw = String(req.params.id ?? '');
  const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw validationFailed({ id: message });
  return id;
}

/** The texts of a body as they will be stored (markup stripped), checked again by the same schema. */
function withStoredTexts(body: unknown, fields: readonly string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string')
      copy[field] = field === 'title' ? storedForumText(value).replace(/\s+/g, ' ') : storedForumText(value);
  }
  return copy;
}

/**
 * The forum's calls: guests read, members with a confirmed e-mail write, staff moderate (forum/forum.ts decides,
 * GET /api/forum/forum-permission tells the page). Answers depend on the visitor: never cached.
 */
export function forumRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  const viewer = (req: Request) => ({
    role: forumRoleOf(req.auth),
    userId: req.auth.user?.userId ?? null,
    now: config.now(),
  });
  const writer = (req: Request) => {
    const current = viewer(req);
    if (current.userId === null) throw httpError('LOGIN_REQUIRED', FORUM_MESSAGES.loginToWrite);
    return { ...current, userId: current.userId };
  };
  const limit = (name: 'forumThread' | 'forumPost' | 'forumReport', windowMs: number): RequestHandler =>
    rateLimit({ name, windowMs, limit: config.limits[name], key: writerKey, message: FORUM_MESSAGES.tooManyPosts });
  const origin = config.origins.worksCouncil;

  router.use('/api/forum', noStore);

  router.get(API_ROUTES.forumThreads.path, async (req, res) => {
    const query = parseQuery(forumThreadsQuerySchema, req.query);
    res.json(await listForumThreads(db, { category: query.kategorie ?? null, page: query.seite }, viewer(req).role));
  });

  router.get(API_ROUTES.forumPosts.path, async (req, res) => {
    const query = parseQuery(forumPostsQuerySchema, req.query);
    res.json(await threadPosts(db, { threadId: query.thema, page: query.seite }, viewer(req)));
  });

  router.get(API_ROUTES.forumPermission.path, async (req, res) => {
    const query = parseQuery(forumPermissionQuerySchema, req.query);
    res.json(await permissionFor(db, viewer(req).role, query.thema));
  });

  router.post(API_ROUTES.forumThread.path, limit('forumThread', HOUR), async (req, res) => {
    const current = writer(req);
    const input = parseBody(forumThreadSchema, withStoredTexts(req.body, ['title', 'body']));
    res.status(201).json(await createThread(db, input, current));
  });

  router.post(API_ROUTES.forumPost.path, limit('forumPost', TEN_MINUTES), async (req, res) => {
    const current = writer(req);
    const input = parseBody(forumReplySchema, withStoredTexts(req.body, ['body']));
    res.status(201).json(await replyToThread(db, mailer, input, current, origin));
  });

  router.put(API_ROUTES.forumPostItem.path, limit('forumPost', TEN_MINUTES), async (req, res) => {
    const current = writer(req);
    const postId = idOf(req);
    const input = parseBody(forumEditSchema, withStoredTexts(req.body, ['title', 'body']));
    res.json(await editPost(db, postId, input, current));
  });

  router.post(API_ROUTES.forumPostReport.path, limit('forumReport', HOUR), async (req, res) => {
    const current = writer(req);
    const postId = idOf(req);
    const input = parseBody(forumReportSchema, withStoredTexts(req.body, ['note']));
    await reportPost(db, postId, input, current);
    res.status(201).json({ message: FORUM_MESSAGES.reported });
  });

  router.post(API_ROUTES.forumPostHide.path, async (req, res) => {
    const current = writer(req);
    requireModerator(current.role);
    const postId = idOf(req);
    const { reason } = parseBody(forumModerationSchema, withStoredTexts(req.body, ['reason']));
    res.json({ post: await moderatePost(db, postId, reason, current) });
  });

  router.delete(API_ROUTES.forumPostHide.path, async (req, res) => {
    const current = writer(req);
    res.json({ post: await moderatePost(db, idOf(req), null, current) });
  });

  router.post(API_ROUTES.forumThreadLock.path, async (req, res) => {
    const current = writer(req);
    requireModerator(current.role);
    const threadId = idOf(req, FORUM_MESSAGES.threadId);
    const { reason } = parseBody(forumModerationSchema, withStoredTexts(req.body, ['reason']));
    res.json({ thread: await moderateThread(db, threadId, reason, current) });
  });

  router.delete(API_ROUTES.forumThreadLock.path, async (req, res) => {
    const current = writer(req);
    res.json({ thread: await moderateThread(db, idOf(req, FORUM_MESSAGES.threadId), null, current) });
  });

  router.post(API_ROUTES.forumSubscription.path, async (req, res) => {
    const current = writer(req);
    res.json(await setSubscription(db, idOf(req, FORUM_MESSAGES.threadId), true, current));
  });

  router.delete(API_ROUTES.forumSubscription.path, async (req, res) => {
    const current = writer(req);
    res.json(await setSubscription(db, idOf(req, FORUM_MESSAGES.threadId), false, current));
  });

  router.get(API_ROUTES.forumReports.path, async (req, res) => {
    res.json(await reportQueue(db, viewer(req).role));
  });

  router.post(API_ROUTES.forumReportResolve.path, async (req, res) => {
    const current = writer(req);
    const reportId = idOf(req, 'Diese Meldung gibt es nicht.');
    await dismissReport(db, reportId, current);
    res.json({ resolved: true });
  });

  return router;
}

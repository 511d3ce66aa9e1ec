/**
 * The forum's rules: who may read, write and moderate; threads newest activity first; answers with quotes; the
 * author's 15 minutes to change a post; reports; hiding and locking with a reason; mails to subscribers at most
 * once an hour per thread. Every write runs in one transaction; a mail leaves after its commit.
 */
import {
  FORUM_CATEGORIES,
  FORUM_EDIT_WINDOW_MS,
  FORUM_MESSAGES,
  FORUM_NOTIFY_INTERVAL_MS,
  FORUM_POSTS_PAGE_SIZE,
  FORUM_REPORT_REASONS,
  FORUM_THREADS_PAGE_SIZE,
  forumPostAnchor,
  forumThreadPath,
  type ForumCategorySlug,
  type ForumEditInput,
  type ForumPermissionResponse,
  type ForumPostView,
  type ForumPostsResponse,
  type ForumReplyInput,
  type ForumReportInput,
  type ForumReportsResponse,
  type ForumThreadCreated,
  type ForumThreadInput,
  type ForumThreadSummary,
  type ForumThreadsResponse,
} from '@amb/shared-contracts';
import type { AuthState } from '../auth';
import type { Db } from '../db/types';
import { forbidden, httpError, loginRequired, notFound, validationFailed } from '../http/errors';
import type { Mailer, QueuedMail } from '../mail';
import { writeAudit } from '../repositories/auditLog';
import * as repo from '../repositories/forum';
import { slugify } from '../util/slugify';
import { forumExcerpt, forumHtml } from './markdown';

export type ForumRole = ForumPermissionResponse['role'];

/** Guests read; a member writes once their login e-mail is confirmed; staff (admins, editors) moderate. */
export function forumRoleOf(auth: AuthState): ForumRole {
  const user = auth.user;
  if (!user) return 'guest';
  // An admin acting as a member writes as that member, never moderates in their name.
  if (auth.impersonator === null && (user.role === 'admin' || user.editor)) return 'moderator';
  return user.confirmedEmail === null ? 'unconfirmed' : 'member';
}

const mayWrite = (role: ForumRole) => role === 'member' || role === 'moderator';

export function forumPermission(role: ForumRole, thread?: { locked: boolean }): ForumPermissionResponse {
  const write = mayWrite(role);
  const reply = write && (role === 'moderator' || !thread?.locked);
  const reason =
    role === 'guest'
      ? FORUM_MESSAGES.loginToWrite
      : role === 'unconfirmed'
        ? FORUM_MESSAGES.confirmToWrite
        : !reply
          ? FORUM_MESSAGES.locked
          : null;
  return { read: true, write, reply, moderate: role === 'moderator', reason, role };
}

/** 401 for a guest, 403 with the reason for an unconfirmed member. */
function requireWriter(role: ForumRole): void {
  if (role === 'guest') throw httpError('LOGIN_REQUIRED', FORUM_MESSAGES.loginToWrite);
  if (role === 'unconfirmed') throw httpError('FORBIDDEN', FORUM_MESSAGES.confirmToWrite);
}

export function requireModerator(role: ForumRole): void {
  if (role === 'guest') throw loginRequired();
  if (role !== 'moderator') throw forbidden();
}

/** "Anna S." — members write under their first name and initial; staff as the academy's team. */
function authorName(row: {
  authorFirstname: string | null;
  authorLastname: string | null;
  authorRole: string | null;
  authorEditor: number | null;
}): string {
  if (row.authorFirstname === null) return 'Ehemaliges Mitglied';
  const initial = row.authorLastname?.trim().charAt(0);
  const name = initial ? `${row.authorFirstname} ${initial}.` : row.authorFirstname;
  return row.authorRole === 'admin' || Number(row.authorEditor) === 1 ? `${name} (Team amb)` : name;
}

const categoryOf = (slug: ForumCategorySlug) => FORUM_CATEGORIES.find((category) => category.slug === slug)!;

function threadSummary(row: repo.ThreadRow): ForumThreadSummary {
  return {
    id: row.threadId,
    category: row.category,
    title: row.title,
    url: forumThreadPath(row.slug, row.threadId),
    author: authorName(row),
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt,
    replies: row.replies,
    locked: row.lockedAt !== null,
    excerpt: row.openingHiddenAt ? FORUM_MESSAGES.hiddenPost : forumExcerpt(row.openingBody, 180),
  };
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export async function listForumThreads(
  db: Db,
  query: { category: ForumCategorySlug | null; page: number },
  role: ForumRole,
): Promise<ForumThreadsResponse> {
  const { total, rows } = await repo.listThreads(db, {
    category: query.category,
    limit: FORUM_THREADS_PAGE_SIZE,
    offset: (query.page - 1) * FORUM_THREADS_PAGE_SIZE,
    moderator: role === 'moderator',
  });
  const counts = await repo.threadCounts(db);
  return {
    items: rows.map(threadSummary),
    page: query.page,
    pageSize: FORUM_THREADS_PAGE_SIZE,
    total,
    totalPages: pages(total, FORUM_THREADS_PAGE_SIZE),
    category: query.category,
    categories: FORUM_CATEGORIES.map((category) => ({
      slug: category.slug,
      label: category.label,
      description: category.description,
      threads: counts.get(category.slug) ?? 0,
    })),
  };
}

interface Viewer {
  role: ForumRole;
  userId: number | null;
  now: Date;
}

function editableUntil(row: repo.PostRow, viewer: Viewer): string | null {
  if (row.authorUserId === null || row.authorUserId !== viewer.userId || row.hiddenAt !== null) return null;
  if (!mayWrite(viewer.role)) return null;
  const until = Date.parse(row.createdAt) + FORUM_EDIT_WINDOW_MS;
  return until > viewer.now.getTime() ? new Date(until).toISOString() : null;
}

async function postViews(
  db: Db,
  rows: repo.PostRow[],
  viewer: Viewer,
  firstPosition: number,
): Promise<ForumPostView[]> {
  const ids = rows.map((row) => row.postId);
  const quotedIds = [...new Set(rows.flatMap((row) => (row.quotedPostId === null ? [] : [row.quotedPostId])))];
  const quoted = new Map((await repo.findPosts(db, quotedIds)).map((row) => [row.postId, row]));
  const moderator = viewer.role === 'moderator';
  const reports = moderator ? await repo.openReportCounts(db, ids) : new Map<number, number>();
  const reported = viewer.userId !== null ? await repo.reportedBy(db, viewer.userId, ids) : new Set<number>();
  return rows.map((row, index) => {
    const until = editableUntil(row, viewer);
    const showBody = row.hiddenAt === null || moderator;
    const quote = row.quotedPostId === null ? undefined : quoted.get(row.quotedPostId);
    return {
      id: row.postId,
      threadId: row.threadId,
      author: authorName(row),
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      body: until ? row.body : null,
      bodyHtml: showBody ? forumHtml(row.body) : '',
      quote: quote
        ? {
            postId: quote.postId,
            author: authorName(quote),
            excerpt: quote.hiddenAt === null ? forumExcerpt(quote.body, 300) : null,
          }
        : null,
      hidden: row.hiddenAt ? { reason: row.hiddenReason ?? '', at: row.hiddenAt } : null,
      mayEdit: until !== null,
      editableUntil: until,
      mayReport:
        mayWrite(viewer.role) &&
        row.authorUserId !== viewer.userId &&
        row.hiddenAt === null &&
        !reported.has(row.postId),
      reports: reports.get(row.postId) ?? 0,
      position: firstPosition + index,
    };
  });
}

export async function threadPosts(
  db: Db,
  query: { threadId: number; page: number },
  viewer: Viewer,
): Promise<ForumPostsResponse> {
  const thread = await repo.findThread(db, query.threadId, viewer.role === 'moderator');
  if (!thread) throw notFound(FORUM_MESSAGES.threadUnknown);
  const offset = (query.page - 1) * FORUM_POSTS_PAGE_SIZE;
  const { total, rows } = await repo.listPosts(db, thread.threadId, { limit: FORUM_POSTS_PAGE_SIZE, offset });
  const totalPages = pages(total, FORUM_POSTS_PAGE_SIZE);
  if (query.page > totalPages) throw notFound(FORUM_MESSAGES.threadUnknown);
  return {
    thread: {
      ...threadSummary(thread),
      lock: thread.lockedAt ? { reason: thread.lockReason ?? '', at: thread.lockedAt } : null,
      subscribed: viewer.userId !== null && (await repo.isSubscribed(db, thread.threadId, viewer.userId)),
      hidden: thread.openingHiddenAt !== null,
    },
    items: await postViews(db, rows, viewer, offset + 1),
    page: query.page,
    pageSize: FORUM_POSTS_PAGE_SIZE,
    total,
    totalPages,
  };
}

export async function permissionFor(db: Db, role: ForumRole, threadId?: number): Promise<ForumPermissionResponse> {
  if (threadId === undefined) return forumPermission(role);
  const thread = await repo.findThread(db, threadId, role === 'moderator');
  if (!thread) throw notFound(FORUM_MESSAGES.threadUnknown);
  return forumPermission(role, { locked: thread.lockedAt !== null });
}

/** A thread's slug: its title's, at most 60 characters, cut at a word. */
export function threadSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= 60) return slug;
  const cut = slug.slice(0, 60);
  return cut.slice(0, cut.lastIndexOf('-') > 20 ? cut.lastIndexOf('-') : 60).replace(/-+$/, '');
}

async function viewOf(db: Db, postId: number, viewer: Viewer): Promise<ForumPostView> {
  const row = await repo.findPost(db, postId);
  if (!row) throw notFound(FORUM_MESSAGES.postUnknown);
  const position = await repo.postPosition(db, row.threadId, row.postId);
  return (await postViews(db, [row], viewer, position))[0]!;
}

/** A thread's page that shows a post, with its anchor. */
async function postUrl(db: Db, threadId: number, postId: number): Promise<string> {
  const thread = await repo.findThread(db, threadId, true);
  const position = await repo.postPosition(db, threadId, postId);
  const page = Math.ceil(position / FORUM_POSTS_PAGE_SIZE);
  const path = forumThreadPath(thread?.slug ?? '', threadId);
  return `${path}${page > 1 ? `?seite=${page}` : ''}#${forumPostAnchor(postId)}`;
}

export async function createThread(
  db: Db,
  input: ForumThreadInput,
  viewer: Viewer & { userId: number },
): Promise<ForumThreadCreated> {
  requireWriter(viewer.role);
  const at = viewer.now.toISOString();
  const { threadId, postId } = await db.transaction().execute(async (trx) => {
    const id = await repo.insertThread(trx, {
      category: input.category,
      title: input.title,
      slug: threadSlug(input.title),
      authorUserId: viewer.userId,
      at,
    });
    const post = await repo.insertPost(trx, {
      threadId: id,
      authorUserId: viewer.userId,
      body: input.body,
      quotedPostId: null,
      at,
    });
    // The author hears about answers to their own question.
    await repo.subscribe(trx, id, viewer.userId, at);
    return { threadId: id, postId: post };
  });
  const thread = await repo.findThread(db, threadId, true);
  return { thread: threadSummary(thread!), post: await viewOf(db, postId, viewer) };
}

function answerMail(
  subscriber: { firstname: string; email: string },
  thread: repo.ThreadRow,
  answerAuthor: string,
  link: string,
) {
  return {
    to: subscriber.email,
    subject: `Neue Antwort im Forum: ${thread.title}`,
    text: [
      `Guten Tag ${subscriber.firstname},`,
      '',
      `${answerAuthor} hat im Forum auf das Thema „${thread.title}“ geantwortet (${categoryOf(thread.category).label}).`,
      '',
      `Zur Antwort: ${link}`,
      '',
      'Sie erhalten zu diesem Thema höchstens eine E-Mail pro Stunde. Abbestellen können Sie sie auf der Seite des Themas mit „Abo beenden“.',
      '',
      'Ihre Akademie für Mitbestimmung',
    ].join('\n'),
  };
}

export async function replyToThread(
  db: Db,
  mailer: Mailer,
  input: ForumReplyInput,
  viewer: Viewer & { userId: number },
  origin: string,
): Promise<{ post: ForumPostView; url: string }> {
  requireWriter(viewer.role);
  const at = viewer.now.toISOString();
  const moderator = viewer.role === 'moderator';
  const { postId, mails } = await db.transaction().execute(async (trx) => {
    const thread = await repo.findThread(trx, input.threadId, moderator);
    if (!thread || (thread.openingHiddenAt !== null && !moderator)) throw notFound(FORUM_MESSAGES.threadUnknown);
    if (thread.lockedAt !== null && !moderator) throw httpError('THREAD_LOCKED', FORUM_MESSAGES.locked);
    const quotedPostId = input.quotedPostId ?? null;
    if (quotedPostId !== null) {
      const quoted = await repo.findPost(trx, quotedPostId);
      if (!quoted || quoted.threadId !== thread.threadId) {
        throw validationFailed({ quotedPostId: FORUM_MESSAGES.quotedPost });
      }
    }
    const id = await repo.insertPost(trx, {
      threadId: thread.threadId,
      authorUserId: viewer.userId,
      body: input.body,
      quotedPostId,
      at,
    });
    await repo.refreshLastActivity(trx, thread.threadId);
    const due = await repo.claimSubscribersToNotify(trx, {
      threadId: thread.threadId,
      authorUserId: viewer.userId,
      notifiedBefore: new Date(viewer.now.getTime() - FORUM_NOTIFY_INTERVAL_MS).toISOString(),
      at,
    });
    const author = authorName((await repo.findPost(trx, id))!);
    const link = `${origin}${await postUrl(trx, thread.threadId, id)}`;
    const queued: QueuedMail[] = [];
    for (const subscriber of due)
      queued.push(await mailer.enqueue(trx, answerMail(subscriber, thread, author, link), viewer.now));
    return { postId: id, mails: queued };
  });
  for (const mail of mails) await mailer.deliver(db, mail);
  return { post: await viewOf(db, postId, viewer), url: await postUrl(db, input.threadId, postId) };
}

export async function editPost(
  db: Db,
  postId: number,
  input: ForumEditInput,
  viewer: Viewer & { userId: number },
): Promise<{ post: ForumPostView; url: string }> {
  requireWriter(viewer.role);
  const at = viewer.now.toISOString();
  const threadId = await db.transaction().execute(async (trx) => {
    const post = await repo.findPost(trx, postId);
    if (!post) throw notFound(FORUM_MESSAGES.postUnknown);
    if (post.authorUserId !== viewer.userId) throw forbidden(FORUM_MESSAGES.notAuthor);
    if (post.hiddenAt !== null) throw httpError('EDIT_WINDOW_CLOSED', FORUM_MESSAGES.hiddenPost);
    const editableSince = new Date(viewer.now.getTime() - FORUM_EDIT_WINDOW_MS).toISOString();
    const changed = await repo.updatePostBody(trx, {
      postId,
      authorUserId: viewer.userId,
      body: input.body,
      editableSince,
      at,
    });
    if (!changed) throw httpError('EDIT_WINDOW_CLOSED', FORUM_MESSAGES.editWindowOver);
    if (input.title !== undefined && (await repo.postPosition(trx, post.threadId, postId)) === 1) {
      await repo.updateThreadTitle(trx, post.threadId, input.title, threadSlug(input.title));
    }
    return post.threadId;
  });
  return { post: await viewOf(db, postId, viewer), url: await postUrl(db, threadId, postId) };
}

export async function reportPost(
  db: Db,
  postId: number,
  input: ForumReportInput,
  viewer: Viewer & { userId: number },
): Promise<void> {
  requireWriter(viewer.role);
  await db.transaction().execute(async (trx) => {
    const post = await repo.findPost(trx, postId);
    if (!post || (post.hiddenAt !== null && viewer.role !== 'moderator')) throw notFound(FORUM_MESSAGES.postUnknown);
    if (post.authorUserId === viewer.userId) throw httpError('ALREADY_REPORTED', FORUM_MESSAGES.ownPost);
    const stored = await repo.insertReport(trx, {
      postId,
      reporterUserId: viewer.userId,
      reason: input.reason,
      note: input.note ?? '',
      at: viewer.now.toISOString(),
    });
    if (!stored) throw httpError('ALREADY_REPORTED', FORUM_MESSAGES.alreadyReported);
  });
}

/** Hides a post (reason) or shows it again (null); its open reports are closed with the decision. */
export async function moderatePost(
  db: Db,
  postId: number,
  reason: string | null,
  moderator: Viewer & { userId: number },
): Promise<ForumPostView> {
  requireModerator(moderator.role);
  const at = moderator.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const post = await repo.findPost(trx, postId);
    if (!post) throw notFound(FORUM_MESSAGES.postUnknown);
    await repo.setPostHidden(trx, postId, reason === null ? null : { at, reason, byUserId: moderator.userId });
    await repo.refreshLastActivity(trx, post.threadId);
    await writeAudit(
      trx,
      {
        actorUserId: moderator.userId,
        action: reason === null ? 'forum.unhide' : 'forum.hide',
        targetUserId: post.authorUserId ?? moderator.userId,
        details: { postId, threadId: post.threadId, reason },
      },
      moderator.now,
    );
    if (reason !== null) {
      const open = await repo.openReportCounts(trx, [postId]);
      if ((open.get(postId) ?? 0) > 0) await resolveAllOf(trx, postId, moderator.userId, at);
    }
  });
  return viewOf(db, postId, moderator);
}

async function resolveAllOf(db: Db, postId: number, byUserId: number, at: string): Promise<void> {
  const reports = await repo.openReports(db);
  const first = reports.find((report) => report.postId === postId);
  if (first) await repo.resolveReportsOfPost(db, first.reportId, byUserId, at);
}

/** Locks a thread (reason) or opens it again (null). */
export async function moderateThread(
  db: Db,
  threadId: number,
  reason: string | null,
  moderator: Viewer & { userId: number },
): Promise<ForumPostsResponse['thread']> {
  requireModerator(moderator.role);
  await db.transaction().execute(async (trx) => {
    const thread = await repo.findThread(trx, threadId, true);
    if (!thread) throw notFound(FORUM_MESSAGES.threadUnknown);
    await repo.setThreadLock(
      trx,
      threadId,
      reason === null ? null : { at: moderator.now.toISOString(), reason, byUserId: moderator.userId },
    );
    await writeAudit(
      trx,
      {
        actorUserId: moderator.userId,
        action: reason === null ? 'forum.unlock' : 'forum.lock',
        targetUserId: thread.authorUserId ?? moderator.userId,
        details: { threadId, reason },
      },
      moderator.now,
    );
  });
  return (await threadPosts(db, { threadId, page: 1 }, moderator)).thread;
}

export async function setSubscription(
  db: Db,
  threadId: number,
  subscribed: boolean,
  viewer: Viewer & { userId: number },
): Promise<{ subscribed: boolean; message: string }> {
  requireWriter(viewer.role);
  const thread = await repo.findThread(db, threadId, viewer.role === 'moderator');
  if (!thread) throw notFound(FORUM_MESSAGES.threadUnknown);
  if (subscribed) await repo.subscribe(db, threadId, viewer.userId, viewer.now.toISOString());
  else await repo.unsubscribe(db, threadId, viewer.userId);
  return { subscribed, message: subscribed ? FORUM_MESSAGES.subscribed : FORUM_MESSAGES.unsubscribed };
}

const person = (firstname: string | null, lastname: string | null) =>
  firstname === null ? 'Ehemaliges Mitglied' : `${firstname} ${lastname?.charAt(0) ?? ''}.`.trim();

export async function reportQueue(db: Db, role: ForumRole): Promise<ForumReportsResponse> {
  requireModerator(role);
  const rows = await repo.openReports(db);
  return {
    items: rows.map((row) => ({
      id: row.reportId,
      reason: row.reason,
      reasonLabel: FORUM_REPORT_REASONS.find((reason) => reason.value === row.reason)?.label ?? row.reason,
      note: row.note,
      reporter: person(row.reporterFirstname, row.reporterLastname),
      createdAt: row.createdAt,
      post: {
        id: row.postId,
        author: person(row.authorFirstname, row.authorLastname),
        excerpt: forumExcerpt(row.body, 300),
        hidden: row.hiddenAt !== null,
        url: `${forumThreadPath(row.slug, row.threadId)}#${forumPostAnchor(row.postId)}`,
      },
      thread: { id: row.threadId, title: row.title, locked: row.lockedAt !== null },
    })),
  };
}

/** A moderator keeps the post as it is: its open reports are closed. */
export async function dismissReport(db: Db, reportId: number, moderator: Viewer & { userId: number }): Promise<void> {
  requireModerator(moderator.role);
  const done = await db
    .transaction()
    .execute((trx) => repo.resolveReportsOfPost(trx, reportId, moderator.userId, moderator.now.toISOString()));
  if (!done) throw notFound('Diese Meldung gibt es nicht oder sie ist schon erledigt.');
}

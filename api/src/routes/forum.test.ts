import {
  API_ROUTES,
  CSRF_HEADER,
  FORUM_MESSAGES,
  FORUM_THREADS_PAGE_SIZE,
  VALIDATION_MESSAGES,
  buildPath,
  type ForumPostsResponse,
  type ForumThreadsResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import request from 'supertest';
import { DEMO_EDITOR_EMAIL } from '../seed/accounts';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';

const MEMBER = 'anna.schneider@example.de';
const OTHER = 'jonas.weber@example.de';
const UNCONFIRMED = 'julia.richter@example.de';
const MINUTE = 60 * 1000;

let testDb: TestDb;
let app: Express;
let clock = Date.parse('2026-11-30T10:00:00Z');
const now = () => new Date(clock);

type Session = { agent: Agent; csrf: string };
let member: Session;
let other: Session;
let moderator: Session;
let unconfirmed: Session;
let guest: Session;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now, limits: { forumPost: 1000, forumThread: 1000, forumReport: 1000 } }));
  await testDb.db.updateTable('users').set({ emailConfirmedAt: null }).where('email', '=', UNCONFIRMED).execute();
  member = await loginAs(app, MEMBER);
  other = await loginAs(app, OTHER);
  moderator = await loginAs(app, DEMO_EDITOR_EMAIL);
  unconfirmed = await loginAs(app, UNCONFIRMED);
  guest = await anonymousAgent(app);
}, 120_000);
afterAll(async () => testDb.destroy());

const post = (session: Session, path: string, body: object = {}) =>
  session.agent.post(path).set(CSRF_HEADER, session.csrf).send(body);
const put = (session: Session, path: string, body: object) =>
  session.agent.put(path).set(CSRF_HEADER, session.csrf).send(body);
const del = (session: Session, path: string) => session.agent.delete(path).set(CSRF_HEADER, session.csrf);
const threads = async (session: Session, query: Record<string, string | number> = {}) =>
  (await session.agent.get(API_ROUTES.forumThreads.path).query(query)).body as ForumThreadsResponse;
const posts = async (session: Session, threadId: number, page = 1) =>
  (await session.agent.get(API_ROUTES.forumPosts.path).query({ thema: threadId, seite: page }))
    .body as ForumPostsResponse;

const NEW_THREAD = {
  category: 'br-praxis',
  title: 'Schulung für Ersatzmitglieder – wer zahlt?',
  body: 'Unser erstes Ersatzmitglied rückt häufig nach. Darf es auch auf ein Grundlagenseminar?',
};

async function newThread(session: Session = member, body: object = NEW_THREAD) {
  const res = await post(session, API_ROUTES.forumThread.path, body);
  expect(res.status).toBe(201);
  return res.body as { thread: { id: number; url: string }; post: { id: number } };
}

describe('reading', () => {
  it('guests read the threads, newest activity first, with the categories and their counts', async () => {
    const res = await request(app).get(API_ROUTES.forumThreads.path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as ForumThreadsResponse;
    expect(body.items.length).toBeGreaterThanOrEqual(10);
    const times = body.items.map((item) => item.lastActivityAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.categories.map((c) => c.label)).toEqual(['BR-Praxis', 'SBV', 'JAV', 'Wahlen', 'Arbeitsrecht']);
    expect(body.items[0]!.url).toMatch(/^\/forum\/thema\/[a-z0-9-]+-\d+$/);
  });

  it('pages and filters by category; a bad category or page is a German 400', async () => {
    const sbv = await threads(guest, { kategorie: 'sbv' });
    expect(sbv.items.every((item) => item.category === 'sbv')).toBe(true);
    expect(sbv.total).toBe(sbv.categories.find((c) => c.slug === 'sbv')!.threads);
    const bad = await request(app).get(API_ROUTES.forumThreads.path).query({ kategorie: 'kochen', seite: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ kategorie: FORUM_MESSAGES.category, seite: FORUM_MESSAGES.page });
    for (let i = 0; i < FORUM_THREADS_PAGE_SIZE; i += 1) {
      await newThread(other, { ...NEW_THREAD, title: `Seitentest Nummer ${i + 1}` });
      clock += 1000;
    }
    const second = await threads(guest, { seite: 2 });
    expect(second.page).toBe(2);
    expect(second.items.length).toBeGreaterThan(0);
    const first = await threads(guest);
    expect(first.items.map((i) => i.id)).not.toEqual(expect.arrayContaining(second.items.map((i) => i.id)));
  });

  it('a thread with its posts, rendered HTML, quotes; an unknown thread is a German 404', async () => {
    const quoted = await testDb.db
      .selectFrom('forumThreads')
      .select('threadId')
      .where('title', 'like', 'Arbeitgeber verweigert%')
      .executeTakeFirstOrThrow();
    const thread = await posts(guest, quoted.threadId);
    expect(thread.items[0]!.position).toBe(1);
    expect(thread.items.some((p) => p.bodyHtml.includes('<strong>'))).toBe(true);
    const quote = thread.items.find((p) => p.quote !== null)!.quote!;
    expect(quote.author).toBe('Lena W.');
    expect(quote.excerpt).toMatch(/Grundlagenseminar/);
    expect(thread.items.every((p) => p.body === null && !p.mayEdit && !p.mayReport)).toBe(true);
    const unknown = await request(app).get(API_ROUTES.forumPosts.path).query({ thema: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(FORUM_MESSAGES.threadUnknown);
  });

  it('a hidden post shows its reason, not its text, to readers; moderators see both', async () => {
    const list = await threads(guest, { kategorie: 'arbeitsrecht' });
    const urlaub = list.items.find((item) => item.title.startsWith('Urlaub verfällt'))!;
    const hidden = (await posts(guest, urlaub.id)).items.find((p) => p.hidden !== null)!;
    expect(hidden).toEqual(
      expect.objectContaining({
        bodyHtml: '',
        hidden: expect.objectContaining({ reason: 'Werbung ohne Bezug zum Thema.' }),
      }),
    );
    const seen = (await posts(moderator, urlaub.id)).items.find((p) => p.id === hidden.id)!;
    expect(seen.bodyHtml).toMatch(/Urlaubsreisen/);
  });
});

describe('forum-permission', () => {
  it.each([
    ['guest', () => guest, { write: false, moderate: false, role: 'guest', reason: FORUM_MESSAGES.loginToWrite }],
    [
      'unconfirmed',
      () => unconfirmed,
      { write: false, moderate: false, role: 'unconfirmed', reason: FORUM_MESSAGES.confirmToWrite },
    ],
    ['member', () => member, { write: true, reply: true, moderate: false, role: 'member', reason: null }],
    ['moderator', () => moderator, { write: true, reply: true, moderate: true, role: 'moderator', reason: null }],
  ])('%s', async (_name, session, expected) => {
    const res = await session().agent.get(API_ROUTES.forumPermission.path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ read: true, ...expected }));
  });

  it('members may not answer in a locked thread, moderators may', async () => {
    const locked = (await threads(guest, { kategorie: 'wahlen' })).items.find((item) => item.locked)!;
    const ask = (session: Session) => session.agent.get(API_ROUTES.forumPermission.path).query({ thema: locked.id });
    expect((await ask(member)).body).toEqual(
      expect.objectContaining({ write: true, reply: false, reason: FORUM_MESSAGES.locked }),
    );
    expect((await ask(moderator)).body).toEqual(expect.objectContaining({ reply: true }));
  });
});

describe('writing', () => {
  it('a confirmed member opens a thread: stored without markup, served sanitised, the author subscribed', async () => {
    const created = await newThread(member, {
      ...NEW_THREAD,
      body: 'Hallo <script>alert(1)</script>**zusammen**, siehe [Link](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    const row = await testDb.db
      .selectFrom('forumPosts')
      .select('body')
      .where('postId', '=', created.post.id)
      .executeTakeFirstOrThrow();
    expect(row.body).not.toMatch(/[<>]/);
    const thread = await posts(member, created.thread.id);
    const html = thread.items[0]!.bodyHtml;
    expect(html).toContain('<strong>zusammen</strong>');
    expect(html).not.toMatch(/<script|<img|href="javascript:|onerror=/i);
    expect(thread.thread.subscribed).toBe(true);
    expect(thread.items[0]).toEqual(expect.objectContaining({ mayEdit: true, mayReport: false }));
    expect((await threads(guest)).items[0]!.id).toBe(created.thread.id);
  });

  it.each([
    ['a title of 2 characters', { ...NEW_THREAD, title: '  Hi  ' }, { title: VALIDATION_MESSAGES.title }],
    ['a title of 121 characters', { ...NEW_THREAD, title: 'x'.repeat(121) }, { title: FORUM_MESSAGES.titleTooLong }],
    ['an unknown category', { ...NEW_THREAD, category: 'kochen' }, { category: FORUM_MESSAGES.category }],
    ['a body of 7 characters', { ...NEW_THREAD, body: 'Zu kurz' }, { body: FORUM_MESSAGES.bodyRequired }],
    [
      'a body short once its markup is gone',
      { ...NEW_THREAD, body: '<b></b><i>kurz</i>' },
      { body: FORUM_MESSAGES.bodyRequired },
    ],
    ['a body of 10,001 characters', { ...NEW_THREAD, body: 'x'.repeat(10_001) }, { body: FORUM_MESSAGES.bodyTooLong }],
    ['a title that is a list', { ...NEW_THREAD, title: ['Titel eins'] }, { title: VALIDATION_MESSAGES.title }],
    [
      'nothing',
      {},
      { category: FORUM_MESSAGES.category, title: VALIDATION_MESSAGES.title, body: FORUM_MESSAGES.bodyRequired },
    ],
  ])('refuses %s with German messages and stores nothing', async (_what, body, fields) => {
    const before = await testDb.db
      .selectFrom('forumThreads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const res = await post(member, API_ROUTES.forumThread.path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
    const after = await testDb.db
      .selectFrom('forumThreads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('guests are asked to log in, unconfirmed members to confirm their e-mail', async () => {
    const asGuest = await post(guest, API_ROUTES.forumThread.path, NEW_THREAD);
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.error).toEqual(
      expect.objectContaining({ code: 'LOGIN_REQUIRED', message: FORUM_MESSAGES.loginToWrite }),
    );
    const asUnconfirmed = await post(unconfirmed, API_ROUTES.forumThread.path, NEW_THREAD);
    expect(asUnconfirmed.status).toBe(403);
    expect(asUnconfirmed.body.error.message).toBe(FORUM_MESSAGES.confirmToWrite);
  });

  it('answers with a quote of the same thread; a quote of another thread is refused', async () => {
    const a = await newThread(member);
    const b = await newThread(other);
    const reply = await post(other, API_ROUTES.forumPost.path, {
      threadId: a.thread.id,
      body: 'Ja, das Ersatzmitglied darf, wenn es regelmäßig nachrückt.',
      quotedPostId: a.post.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.post.quote).toEqual(expect.objectContaining({ postId: a.post.id, author: 'Anna S.' }));
    expect(reply.body.url).toBe(`${a.thread.url}#beitrag-${reply.body.post.id}`);
    const wrong = await post(other, API_ROUTES.forumPost.path, {
      threadId: a.thread.id,
      body: 'Zitat von woanders her.',
      quotedPostId: b.post.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ quotedPostId: FORUM_MESSAGES.quotedPost });
    const unknown = await post(other, API_ROUTES.forumPost.path, {
      threadId: 999_999,
      body: 'Antwort ins Leere hinein.',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the 15-minute edit window', () => {
  it('the author changes a post (and the opening post’s title) within 15 minutes, not after, nobody else ever', async () => {
    const created = await newThread(member);
    const path = buildPath(API_ROUTES.forumPostItem.path, { id: created.post.id });
    clock += 14 * MINUTE;
    const edited = await put(member, path, {
      body: 'Geänderter Text mit *Betonung* und mehr.',
      title: 'Schulung für Ersatzmitglieder',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toEqual(
      expect.objectContaining({
        editedAt: now().toISOString(),
        bodyHtml: '<p>Geänderter Text mit <em>Betonung</em> und mehr.</p>',
      }),
    );
    expect((await posts(guest, created.thread.id)).thread.title).toBe('Schulung für Ersatzmitglieder');
    const foreign = await put(other, path, { body: 'Fremde Änderung des Beitrags.' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe(FORUM_MESSAGES.notAuthor);
    clock += 2 * MINUTE;
    const late = await put(member, path, { body: 'Zu spät geänderter Text.' });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual(
      expect.objectContaining({ code: 'EDIT_WINDOW_CLOSED', message: FORUM_MESSAGES.editWindowOver }),
    );
    const row = await testDb.db
      .selectFrom('forumPosts')
      .select('body')
      .where('postId', '=', created.post.id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe('Geänderter Text mit *Betonung* und mehr.');
    const bad = await put(member, buildPath(API_ROUTES.forumPostItem.path, { id: 'abc' }), {
      body: 'Text mit genug Zeichen.',
    });
    expect(bad.status).toBe(400);
  });
});

describe('reports and moderation', () => {
  it('members report a post once (not their own); moderators see the queue, hide with a reason, and open again', async () => {
    const created = await newThread(other);
    const reportPath = buildPath(API_ROUTES.forumPostReport.path, { id: created.post.id });
    expect((await post(other, reportPath, { reason: 'spam' })).status).toBe(409);
    const bad = await post(member, reportPath, { reason: 'langweilig' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ reason: FORUM_MESSAGES.reportReason });
    const reported = await post(member, reportPath, { reason: 'spam', note: 'Reine Werbung' });
    expect(reported.status).toBe(201);
    expect(reported.body.message).toBe(FORUM_MESSAGES.reported);
    const twice = await post(member, reportPath, { reason: 'spam' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(FORUM_MESSAGES.alreadyReported);

    expect((await member.agent.get(API_ROUTES.forumReports.path)).status).toBe(403);
    const queue = await moderator.agent.get(API_ROUTES.forumReports.path);
    expect(queue.status).toBe(200);
    expect(queue.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: 'spam', note: 'Reine Werbung', reporter: 'Anna S.' })]),
    );

    const hidePath = buildPath(API_ROUTES.forumPostHide.path, { id: created.post.id });
    expect((await post(member, hidePath, { reason: 'Werbung' })).status).toBe(403);
    const noReason = await post(moderator, hidePath, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: FORUM_MESSAGES.reasonRequired });
    const hidden = await post(moderator, hidePath, { reason: 'Werbung ohne Bezug' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.post.hidden.reason).toBe('Werbung ohne Bezug');
    // Its reports are closed with the decision; the thread (hidden opening post) leaves the lists.
    const after = await moderator.agent.get(API_ROUTES.forumReports.path);
    expect(after.body.items.map((r: { post: { id: number } }) => r.post.id)).not.toContain(created.post.id);
    expect((await threads(guest)).items.map((i) => i.id)).not.toContain(created.thread.id);
    expect((await posts(guest, created.thread.id)).items[0]!.bodyHtml).toBe('');
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('action', '=', 'forum.hide')
      .execute();
    expect(audit.some((row) => JSON.parse(row.details).postId === created.post.id)).toBe(true);

    expect((await del(moderator, hidePath)).status).toBe(200);
    expect((await posts(guest, created.thread.id)).items[0]!.bodyHtml).not.toBe('');
  });

  it('a moderator locks a thread with a reason: members can no longer answer, and the lock is lifted again', async () => {
    const created = await newThread(member);
    const lockPath = buildPath(API_ROUTES.forumThreadLock.path, { id: created.thread.id });
    expect((await post(member, lockPath, { reason: 'Erledigt' })).status).toBe(403);
    const locked = await post(moderator, lockPath, { reason: 'Die Frage ist beantwortet.' });
    expect(locked.status).toBe(200);
    expect(locked.body.thread.lock.reason).toBe('Die Frage ist beantwortet.');
    const reply = await post(other, API_ROUTES.forumPost.path, {
      threadId: created.thread.id,
      body: 'Noch eine Antwort dazu.',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toEqual(
      expect.objectContaining({ code: 'THREAD_LOCKED', message: FORUM_MESSAGES.locked }),
    );
    const staff = await post(moderator, API_ROUTES.forumPost.path, {
      threadId: created.thread.id,
      body: 'Abschließender Hinweis der Moderation.',
    });
    expect(staff.status).toBe(201);
    expect(staff.body.post.author).toMatch(/\(Team amb\)$/);
    expect((await del(moderator, lockPath)).status).toBe(200);
    expect(
      (await post(other, API_ROUTES.forumPost.path, { threadId: created.thread.id, body: 'Jetzt geht es wieder.' }))
        .status,
    ).toBe(201);
  });
});

describe('subscriptions', () => {
  const mailsTo = async (email: string) =>
    (
      await testDb.db.selectFrom('mailOutbox').select(['subject', 'bodyText']).where('recipient', '=', email).execute()
    ).filter((m) => m.subject.startsWith('Neue Antwort im Forum'));

  it('mails a subscriber about new answers at most once an hour per thread', async () => {
    const created = await newThread(member, { ...NEW_THREAD, title: 'Abo-Test: Sitzungsgeld?' });
    const before = (await mailsTo(MEMBER)).length;
    // A fresh login per answer: the clock moves past the session's idle time.
    const answer = async (body: string) =>
      post(await loginAs(app, OTHER), API_ROUTES.forumPost.path, { threadId: created.thread.id, body });
    await answer('Erste Antwort auf die Frage.');
    expect((await mailsTo(MEMBER)).length).toBe(before + 1);
    const mail = (await mailsTo(MEMBER)).at(-1)!;
    expect(mail.subject).toBe('Neue Antwort im Forum: Abo-Test: Sitzungsgeld?');
    expect(mail.bodyText).toContain(`${created.thread.url}#beitrag-`);
    clock += 30 * MINUTE;
    await answer('Zweite Antwort, eine halbe Stunde später.');
    expect((await mailsTo(MEMBER)).length).toBe(before + 1);
    clock += 31 * MINUTE;
    await answer('Dritte Antwort, mehr als eine Stunde nach der ersten Mail.');
    expect((await mailsTo(MEMBER)).length).toBe(before + 2);
    // The answerer hears nothing about their own answers; after unsubscribing the author hears nothing more.
    const subscription = buildPath(API_ROUTES.forumSubscription.path, { id: created.thread.id });
    expect((await post(await loginAs(app, OTHER), subscription)).body.subscribed).toBe(true);
    expect((await del(await loginAs(app, MEMBER), subscription)).body.subscribed).toBe(false);
    clock += 61 * MINUTE;
    await answer('Vierte Antwort nach dem Abbestellen.');
    expect((await mailsTo(MEMBER)).length).toBe(before + 2);
    expect((await mailsTo(OTHER)).length).toBe(0);
    expect((await post(guest, subscription)).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('a member writing too fast gets a German 429', async () => {
    const limited = await createTestApp({ now, limits: { forumPost: 2, forumThread: 1 } });
    try {
      const session = await loginAs(limited.app, OTHER);
      const first = await post(session, API_ROUTES.forumThread.path, NEW_THREAD);
      expect(first.status).toBe(201);
      const second = await post(session, API_ROUTES.forumThread.path, NEW_THREAD);
      expect(second.status).toBe(429);
      expect(second.body.error.message).toBe(FORUM_MESSAGES.tooManyPosts);
      const reply = (body: string) =>
        post(session, API_ROUTES.forumPost.path, { threadId: first.body.thread.id, body });
      expect((await reply('Antwort Nummer eins.')).status).toBe(201);
      expect((await reply('Antwort Nummer zwei.')).status).toBe(201);
      expect((await reply('Antwort Nummer drei.')).status).toBe(429);
    } finally {
      await limited.testDb.destroy();
    }
  }, 60_000);
});

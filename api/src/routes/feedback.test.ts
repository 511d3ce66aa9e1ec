import { API_ROUTES, CSRF_HEADER } from '@amb/shared-contracts';
import type { Express } from 'express';
import { insertPastBooking } from '../seed/pastParticipation';
import { loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';
import { SERVICES_NOW, futureEvent, pastEvents } from '../test/pastEvents';

type Session = { agent: Agent; csrf: string };

let testDb: TestDb;
let app: Express;
let users: DemoUsers;
let pastEventId: number;
let notTakenEventId: number;
let upcomingEventId: number;
const s = {} as Record<'member' | 'booker' | 'other' | 'acting', Session>;

const post = (session: Session, body: object) =>
  session.agent.post(API_ROUTES.memberFeedback.path).set(CSRF_HEADER, session.csrf).send(body);
const stored = () => testDb.db.selectFrom('seminarFeedback').selectAll().orderBy('feedbackId').execute();

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({ now: () => SERVICES_NOW }));
  users = await demoUsers(testDb.db);
  [pastEventId, notTakenEventId] = await pastEvents(testDb.db);
  upcomingEventId = await futureEvent(testDb.db);
  const at = '2026-01-02T09:00:00.000Z';
  for (const eventId of [pastEventId, upcomingEventId]) {
    await insertPastBooking(testDb.db, {
      bookerUserId: users.manager.userId,
      eventId,
      participants: [
        { firstname: 'M', lastname: 'Mitglied', email: users.member.email },
        { firstname: 'O', lastname: 'Andere', email: users.otherMember.email },
      ],
      at,
    });
  }
  s.member = await loginAs(app, users.member.email);
  s.booker = await loginAs(app, users.manager.email);
  s.other = await loginAs(app, users.otherMember.email);
  s.acting = await loginAs(app, users.admin.email);
  const started = await s.acting.agent
    .post(API_ROUTES.impersonation.path)
    .set(CSRF_HEADER, s.acting.csrf)
    .send({ userId: users.otherMember.userId });
  expect(started.status).toBe(200);
  s.acting.csrf = csrfFrom(started) ?? s.acting.csrf;
});
afterAll(() => testDb.destroy());

const GOOD = { rating: 5, message: 'Sehr praxisnah, die Fallbeispiele haben geholfen.' };

describe('seminar feedback', () => {
  it('lists the past seminars the member took part in (not the upcoming one), none rated yet', async () => {
    const res = await s.member.agent.get(API_ROUTES.memberFeedback.path);
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([expect.objectContaining({ eventId: pastEventId, feedbackGiven: false })]);
    expect((await s.booker.agent.get(API_ROUTES.memberFeedback.path)).body).toEqual({ events: [] });
  });

  it('re-validates on the server: German messages per field, nothing stored', async () => {
    const res = await post(s.member, { eventId: pastEventId, rating: 6, message: ' x ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        fields: { rating: 'Bitte vergeben Sie 1 bis 5 Sterne', message: 'Bitte geben Sie eine Nachricht ein' },
      }),
    );
    const empty = await post(s.member, {});
    expect(empty.body.error.fields).toEqual({
      eventId: 'Bitte wählen Sie ein Seminar aus',
      rating: 'Bitte vergeben Sie 1 bis 5 Sterne',
      message: 'Bitte geben Sie eine Nachricht ein',
    });
    const long = await post(s.member, { eventId: pastEventId, rating: 3, message: 'a'.repeat(4001) });
    expect(long.body.error.fields).toEqual({ message: 'Die Nachricht darf höchstens 4000 Zeichen lang sein' });
    expect(await stored()).toEqual([]);
  });

  it('is only for participants of a past seminar: 403 for the booker, an event not taken, an upcoming event', async () => {
    for (const [session, eventId] of [
      [s.booker, pastEventId],
      [s.member, notTakenEventId],
      [s.member, upcomingEventId],
    ] as const) {
      const res = await post(session, { ...GOOD, eventId });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(
        'Sie können nur Seminare bewerten, an denen Sie teilgenommen haben und die vorbei sind.',
      );
    }
    expect(await stored()).toEqual([]);
  });

  it('stores one rating per participant and event; a second one is a German 409', async () => {
    const res = await post(s.member, { ...GOOD, eventId: String(pastEventId), message: `  ${GOOD.message}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ feedbackId: expect.any(Number), eventId: pastEventId, rating: 5 });
    const [row] = await stored();
    expect(row).toEqual(
      expect.objectContaining({ eventId: pastEventId, userId: users.member.userId, rating: 5, message: GOOD.message }),
    );
    const again = await post(s.member, { eventId: pastEventId, rating: 1, message: 'Doch nicht so gut.' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'FEEDBACK_EXISTS',
      message: 'Sie haben dieses Seminar bereits bewertet. Vielen Dank!',
    });
    expect(await stored()).toHaveLength(1);
    const list = await s.member.agent.get(API_ROUTES.memberFeedback.path);
    expect(list.body.events).toEqual([expect.objectContaining({ eventId: pastEventId, feedbackGiven: true })]);
    // The other participant of the same event still has their own rating to give.
    const theirs = await s.other.agent.get(API_ROUTES.memberFeedback.path);
    expect(theirs.body.events).toEqual([expect.objectContaining({ eventId: pastEventId, feedbackGiven: false })]);
  });

  it('an admin acting as the participant sends it in their name, and it is audited', async () => {
    const res = await post(s.acting, { ...GOOD, eventId: pastEventId, rating: 4 });
    expect(res.status).toBe(201);
    const audit = await testDb.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'feedback.submit')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual(
      expect.objectContaining({ actorUserId: users.admin.userId, targetUserId: users.otherMember.userId }),
    );
    expect(JSON.parse(audit.details)).toEqual({ feedbackId: res.body.feedbackId, eventId: pastEventId });
    expect((await post(s.other, { ...GOOD, eventId: pastEventId })).status).toBe(409);
  });

  it('needs the CSRF token and a login', async () => {
    const res = await s.other.agent.post(API_ROUTES.memberFeedback.path).send({ ...GOOD, eventId: pastEventId });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_INVALID');
  });
});

/**
 * An address nobody confirmed links the account to nothing: registering with the e-mail a booker gave for a
 * participant shows none of that order (documents, notice, certificate, photos, feedback) until the mailed,
 * single-use, expiring link confirms it. Only the link's sha256 is stored.
 */
import {
  API_ROUTES,
  EMAIL_CONFIRMATION_MESSAGES,
  PAGE_ROUTES,
  buildPath,
  type MemberDocumentsResponse,
} from '@amb/shared-contracts';
import type { Express } from 'express';
import { sha256Hex } from '../auth/crypto';
import { createMailer, type MailMessage } from '../mail';
import type { PhotoStorage } from '../photos/photoStorage';
import { bookEvent, demoParticipant } from '../seed/documents';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { TEST_BASE_DATE, type TestDb } from '../test/createTestDb';
import { createTestApp } from '../test/createTestApp';
import { demoUsers } from '../test/demoUsers';
import { registrationOf } from '../test/people';
import { addDays } from '../util/calendarDays';
import sharp from 'sharp';

const NOW = new Date(`${TEST_BASE_DATE}T09:00:00.000Z`);
const HOUR = 60 * 60 * 1000;
const PARTICIPANT_EMAIL = 'clara.teilnehmerin@example.de';
let clock = NOW;
let testDb: TestDb;
let app: Express;
let orderId: number;
let participantId: number;
let photoId: number;
const sent: MailMessage[] = [];
const files = new Map<string, Buffer>();
const storage: PhotoStorage = {
  put: (key, data) => Promise.resolve(void files.set(key, data)),
  get: (key) => Promise.resolve(files.get(key) ?? null),
  remove: (key) => Promise.resolve(void files.delete(key)),
};

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => clock,
    photoStorage: storage,
    limits: { registration: 1000 },
    mailer: createMailer({
      transport: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
    }),
  }));
  const { member: anna, admin } = await demoUsers(testDb.db);
  const { eventId } = await testDb.db
    .selectFrom('events')
    .select('eventId')
    .where('startDate', '>', addDays(TEST_BASE_DATE, 20))
    .where('isSeries', '=', 0)
    .where('cancelledAt', 'is', null)
    .where((eb) => eb(eb('seatsTaken', '+', 2), '<=', eb.ref('capacity')))
    .orderBy('eventId')
    .executeTakeFirstOrThrow();
  // Anna books herself and Clara (by Clara's address), then the seminar lies in the past: papers and photos.
  orderId = await bookEvent(testDb.db, {
    userId: anna.userId,
    eventId,
    participants: [
      demoParticipant({ salutation: 'Frau', ...anna }),
      demoParticipant({ salutation: 'Frau', firstname: 'Clara', lastname: 'Teil', email: PARTICIPANT_EMAIL }),
    ],
    key: 'bestaetigung',
    now: NOW,
    today: TEST_BASE_DATE,
  });
  await testDb.db
    .updateTable('events')
    .set({ startDate: addDays(TEST_BASE_DATE, -10), endDate: addDays(TEST_BASE_DATE, -9) })
    .where('eventId', '=', eventId)
    .execute();
  ({ participantId } = await testDb.db
    .selectFrom('orderParticipants')
    .select('participantId')
    .where('orderId', '=', orderId)
    .where('email', '=', PARTICIPANT_EMAIL)
    .executeTakeFirstOrThrow());
  // Real JPEGs: a download reads the stored file (and would strip any metadata it still carried).
  const jpeg = (width: number) =>
    sharp({ create: { width, height: 10, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  const photoBytes = await jpeg(10);
  await storage.put('foto.jpeg', photoBytes);
  await storage.put('foto.thumb.jpeg', await jpeg(5));
  ({ photoId } = await testDb.db
    .insertInto('eventPhotos')
    .values({
      eventId,
      uploadedBy: admin.userId,
      storageKey: 'foto.jpeg',
      thumbnailKey: 'foto.thumb.jpeg',
      format: 'jpeg',
      sizeBytes: photoBytes.length,
      width: 10,
      height: 10,
      createdAt: NOW.toISOString(),
    })
    .returning('photoId')
    .executeTakeFirstOrThrow());
});
beforeEach(() => {
  sent.length = 0;
  clock = NOW;
});
afterAll(() => testDb.destroy());

async function register(email: string): Promise<{ agent: Agent; csrf: string; token: string; body: unknown }> {
  const { agent, csrf } = await anonymousAgent(app);
  const res = await agent
    .post(API_ROUTES.userRegistration.path)
    .set('x-csrf-token', csrf)
    .send(registrationOf(email, 'Teilnahme-Nachweis-2026'));
  expect(res.status).toBe(201);
  return {
    agent,
    csrf: res.headers['set-cookie'] ? csrfCookie(res.headers['set-cookie']) : csrf,
    token: linkToken(email),
    body: res.body,
  };
}

function csrfCookie(lines: string[] | string): string {
  const line = [lines].flat().find((c) => c.startsWith('amb_csrf='))!;
  return decodeURIComponent(line.slice('amb_csrf='.length).split(';')[0]!);
}

/** The token of the newest confirmation mail to `email`. */
function linkToken(email: string): string {
  const mail = [...sent].reverse().find((m) => m.to === email && m.subject === EMAIL_CONFIRMATION_MESSAGES.mailSubject);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const prefix = buildPath(PAGE_ROUTES.emailConfirmation.path, { token: 'TOKEN' }).replace('TOKEN', '');
  const match = new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(mail.text);
  return match![1]!;
}

const confirm = (agent: Agent, csrf: string, token: string) =>
  agent.post(API_ROUTES.emailConfirm.path).set('x-csrf-token', csrf).send({ token });

/** What the account sees of Anna's order. */
async function sees(agent: Agent) {
  const documents = (await agent.get(API_ROUTES.memberDocuments.path)).body as MemberDocumentsResponse;
  const photos = (await agent.get(API_ROUTES.memberPhotos.path)).body as { events: { photos: unknown[] }[] };
  return {
    documents: documents.bookings.map((b) => b.orderId),
    notice: (await agent.get(buildPath(API_ROUTES.memberNotice.path, { id: orderId }))).status,
    certificate: (await agent.get(buildPath(API_ROUTES.memberCertificate.path, { id: participantId }))).status,
    photos: photos.events.flatMap((e) => e.photos).length,
    photo: (await agent.get(buildPath(API_ROUTES.memberPhotoDownload.path, { id: photoId }))).status,
    calendar: ((await agent.get(API_ROUTES.memberCalendar.path)).body as { entries: unknown[] }).entries.length,
    user: (await agent.get(API_ROUTES.currentUser.path)).body.user.emailConfirmed as boolean,
  };
}

const NOTHING = { documents: [], notice: 404, certificate: 404, photos: 0, photo: 404, calendar: 0, user: false };

describe('registration with a participant’s address', () => {
  it('logs in, sees none of the order until the link confirms the address, then sees it', async () => {
    const clara = await register(PARTICIPANT_EMAIL);
    expect(clara.body).toMatchObject({
      user: { email: PARTICIPANT_EMAIL, emailConfirmed: false },
      message: EMAIL_CONFIRMATION_MESSAGES.registered(PARTICIPANT_EMAIL),
    });
    expect(await sees(clara.agent)).toEqual(NOTHING);

    const res = await confirm(clara.agent, clara.csrf, clara.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: PARTICIPANT_EMAIL,
      kind: 'registration',
      message: EMAIL_CONFIRMATION_MESSAGES.confirmed(PARTICIPANT_EMAIL),
    });
    expect(await sees(clara.agent)).toEqual({
      documents: [orderId],
      notice: 200,
      certificate: 200,
      photos: 1,
      photo: 200,
      calendar: 1,
      user: true,
    });
  });

  it('the mail is German, goes to the address, and only the sha256 of its token is stored', async () => {
    const { token } = await register('dora.neu@example.de');
    const mail = sent.find((m) => m.to === 'dora.neu@example.de')!;
    expect(mail.secret).toBe(true);
    expect(mail.text).toContain('Hallo Erika,');
    expect(mail.text).toContain('48 Stunden');
    const rows = await testDb.db.selectFrom('emailConfirmations').selectAll().execute();
    expect(rows.map((r) => r.tokenHash)).toContain(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((r) => r.tokenHash === sha256Hex(token))!;
    expect(row.expiresAt).toBe(new Date(NOW.getTime() + 48 * HOUR).toISOString());
  });

  it('a link works once; an expired or unknown one is refused in German and confirms nothing', async () => {
    const emil = await register('emil.neu@example.de');
    clock = new Date(NOW.getTime() + 48 * HOUR + 1000);
    const later = await anonymousAgent(app); // the link may be opened anywhere, and Emil's session is over
    const expired = await confirm(later.agent, later.csrf, emil.token);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      error: { code: 'CONFIRMATION_INVALID', message: EMAIL_CONFIRMATION_MESSAGES.invalidLink },
    });
    expect((await confirm(later.agent, later.csrf, 'unbekannt')).status).toBe(400);

    clock = NOW;
    expect((await emil.agent.get(API_ROUTES.currentUser.path)).body.user.emailConfirmed).toBe(false);
    const { agent, csrf } = await anonymousAgent(app);
    expect((await confirm(agent, csrf, emil.token)).status).toBe(200);
    expect((await confirm(agent, csrf, emil.token)).status).toBe(400);
    expect((await emil.agent.get(API_ROUTES.currentUser.path)).body.user.emailConfirmed).toBe(true);
  });

  it('meinamb can send the link again (rate-limited); a confirmed address needs none', async () => {
    const fritz = await register('fritz.neu@example.de');
    const resend = () => fritz.agent.post(API_ROUTES.emailConfirmationResend.path).set('x-csrf-token', fritz.csrf);
    const first = await resend();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.resent('fritz.neu@example.de') });
    const newToken = linkToken('fritz.neu@example.de');
    expect(newToken).not.toBe(fritz.token);
    expect([(await resend()).status, (await resend()).status, (await resend()).status]).toEqual([200, 200, 429]);

    expect((await confirm(fritz.agent, fritz.csrf, newToken)).status).toBe(200);
    const anna = await loginAs(app, 'anna.schneider@example.de');
    const confirmed = await anna.agent.post(API_ROUTES.emailConfirmationResend.path).set('x-csrf-token', anna.csrf);
    expect(confirmed.body).toEqual({ message: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed });
  });

  it('the demo accounts are confirmed', async () => {
    const anna = await loginAs(app, 'anna.schneider@example.de');
    expect((await anna.agent.get(API_ROUTES.currentUser.path)).body.user.emailConfirmed).toBe(true);
  });
});

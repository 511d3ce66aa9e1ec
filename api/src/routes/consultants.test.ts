import ICAL from 'ical.js';
import { API_ROUTES, CSRF_HEADER, buildPath } from '@amb/shared-contracts';
import type { Express } from 'express';
import { createMailer, type MailMessage } from '../mail';
import { anonymousAgent, loginAs, type Agent } from '../test/agent';
import { createTestApp } from '../test/createTestApp';
import type { TestDb } from '../test/createTestDb';
import { csrfFrom, demoUsers, type DemoUsers } from '../test/demoUsers';

type Session = { agent: Agent; csrf: string };

let now = new Date('2026-01-05T09:00:00.000Z'); // a Monday, 10:00 in Berlin
let testDb: TestDb;
let app: Express;
let users: DemoUsers;
const sent: MailMessage[] = [];
const s = {} as Record<'member' | 'other' | 'committee' | 'acting', Session>;

const post = (session: Session, path: string, body: object) =>
  session.agent.post(path).set(CSRF_HEADER, session.csrf).send(body);
const slotsOf = async (session: Session) =>
  (await session.agent.get(API_ROUTES.consultantAppointments.path)).body.slots as Array<{
    startsAt: string;
    day: string;
    time: string;
  }>;

beforeAll(async () => {
  ({ testDb, app } = await createTestApp({
    now: () => now,
    mailer: createMailer({
      transport: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    }),
  }));
  users = await demoUsers(testDb.db);
  s.member = await loginAs(app, users.member.email);
  s.other = await loginAs(app, users.otherMember.email);
  s.committee = await loginAs(app, users.committeeMember.email);
  s.acting = await loginAs(app, users.admin.email);
  const started = await post(s.acting, API_ROUTES.impersonation.path, { userId: users.otherMember.userId });
  s.acting.csrf = csrfFrom(started) ?? s.acting.csrf;
});
afterAll(() => testDb.destroy());

const VIDEO = { channel: 'video', topic: 'Seminarauswahl und Termine', note: 'Es geht um BR I.' };

describe('the member’s consultant', () => {
  it('a committee member gets the committee’s consultant, a member without one the consultant of their region', async () => {
    const own = await s.committee.agent.get(API_ROUTES.consultantGet.path);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      basis: 'committee',
      consultant: { name: 'Stefan Krüger', postalRegions: ['2', '3'] },
    });
    const member = await s.member.agent.get(API_ROUTES.consultantGet.path);
    expect(member.body).toMatchObject({
      basis: 'region',
      consultant: { name: 'Katrin Neumann', email: 'katrin.neumann@example.de' },
    });
    expect(member.body.consultant.rubrics.length).toBeGreaterThan(0);
    expect(member.headers['cache-control']).toContain('no-store');
  });

  it('logged out, every call is a 401', async () => {
    const { agent, csrf } = await anonymousAgent(app);
    for (const path of [
      API_ROUTES.consultantGet.path,
      API_ROUTES.consultantAppointments.path,
      API_ROUTES.consultantMyAppointments.path,
    ]) {
      expect((await agent.get(path)).status).toBe(401);
    }
    const res = await agent.post(API_ROUTES.consultantBook.path).set(CSRF_HEADER, csrf).send({});
    expect(res.status).toBe(401);
  });
});

describe('free slots', () => {
  it('start tomorrow, leave out the weekly team meeting, and end 30 days ahead', async () => {
    const slots = await slotsOf(s.member);
    expect(slots[0]).toMatchObject({ day: '2026-01-06', time: '09:00', startsAt: '2026-01-06T08:00:00.000Z' });
    // Katrin Neumann's team meeting: 2 days after the base date, 09:00–10:00.
    expect(slots.filter((slot) => slot.day === '2026-01-07').map((slot) => slot.time)).not.toContain('09:30');
    expect(slots.filter((slot) => slot.day === '2026-01-07').map((slot) => slot.time)).toContain('10:00');
    expect(slots.at(-1)!.day <= '2026-02-04').toBe(true);
    // Her holiday: 24 to 28 days after the base date.
    expect(slots.some((slot) => slot.day >= '2026-01-29' && slot.day <= '2026-02-02')).toBe(false);
  });

  it('the week summer time begins: the same Berlin hours, one hour earlier in UTC; Good Friday has none', async () => {
    now = new Date('2026-03-20T09:00:00.000Z');
    // Sessions end after 30 idle minutes: a session of that day.
    const slots = await slotsOf(await loginAs(app, users.member.email));
    const first = (day: string) => slots.find((slot) => slot.day === day);
    expect(first('2026-03-27')).toMatchObject({ time: '09:00', startsAt: '2026-03-27T08:00:00.000Z' });
    expect(first('2026-03-30')).toMatchObject({ time: '09:00', startsAt: '2026-03-30T07:00:00.000Z' });
    expect(first('2026-04-03')).toBeUndefined();
    expect(slots.filter((slot) => slot.day === '2026-03-30')).toHaveLength(
      slots.filter((slot) => slot.day === '2026-03-26').length,
    );
    now = new Date('2026-01-05T09:00:00.000Z');
  });
});

describe('booking, cancelling and moving', () => {
  let appointmentId = 0;
  let startsAt = '';

  it('re-checks the form on the server with the German messages, nothing stored', async () => {
    const res = await post(s.member, API_ROUTES.consultantBook.path, {
      startsAt: 'morgen',
      channel: 'phone',
      topic: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      startsAt: 'Bitte wählen Sie einen freien Termin aus',
      topic: 'Bitte wählen Sie ein Thema für das Gespräch aus',
      phone: 'Bitte geben Sie eine Telefonnummer an',
    });
    const markup = await post(s.member, API_ROUTES.consultantBook.path, {
      ...VIDEO,
      startsAt: '2026-01-07T12:00:00.000Z',
      note: '<script>alert(1)</script>',
    });
    expect(markup.status).toBe(400);
    expect(await testDb.db.selectFrom('consultantAppointments').selectAll().execute()).toEqual([]);
  });

  it('books a free slot, mails the member the calendar entry and tells the consultant', async () => {
    const slot = (await slotsOf(s.member))[4]!;
    startsAt = slot.startsAt;
    sent.length = 0;
    const res = await post(s.member, API_ROUTES.consultantBook.path, { ...VIDEO, startsAt: slot.startsAt });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      `Ihr Termin am 06.01.2026 um ${slot.time} Uhr ist gebucht. Die Bestätigung mit Kalendereintrag ist per E-Mail unterwegs.`,
    );
    expect(res.body.appointment).toMatchObject({
      startsAt: slot.startsAt,
      channel: 'video',
      status: 'booked',
      changeable: true,
      videoUrl: 'https://video.amb-demo.de/beratung/katrin.neumann',
    });
    appointmentId = res.body.appointment.appointmentId;
    expect(sent.map((m) => m.to)).toEqual([users.member.email, 'katrin.neumann@example.de']);
    const mail = sent[0]!;
    expect(mail.subject).toBe(`Ihr Beratungstermin am 06.01.2026 um ${slot.time} Uhr`);
    expect(mail.text).toContain('https://video.amb-demo.de/beratung/katrin.neumann');
    const ics = mail.attachments![0]!;
    expect(ics.filename).toBe('beratungstermin.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    // The entry carries its zone: registered, ical.js reads the Berlin wall time back as the slot's instant.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
    expect(event.endDate.toJSDate().getTime() - Date.parse(slot.startsAt)).toBe(30 * 60_000);
    expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(calendar.getFirstSubcomponent('vtimezone')).not.toBeNull();
    // The outbox keeps the attachment with the message.
    const stored = await testDb.db.selectFrom('mailAttachments').select(['filename', 'content']).execute();
    expect(stored.map((a) => a.filename)).toEqual(['beratungstermin.ics', 'beratungstermin.ics']);
  });

  it('the slot is gone for everyone; booking it again is a 409, an odd time another', async () => {
    expect((await slotsOf(s.other)).map((slot) => slot.startsAt)).not.toContain(startsAt);
    const again = await post(s.other, API_ROUTES.consultantBook.path, { ...VIDEO, startsAt });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'SLOT_TAKEN',
      message: expect.stringContaining('inzwischen vergeben'),
    });
    const odd = await post(s.other, API_ROUTES.consultantBook.path, { ...VIDEO, startsAt: '2026-01-06T08:10:00.000Z' });
    expect(odd.body.error.code).toBe('SLOT_UNAVAILABLE');
    const weekend = await post(s.other, API_ROUTES.consultantBook.path, {
      ...VIDEO,
      startsAt: '2026-01-10T09:00:00.000Z',
    });
    expect(weekend.body.error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('lists the member’s appointments, never another member’s', async () => {
    const mine = await s.member.agent.get(API_ROUTES.consultantMyAppointments.path);
    expect(mine.body.upcoming).toEqual([expect.objectContaining({ appointmentId, startsAt })]);
    const theirs = await s.other.agent.get(API_ROUTES.consultantMyAppointments.path);
    expect(theirs.body).toEqual({ upcoming: [], past: [] });
  });

  it('another member cannot cancel, move or download it (404)', async () => {
    expect((await post(s.other, API_ROUTES.consultantCancel.path, { appointmentId })).status).toBe(404);
    const later = (await slotsOf(s.other))[20]!;
    expect(
      (await post(s.other, API_ROUTES.consultantMove.path, { appointmentId, startsAt: later.startsAt })).status,
    ).toBe(404);
    expect(
      (await s.other.agent.get(buildPath(API_ROUTES.consultantAppointmentIcs.path, { id: appointmentId }))).status,
    ).toBe(404);
    expect((await s.other.agent.get(buildPath(API_ROUTES.consultantAppointmentIcs.path, { id: 'x' }))).status).toBe(
      400,
    );
  });

  it('moves it to another free slot: same calendar uid, a higher sequence', async () => {
    const target = (await slotsOf(s.member)).find((slot) => slot.day === '2026-01-12')!;
    sent.length = 0;
    const res = await post(s.member, API_ROUTES.consultantMove.path, { appointmentId, startsAt: target.startsAt });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Ihr Termin ist verlegt auf den 12.01.2026 um ${target.time} Uhr. Der neue Kalendereintrag ist per E-Mail unterwegs.`,
    );
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(sent[0]!.attachments![0]!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.uid).toBe(`beratung-${appointmentId}@amb-seminare.de`);
    expect(event.sequence).toBe(1);
    // The old slot is free again.
    expect((await slotsOf(s.other)).map((slot) => slot.startsAt)).toContain(startsAt);
    startsAt = target.startsAt;
    const ics = await s.member.agent.get(buildPath(API_ROUTES.consultantAppointmentIcs.path, { id: appointmentId }));
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.text).toContain(`UID:beratung-${appointmentId}@amb-seminare.de`);
  });

  it('at most three open appointments per member', async () => {
    const slots = await slotsOf(s.member);
    for (const slot of [slots[30]!, slots[40]!]) {
      expect((await post(s.member, API_ROUTES.consultantBook.path, { ...VIDEO, startsAt: slot.startsAt })).status).toBe(
        201,
      );
    }
    const fourth = await post(s.member, API_ROUTES.consultantBook.path, { ...VIDEO, startsAt: slots[50]!.startsAt });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toMatchObject({ code: 'APPOINTMENT_LIMIT' });
  });

  it('cancels it with a cancellation for the calendar; then the slot is free again', async () => {
    sent.length = 0;
    const res = await post(s.member, API_ROUTES.consultantCancel.path, { appointmentId });
    expect(res.status).toBe(200);
    expect(res.body.appointment.status).toBe('cancelled');
    const calendar = new ICAL.Component(ICAL.parse(sent[0]!.attachments![0]!.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect((await slotsOf(s.other)).map((slot) => slot.startsAt)).toContain(startsAt);
    const twice = await post(s.member, API_ROUTES.consultantCancel.path, { appointmentId });
    expect(twice.body.error.code).toBe('APPOINTMENT_NOT_CHANGEABLE');
    const listed = await s.member.agent.get(API_ROUTES.consultantMyAppointments.path);
    expect(listed.body.upcoming.map((a: { appointmentId: number }) => a.appointmentId)).not.toContain(appointmentId);
    expect(listed.body.past).toEqual([expect.objectContaining({ appointmentId, status: 'cancelled' })]);
  });

  it('less than 24 hours before, it can no longer be cancelled or moved', async () => {
    const tomorrow = (await slotsOf(s.other))[0]!; // 09:00 tomorrow: 23 hours ahead
    const booked = await post(s.other, API_ROUTES.consultantBook.path, { ...VIDEO, startsAt: tomorrow.startsAt });
    expect(booked.status).toBe(201);
    const id = booked.body.appointment.appointmentId;
    expect(booked.body.appointment.changeable).toBe(false);
    const cancel = await post(s.other, API_ROUTES.consultantCancel.path, { appointmentId: id });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.message).toBe(
      'Ein Termin kann nur bis 24 Stunden vorher abgesagt oder verlegt werden. Bitte rufen Sie uns an.',
    );
    const later = (await slotsOf(s.other))[25]!;
    expect(
      (await post(s.other, API_ROUTES.consultantMove.path, { appointmentId: id, startsAt: later.startsAt })).status,
    ).toBe(409);
  });

  it('an admin acting as a member books in the member’s name, audited', async () => {
    const slot = (await slotsOf(s.acting))[60]!;
    const res = await post(s.acting, API_ROUTES.consultantBook.path, {
      channel: 'phone',
      phone: '030 9876 5432',
      topic: 'Sonstiges',
      note: '',
      startsAt: slot.startsAt,
    });
    expect(res.status).toBe(201);
    const row = await testDb.db
      .selectFrom('consultantAppointments')
      .select(['userId', 'phone'])
      .where('appointmentId', '=', res.body.appointment.appointmentId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ userId: users.otherMember.userId, phone: '030 9876 5432' });
    const audit = await testDb.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'consultant.book')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

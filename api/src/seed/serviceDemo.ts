/**
 * Demo data of the member services, once on a fresh database (marked in meta), every date a fixed number of days
 * from the base date (days, not months: a base date a week later gives the same rows a week later):
 * - Anna Schneider's consultant appointment three days ahead (and a past one), so „Meine Termine“ shows both lists;
 * - a sent group offer for the committee „Betriebsrat Nordwerk GmbH“ and an in-house request of Jonas Weber waiting
 *   for the staff, priced by the shared rules;
 * - the Nordwerk committee's training plan (chair, deputy elected for the first time, a member on a four-day week).
 */
import { berlinInstant, quotePrice, type QuotePrice } from '@amb/shared-contracts';
import { resolveConsultant } from '../consultants/consultantService';
import type { Db } from '../db/types';
import { addDays } from '../util/calendarDays';

export const META_SERVICE_DEMO = 'demo_member_services_seeded';

const at = (baseDate: string, days: number, time = '09:00') =>
  berlinInstant(addDays(baseDate, days), time)!.toISOString();

async function userId(db: Db, email: string) {
  return (
    (await db.selectFrom('users').select(['userId', 'committeeId']).where('email', '=', email).executeTakeFirst()) ??
    null
  );
}

async function themeBySlug(db: Db, slug: string) {
  return db.selectFrom('themes').select('themeId').where('slug', '=', slug).executeTakeFirst();
}

async function seedAppointments(db: Db, baseDate: string): Promise<void> {
  const anna = await userId(db, 'anna.schneider@example.de');
  if (!anna) return;
  const { row } = await resolveConsultant(db, { userId: anna.userId, committeeId: anna.committeeId });
  const appointments = [
    {
      days: 3,
      time: '10:00',
      channel: 'video' as const,
      topic: 'Seminarauswahl und Termine',
      note: 'Welche Grundlagenseminare passen für mich als neues Mitglied?',
      phone: '',
    },
    {
      days: -12,
      time: '11:00',
      channel: 'phone' as const,
      topic: 'Freistellung und Schulungsanspruch',
      note: '',
      phone: '030 1234 5601',
    },
  ];
  for (const a of appointments) {
    const startsAt = at(baseDate, a.days, a.time);
    await db
      .insertInto('consultantAppointments')
      .values({
        consultantId: row.consultantId,
        userId: anna.userId,
        startsAt,
        endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
        channel: a.channel,
        topic: a.topic,
        note: a.note,
        phone: a.phone,
        status: 'booked',
        createdAt: at(baseDate, a.days - 7),
        updatedAt: at(baseDate, a.days - 7),
        cancelledAt: null,
      })
      .execute();
  }
}

const linesOf = (price: QuotePrice) => JSON.stringify(price.lines);

async function seedQuotes(db: Db, baseDate: string): Promise<void> {
  const markus = await userId(db, 'markus.fischer@example.de');
  const jonas = await userId(db, 'jonas.weber@example.de');
  const theme = await themeBySlug(db, 'betriebsverfassungsrecht-teil-ii');
  const inhouseTheme = await themeBySlug(db, 'arbeitszeitrecht-aktuell');
  if (!markus || !jonas || !theme || !inhouseTheme) return;
  const event = await db
    .selectFrom('events')
    .selectAll()
    .where('themeId', '=', theme.themeId)
    .where('startDate', '>=', addDays(baseDate, 42))
    .where('cancelledAt', 'is', null)
    .where((eb) => eb(eb('capacity', '-', eb.ref('seatsTaken')), '>=', 6))
    .orderBy('startDate')
    .orderBy('eventId')
    .executeTakeFirst();
  if (event) {
    const price = quotePrice({ kind: 'group', participants: 5, prices: event, discountPercent: 5 });
    const { quoteId } = await db
      .insertInto('quotes')
      .values({
        userId: markus.userId,
        committeeId: markus.committeeId,
        themeId: theme.themeId,
        kind: 'group',
        participants: 5,
        format: 'presence',
        locationId: null,
        inhousePostalCode: null,
        inhouseCity: null,
        dateWindows: JSON.stringify([{ from: addDays(baseDate, 30), to: addDays(baseDate, 120) }]),
        remarks: 'Fünf neue Mitglieder nach der Wahl.',
        status: 'sent',
        eventId: event.eventId,
        days: null,
        distanceKm: null,
        discountPercent: 5,
        priceLines: linesOf(price),
        netCents: price.netCents,
        validUntil: addDays(baseDate, 27),
        message: 'Gern reservieren wir Ihrem Gremium die Plätze bis zum Ablauf des Angebots.',
        createdAt: at(baseDate, -5),
        updatedAt: at(baseDate, -3),
        sentAt: at(baseDate, -3),
        openedAt: null,
        decidedAt: null,
        orderId: null,
      })
      .returning('quoteId')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('quoteStatusHistory')
      .values([
        { quoteId, status: 'draft', at: at(baseDate, -5), actorUserId: markus.userId },
        { quoteId, status: 'sent', at: at(baseDate, -3), actorUserId: null },
      ])
      .execute();
  }
  const { quoteId } = await db
    .insertInto('quotes')
    .values({
      userId: jonas.userId,
      committeeId: jonas.committeeId,
      themeId: inhouseTheme.themeId,
      kind: 'inhouse',
      participants: 11,
      format: 'presence',
      locationId: null,
      inhousePostalCode: '10115',
      inhouseCity: 'Berlin',
      dateWindows: JSON.stringify([
        { from: addDays(baseDate, 45), to: addDays(baseDate, 59) },
        { from: addDays(baseDate, 80), to: addDays(baseDate, 94) },
      ]),
      remarks: 'Schichtbetrieb: bitte nur dienstags bis donnerstags.',
      status: 'draft',
      eventId: null,
      days: null,
      distanceKm: null,
      priceLines: null,
      netCents: null,
      validUntil: null,
      message: '',
      createdAt: at(baseDate, -1),
      updatedAt: at(baseDate, -1),
      sentAt: null,
      openedAt: null,
      decidedAt: null,
      orderId: null,
    })
    .returning('quoteId')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quoteStatusHistory')
    .values({ quoteId, status: 'draft', at: at(baseDate, -1), actorUserId: jonas.userId })
    .execute();
}

async function seedPlan(db: Db, baseDate: string): Promise<void> {
  const markus = await userId(db, 'markus.fischer@example.de');
  const lena = await userId(db, 'lena.wagner@example.de');
  const tobias = await userId(db, 'tobias.becker@example.de');
  const einigung = await themeBySlug(db, 'die-einigungsstelle');
  const arbeitsrecht = await themeBySlug(db, 'arbeitsrecht-teil-ii');
  if (!markus?.committeeId || !lena || !tobias || !einigung || !arbeitsrecht) return;
  const created = at(baseDate, -20);
  const { planId } = await db
    .insertInto('trainingPlans')
    .values({
      committeeId: markus.committeeId,
      termStart: addDays(baseDate, -270),
      format: 'any',
      locationId: null,
      sharedAt: null,
      createdByUserId: markus.userId,
      createdAt: created,
      updatedAt: created,
    })
    .returning('planId')
    .executeTakeFirstOrThrow();
  const member = (user: { userId: number }, position: number, fields: Record<string, unknown>) => ({
    planId,
    userId: user.userId,
    position,
    memberFunction: 'member' as const,
    firstTerm: 0,
    workDaysPerWeek: 5,
    termStart: null,
    topics: '[]',
    doneThemeIds: '[]',
    note: '',
    ...fields,
  });
  await db
    .insertInto('trainingPlanMembers')
    .values([
      member(markus, 0, { memberFunction: 'chair', note: 'Vorsitz seit der letzten Amtszeit' }),
      member(lena, 1, {
        memberFunction: 'deputy',
        firstTerm: 1,
        topics: JSON.stringify([{ themeId: einigung.themeId, legalBasis: 'br37Abs7' }]),
      }),
      member(tobias, 2, {
        workDaysPerWeek: 4,
        topics: JSON.stringify([{ themeId: arbeitsrecht.themeId, legalBasis: 'br37Abs7' }]),
      }),
    ])
    .execute();
}

/** Once per database; false when done before. */
export async function seedServiceDemo(db: Db, baseDate: string): Promise<boolean> {
  const done = await db.selectFrom('meta').select('key').where('key', '=', META_SERVICE_DEMO).executeTakeFirst();
  if (done) return false;
  await seedAppointments(db, baseDate);
  await seedQuotes(db, baseDate);
  await seedPlan(db, baseDate);
  await db.insertInto('meta').values({ key: META_SERVICE_DEMO, value: baseDate }).execute();
  return true;
}

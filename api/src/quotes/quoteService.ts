/**
 * Quotes: a member (or a committee's manager) asks for a group offer on a date of a theme or an in-house seminar;
 * staff price the draft by the shared pricing rules and send it; the first opening by the recipient is
 * recorded; the recipient accepts (the order goes through the booking engine, orders/quoteOrder.ts) or
 * declines it until its validity date. Every change is one conditional write on the state the caller read
 * (status and version), with its history row and mails in the same transaction. Who may see a quote: its
 * requester, the manager of the committee it was asked for, and staff (a real admin, not acting as a member);
 * for everyone else it does not exist (404).
 */
import {
  ORDER_MESSAGES,
  PAGE_ROUTES,
  QUOTE_FIELD_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_LABELS_FOR_RECIPIENT,
  QUOTE_VALIDITY_DAYS,
  addCalendarDays,
  berlinWallTime,
  buildPath,
  effectiveQuoteStatus,
  groupParticipantPricesCents,
  quoteNumber,
  quotePrice,
  quoteTransition,
  seatsLeft,
  vatTotals,
  type BoardOption,
  type DateWindow,
  type OrderOptions,
  type Price,
  type QuoteEventOption,
  type QuoteLine,
  type QuoteOfferInput,
  type QuotePrice,
  type QuoteRequestInput,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteView,
} from '@amb/shared-contracts';
import { resolveConsultant } from '../consultants/consultantService';
import { inWriteTransaction } from '../db/groupCommit';
import type { Db } from '../db/types';
import { forbidden, httpError, notFound, validationFailed, type HttpError } from '../http/errors';
import type { Mailer, QueuedMail } from '../mail';
import { addressOptions } from '../orders/addressOptions';
import { orderNumber } from '../orders/orderView';
import { placeGroupQuoteOrder, placeInhouseQuoteOrder } from '../orders/quoteOrder';
import {
  committeeBilling,
  findQuoteRow,
  findTheme,
  insertQuote,
  insertQuoteHistory,
  isOnlineHotel,
  listQuoteRows,
  locationExists,
  quoteEvent,
  quoteHistory,
  themeEventOptions,
  updateQuote,
  type QuoteRow,
} from '../repositories/quotes';
import { decisionMail, inhouseOrderMail, quoteSentMail, requestConfirmationMail, staffRequestMail } from './quoteMails';

export interface QuoteViewer {
  userId: number;
  email: string;
  committeeId: number | null;
  committeeRole: 'member' | 'manager' | null;
  /** A real admin (not acting as a member). */
  staff: boolean;
}

const today = (now: Date) => berlinWallTime(now).day;
const yearOf = (iso: string) => Number(berlinWallTime(iso).day.slice(0, 4));

function isRecipient(row: QuoteRow, viewer: QuoteViewer): boolean {
  return (
    row.userId === viewer.userId ||
    (viewer.committeeRole === 'manager' && row.committeeId !== null && row.committeeId === viewer.committeeId)
  );
}

/** The row when the viewer may see it; anyone else's quote is as unknown as a missing one. */
async function visibleQuote(db: Db, viewer: QuoteViewer, quoteId: number): Promise<QuoteRow> {
  const row = await findQuoteRow(db, quoteId);
  if (!row || !(viewer.staff || isRecipient(row, viewer))) throw notFound(QUOTE_MESSAGES.notFound);
  return row;
}

function pricesOf(event: NonNullable<Awaited<ReturnType<typeof quoteEvent>>>): Price {
  return {
    price: event.price,
    priceParticipantTwo: event.priceParticipantTwo,
    priceParticipantThree: event.priceParticipantThree,
    priceParticipantFour: event.priceParticipantFour,
    priceParticipantFive: event.priceParticipantFive,
  };
}

function storedPrice(row: QuoteRow): QuotePrice | null {
  if (row.priceLines === null || row.netCents === null) return null;
  const totals = vatTotals(row.netCents);
  return {
    lines: JSON.parse(row.priceLines) as QuoteLine[],
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
  };
}

/** The price by the rules for the offer as it stands, or null while something it needs is missing. */
async function currentPrice(db: Db, row: QuoteRow): Promise<QuotePrice | null> {
  if (row.kind === 'group') {
    if (row.eventId === null) return null;
    const event = await quoteEvent(db, row.eventId);
    if (!event) return null;
    return quotePrice({
      kind: 'group',
      participants: row.participants,
      prices: pricesOf(event),
      discountPercent: row.discountPercent,
    });
  }
  if (row.days === null || row.distanceKm === null) return null;
  return quotePrice({
    kind: 'inhouse',
    participants: row.participants,
    days: row.days,
    distanceKm: row.distanceKm,
    discountPercent: row.discountPercent,
  });
}

async function viewOf(db: Db, row: QuoteRow, viewer: QuoteViewer, now: Date): Promise<QuoteView> {
  const status = effectiveQuoteStatus(row, today(now));
  const recipient = isRecipient(row, viewer);
  const labels = viewer.staff ? QUOTE_STATUS_LABELS : QUOTE_STATUS_LABELS_FOR_RECIPIENT;
  // What staff prepare in a draft stays theirs until they send it.
  const offerShown = viewer.staff || row.status !== 'draft';
  const event = row.eventId === null || !offerShown ? undefined : await quoteEvent(db, row.eventId);
  const price = storedPrice(row) ?? (viewer.staff ? await currentPrice(db, row) : null);
  const history = await quoteHistory(db, row.quoteId);
  return {
    quoteId: row.quoteId,
    number: quoteNumber(row.quoteId, yearOf(row.createdAt)),
    status,
    statusLabel: labels[status],
    kind: row.kind,
    theme: { themeId: row.themeId, title: row.themeTitle, slug: row.themeSlug },
    participants: row.participants,
    format: row.format,
    location:
      row.locationId !== null && row.locationName ? { locationId: row.locationId, name: row.locationName } : null,
    inhouse: row.kind === 'inhouse' ? { postalCode: row.inhousePostalCode ?? '', city: row.inhouseCity ?? '' } : null,
    dateWindows: JSON.parse(row.dateWindows) as DateWindow[],
    remarks: row.remarks,
    requester: {
      userId: row.userId,
      name: `${row.requesterFirstname} ${row.requesterLastname}`,
      email: row.requesterEmail,
    },
    committee:
      row.committeeId !== null && row.committeeName ? { committeeId: row.committeeId, name: row.committeeName } : null,
    event: event
      ? {
          eventId: event.eventId,
          startDate: event.startDate,
          endDate: event.endDate,
          city: event.city,
          isOnline: isOnlineHotel(event.hotelId),
        }
      : null,
    days: offerShown ? row.days : null,
    distanceKm: offerShown ? row.distanceKm : null,
    discountPercent: offerShown ? row.discountPercent : 0,
    price,
    validUntil: row.validUntil,
    message: row.message,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    openedAt: row.openedAt,
    decidedAt: row.decidedAt,
    order: row.orderId !== null ? { orderId: row.orderId, orderNumber: orderNumber(row.orderId) } : null,
    history: history.map((h) => ({ status: h.status, label: labels[h.status], at: h.at })),
    version: row.version,
    actions: {
      edit: viewer.staff && status === 'draft',
      send: viewer.staff && status === 'draft' && price !== null,
      decide: recipient && !viewer.staff && (status === 'sent' || status === 'opened'),
    },
  };
}

function summaryOf(view: QuoteView): QuoteSummary {
  return {
    quoteId: view.quoteId,
    number: view.number,
    status: view.status,
    statusLabel: view.statusLabel,
    kind: view.kind,
    themeTitle: view.theme.title,
    participants: view.participants,
    requester: view.requester.name,
    committee: view.committee?.name ?? null,
    grossCents: view.price?.grossCents ?? null,
    validUntil: view.validUntil,
    createdAt: view.createdAt,
    sentAt: view.sentAt,
  };
}

const memberUrl = (origin: string, quoteId: number) =>
  `${origin}${buildPath(PAGE_ROUTES.memberQuote.path, { id: quoteId })}`;
const adminUrl = (origin: string, quoteId: number) =>
  `${origin}${buildPath(PAGE_ROUTES.adminQuote.path, { id: quoteId })}`;

async function deliverAll(db: Db, mailer: Mailer, mails: QueuedMail[]): Promise<void> {
  for (const mail of mails) await mailer.deliver(db, mail);
}

/** Who is told about requests and decisions: the consultant of the requester (or their committee). */
async function staffAddress(db: Db, row: { userId: number; committeeId: number | null }): Promise<string> {
  return (await resolveConsultant(db, { userId: row.userId, committeeId: row.committeeId })).row.email;
}

function checkWindows(windows: readonly DateWindow[], now: Date): void {
  const first = today(now);
  const last = addCalendarDays(first, 730);
  const bad = windows.findIndex((w) => w.from < first || w.to > last);
  if (bad >= 0) throw validationFailed({ dateWindows: QUOTE_FIELD_MESSAGES.dateWindow });
}

export async function requestQuote(
  db: Db,
  mailer: Mailer,
  { viewer, input, now, origin }: { viewer: QuoteViewer; input: QuoteRequestInput; now: Date; origin: string },
): Promise<QuoteView> {
  if (!(await findTheme(db, input.themeId))) throw validationFailed({ themeId: QUOTE_MESSAGES.themeNotFound });
  if (input.locationId !== null && !(await locationExists(db, input.locationId))) {
    throw validationFailed({ locationId: QUOTE_FIELD_MESSAGES.locationId });
  }
  checkWindows(input.dateWindows, now);
  const at = now.toISOString();
  const { view, mails } = await inWriteTransaction(db, async (trx) => {
    const quoteId = await insertQuote(trx, {
      userId: viewer.userId,
      committeeId: viewer.committeeId,
      themeId: input.themeId,
      kind: input.kind,
      participants: input.participants,
      format: input.kind === 'inhouse' ? 'presence' : input.format,
      locationId: input.kind === 'inhouse' ? null : input.locationId,
      inhousePostalCode: input.kind === 'inhouse' ? (input.postalCode ?? null) : null,
      inhouseCity: input.kind === 'inhouse' ? (input.city ?? null) : null,
      dateWindows: JSON.stringify(input.dateWindows.map(({ from, to }) => ({ from, to }))),
      remarks: input.remarks,
      status: 'draft',
      eventId: null,
      days: null,
      distanceKm: null,
      priceLines: null,
      netCents: null,
      validUntil: null,
      message: '',
      createdAt: at,
      updatedAt: at,
      sentAt: null,
      openedAt: null,
      decidedAt: null,
      orderId: null,
    });
    await insertQuoteHistory(trx, { quoteId, status: 'draft', at, actorUserId: viewer.userId });
    const created = await viewOf(trx, (await findQuoteRow(trx, quoteId))!, viewer, now);
    const staff = await staffAddress(trx, { userId: viewer.userId, committeeId: viewer.committeeId });
    return {
      view: created,
      mails: [
        await mailer.enqueue(trx, requestConfirmationMail(created, memberUrl(origin, quoteId)), now),
        await mailer.enqueue(trx, staffRequestMail(created, staff, adminUrl(origin, quoteId)), now),
      ],
    };
  });
  await deliverAll(db, mailer, mails);
  return view;
}

export async function getQuote(db: Db, viewer: QuoteViewer, quoteId: number, now: Date) {
  const row = await visibleQuote(db, viewer, quoteId);
  const quote = await viewOf(db, row, viewer, now);
  if (!viewer.staff) return { quote };
  const eventOptions: QuoteEventOption[] = (await themeEventOptions(db, row.themeId, today(now))).map((e) => ({
    eventId: e.eventId,
    startDate: e.startDate,
    endDate: e.endDate,
    city: e.city,
    isOnline: isOnlineHotel(e.hotelId),
    seatsLeft: seatsLeft(e.capacity, e.seatsTaken),
  }));
  return { quote, eventOptions };
}

export async function listQuotes(db: Db, viewer: QuoteViewer, status: QuoteStatus | undefined, now: Date) {
  const rows = await listQuoteRows(
    db,
    viewer.staff
      ? 'all'
      : { userId: viewer.userId, managedCommitteeId: viewer.committeeRole === 'manager' ? viewer.committeeId : null },
  );
  const views = await Promise.all(rows.map((row) => viewOf(db, row, viewer, now)));
  return { quotes: views.filter((v) => status === undefined || v.status === status).map(summaryOf) };
}

function refuse(reason: 'notAllowed' | 'expired'): HttpError {
  return reason === 'expired'
    ? httpError('QUOTE_EXPIRED', QUOTE_MESSAGES.expired)
    : httpError('QUOTE_NOT_ALLOWED', QUOTE_MESSAGES.notAllowed);
}

/** Staff price a draft: the date of a group offer (a date of the theme with the seats), or days and distance. */
export async function saveOffer(db: Db, viewer: QuoteViewer, input: QuoteOfferInput, now: Date) {
  const row = await visibleQuote(db, viewer, input.quoteId);
  const transition = quoteTransition(row, 'edit', today(now));
  if (!transition.ok) throw refuse(transition.reason);
  if (row.kind === 'group' && input.eventId !== null) {
    const event = await quoteEvent(db, input.eventId);
    const fits =
      event &&
      event.themeId === row.themeId &&
      event.cancelledAt === null &&
      event.startDate >= today(now) &&
      seatsLeft(event.capacity, event.seatsTaken) >= row.participants;
    if (!fits) throw validationFailed({ eventId: QUOTE_FIELD_MESSAGES.eventId });
  }
  if (input.validUntil) checkValidity(input.validUntil, now);
  const saved = await updateQuote(
    db,
    row.quoteId,
    { version: input.version, statuses: ['draft'] },
    {
      eventId: row.kind === 'group' ? input.eventId : null,
      days: row.kind === 'inhouse' ? input.days : null,
      distanceKm: row.kind === 'inhouse' ? input.distanceKm : null,
      discountPercent: input.discountPercent,
      validUntil: input.validUntil || null,
      message: input.message,
      updatedAt: now.toISOString(),
    },
  );
  if (!saved) throw httpError('QUOTE_CHANGED', QUOTE_MESSAGES.changed);
  return getQuote(db, viewer, row.quoteId, now);
}

function checkValidity(validUntil: string, now: Date): void {
  const first = addCalendarDays(today(now), QUOTE_VALIDITY_DAYS.min);
  const last = addCalendarDays(today(now), QUOTE_VALIDITY_DAYS.max);
  if (validUntil < first || validUntil > last) {
    throw validationFailed({
      validUntil: QUOTE_FIELD_MESSAGES.validUntil(QUOTE_VALIDITY_DAYS.min, QUOTE_VALIDITY_DAYS.max),
    });
  }
}

/** Staff send a priced draft: the price as sent is stored, the validity date set, the recipient mailed. */
export async function sendQuote(
  db: Db,
  mailer: Mailer,
  {
    viewer,
    quoteId,
    version,
    now,
    origin,
  }: { viewer: QuoteViewer; quoteId: number; version: number; now: Date; origin: string },
) {
  const row = await visibleQuote(db, viewer, quoteId);
  const transition = quoteTransition(row, 'send', today(now));
  if (!transition.ok) throw refuse(transition.reason);
  const price = await currentPrice(db, row);
  if (!price) throw httpError('QUOTE_NOT_ALLOWED', QUOTE_MESSAGES.notPriced);
  const validUntil = row.validUntil ?? addCalendarDays(today(now), QUOTE_VALIDITY_DAYS.default);
  if (validUntil <= today(now)) checkValidity(validUntil, now);
  const at = now.toISOString();
  const { view, mails } = await inWriteTransaction(db, async (trx) => {
    const sent = await updateQuote(
      trx,
      quoteId,
      { version, statuses: ['draft'] },
      {
        status: 'sent',
        sentAt: at,
        updatedAt: at,
        validUntil,
        priceLines: JSON.stringify(price.lines),
        netCents: price.netCents,
      },
    );
    if (!sent) throw httpError('QUOTE_CHANGED', QUOTE_MESSAGES.changed);
    await insertQuoteHistory(trx, { quoteId, status: 'sent', at, actorUserId: viewer.userId });
    const updated = (await findQuoteRow(trx, quoteId))!;
    const forRecipient = await viewOf(trx, updated, { ...viewer, staff: false, userId: updated.userId }, now);
    return {
      view: await viewOf(trx, updated, viewer, now),
      mails: [await mailer.enqueue(trx, quoteSentMail(forRecipient, memberUrl(origin, quoteId)), now)],
    };
  });
  await deliverAll(db, mailer, mails);
  return { quote: view, message: QUOTE_MESSAGES.sent(view.number, view.requester.email) };
}

/** The recipient opens the quote: the first opening of a sent quote is recorded (staff opening records nothing). */
export async function openQuote(db: Db, viewer: QuoteViewer, quoteId: number, now: Date) {
  const row = await visibleQuote(db, viewer, quoteId);
  if (!viewer.staff && isRecipient(row, viewer)) {
    const transition = quoteTransition(row, 'open', today(now));
    if (transition.ok && transition.changed) {
      const at = now.toISOString();
      await inWriteTransaction(db, async (trx) => {
        // Only the first opening: a concurrent one finds the quote opened and writes nothing.
        if (
          await updateQuote(trx, quoteId, { statuses: ['sent'] }, { status: 'opened', openedAt: at, updatedAt: at })
        ) {
          await insertQuoteHistory(trx, { quoteId, status: 'opened', at, actorUserId: viewer.userId });
        }
      });
    }
  }
  return { quote: await viewOf(db, (await findQuoteRow(db, quoteId))!, viewer, now) };
}

async function billingOf(db: Db, row: QuoteRow): Promise<{ options: OrderOptions; board: BoardOption }> {
  if (row.committeeId !== null) {
    const committee = await committeeBilling(db, row.committeeId);
    if (committee) {
      return {
        options: {
          company: committee.company,
          street: committee.street,
          streetNumber: committee.streetNumber,
          postalCode: committee.postalCode,
          city: committee.city,
          purchaseOrderNumber: '',
          costCentre: committee.costCentre ?? '',
          remarks: '',
        },
        board: committee.hotelOverNightOption ?? 'overnight',
      };
    }
  }
  const own = await addressOptions(db, row.userId);
  if (!own)
    throw validationFailed({ options: ORDER_MESSAGES.billingAddressMissing }, ORDER_MESSAGES.billingAddressMissing);
  return { options: own, board: 'overnight' };
}

export async function decideQuote(
  db: Db,
  mailer: Mailer,
  {
    viewer,
    quoteId,
    decision,
    now,
    origin,
  }: { viewer: QuoteViewer; quoteId: number; decision: 'accept' | 'decline'; now: Date; origin: string },
) {
  const row = await visibleQuote(db, viewer, quoteId);
  if (viewer.staff || !isRecipient(row, viewer)) throw forbidden();
  const transition = quoteTransition(row, decision, today(now));
  if (!transition.ok) throw refuse(transition.reason);
  const at = now.toISOString();
  const staff = await staffAddress(db, row);
  const mails: QueuedMail[] = [];
  /** In the decision's (or the order's) transaction: the conditional status change, its history, its mails. */
  const decide = async (trx: Db, orderId: number | null) => {
    const status = decision === 'accept' ? 'accepted' : 'declined';
    const live: QuoteStatus[] = ['sent', 'opened'];
    if (!(await updateQuote(trx, quoteId, { statuses: live }, { status, decidedAt: at, updatedAt: at, orderId }))) {
      throw httpError('QUOTE_CHANGED', QUOTE_MESSAGES.changed);
    }
    await insertQuoteHistory(trx, { quoteId, status, at, actorUserId: viewer.userId });
    const view = await viewOf(trx, (await findQuoteRow(trx, quoteId))!, viewer, now);
    if (orderId !== null && row.kind === 'inhouse') {
      mails.push(
        await mailer.enqueue(
          trx,
          inhouseOrderMail(view, viewer.email, orderNumber(orderId), memberUrl(origin, quoteId)),
          now,
        ),
      );
    }
    mails.push(await mailer.enqueue(trx, decisionMail(view, staff, adminUrl(origin, quoteId)), now));
  };

  let orderId: number | null = null;
  if (decision === 'decline') {
    await inWriteTransaction(db, (trx) => decide(trx, null));
  } else {
    const price = storedPrice(row);
    if (!price) throw httpError('QUOTE_NOT_ALLOWED', QUOTE_MESSAGES.notAllowed);
    const { options, board } = await billingOf(db, row);
    const common = {
      userId: viewer.userId,
      options,
      now,
      today: today(now),
      idempotencyKey: `angebot-${quoteId}`,
      accept: (trx: Db, placed: number) => decide(trx, placed),
    };
    if (row.kind === 'group') {
      const event = row.eventId === null ? undefined : await quoteEvent(db, row.eventId);
      if (!event) throw httpError('EVENT_NOT_BOOKABLE', QUOTE_MESSAGES.eventGone);
      try {
        const placed = await placeGroupQuoteOrder(db, mailer, {
          ...common,
          eventId: event.eventId,
          pricesCents: groupParticipantPricesCents(price, pricesOf(event), row.participants),
          boardOption: isOnlineHotel(event.hotelId) ? 'none' : board,
        });
        orderId = placed.order.orderId;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'EVENT_FULL' || code === 'EVENT_NOT_BOOKABLE' || code === 'BOOKING_LIMIT') {
          throw httpError(code, QUOTE_MESSAGES.eventGone);
        }
        throw error;
      }
    } else {
      orderId = (
        await placeInhouseQuoteOrder(db, { ...common, totalCents: price.netCents, committeeId: row.committeeId })
      ).orderId;
    }
  }
  await deliverAll(db, mailer, mails);
  const quote = await viewOf(db, (await findQuoteRow(db, quoteId))!, viewer, now);
  return { quote, message: orderId === null ? QUOTE_MESSAGES.declined : QUOTE_MESSAGES.accepted(orderNumber(orderId)) };
}

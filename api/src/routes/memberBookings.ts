/**
 * The member's bookings (issue 12): GET future-events, past-events, next-event-recipients,
 * article-recommendations; POST cancel-recipient-booking (the fee of today, stored with the cancellation) and
 * substitute-recipient (free). Only the caller's own orders are listed; a participant named in a write must be
 * one the caller may see (managesOrder). Writes need the CSRF token (app-wide); under impersonation each is audited.
 */
import {
  API_ROUTES,
  MEMBER_BOOKING_TEXTS,
  CONFERENCE_MESSAGES,
  cancelRecipientSchema,
  conferenceWorkshopChangeSchema,
  netPriceText,
  participantName,
  substituteRecipientSchema,
  type CancelRecipientResponse,
  type ConferenceWorkshopChangeResponse,
  type MemberEventsResponse,
  type MemberRecommendationsResponse,
  type NextEventResponse,
  type SubstituteRecipientResponse,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import {
  cancelMemberParticipant,
  changeMemberWorkshop,
  memberEvents,
  memberParticipant,
  nextMemberEvent,
  substituteMemberParticipant,
} from '../members/bookings';
import { auditIfImpersonating } from '../members/impersonationAudit';
import { memberRecommendations } from '../members/recommendations';
import { berlinToday } from '../util/calendarDays';

export function memberBookingsRouter(db: Db, config: AuthConfig, mailer: Mailer, reservationDays: number): Router {
  const router = Router();
  const ctx = () => ({ now: config.now(), reservationDays });
  const user = (req: Request) => req.auth.user!;

  router.get(API_ROUTES.memberFutureEvents.path, requireUser, async (req, res) => {
    const events = await memberEvents(db, mailer, user(req).userId, 'future', ctx());
    res.json({ events } satisfies MemberEventsResponse);
  });

  router.get(API_ROUTES.memberPastEvents.path, requireUser, async (req, res) => {
    const events = await memberEvents(db, mailer, user(req).userId, 'past', ctx());
    res.json({ events } satisfies MemberEventsResponse);
  });

  router.get(API_ROUTES.memberNextEventRecipients.path, requireUser, async (req, res) => {
    res.json({ event: await nextMemberEvent(db, mailer, user(req).userId, ctx()) } satisfies NextEventResponse);
  });

  router.get(API_ROUTES.memberArticleRecommendations.path, requireUser, async (req, res) => {
    const answer = await memberRecommendations(db, user(req).userId, berlinToday(config.now()));
    res.json(answer satisfies MemberRecommendationsResponse);
  });

  router.post(API_ROUTES.memberCancelRecipientBooking.path, requireUser, async (req, res) => {
    const { participantId } = parseBody(cancelRecipientSchema, req.body);
    const { fee, name } = await cancelMemberParticipant(db, mailer, user(req), participantId, ctx());
    await auditIfImpersonating(db, req, 'booking.cancel', { participantId, feeCents: fee.amountCents }, config.now());
    const charged = fee.amountCents > 0 ? netPriceText(fee.amountCents / 100) : null;
    res.json({ message: MEMBER_BOOKING_TEXTS.cancelled(name, charged), fee } satisfies CancelRecipientResponse);
  });

  router.post(API_ROUTES.memberSubstituteRecipient.path, requireUser, async (req, res) => {
    const { participantId, ...person } = parseBody(substituteRecipientSchema, req.body, { plainText: true });
    const { previousName } = await substituteMemberParticipant(db, user(req), participantId, person, config.now());
    await auditIfImpersonating(db, req, 'booking.substitute', { participantId, replaced: previousName }, config.now());
    const participant = await memberParticipant(db, participantId, config.now());
    res.json({
      message: MEMBER_BOOKING_TEXTS.substituted(participantName(participant)),
      participant,
    } satisfies SubstituteRecipientResponse);
  });

  // A conference participant's workshop of one slot: another workshop, or the waiting list of a full one.
  router.post(API_ROUTES.memberConferenceWorkshop.path, requireUser, async (req, res) => {
    const input = parseBody(conferenceWorkshopChangeSchema, req.body);
    const { status, title } = await changeMemberWorkshop(db, mailer, user(req), input, ctx());
    await auditIfImpersonating(db, req, 'booking.workshop', { ...input, status }, config.now());
    const participant = await memberParticipant(db, input.participantId, config.now());
    const message =
      status === 'waiting' ? CONFERENCE_MESSAGES.workshopWaiting(title) : CONFERENCE_MESSAGES.workshopChanged(title);
    res.json({ message, participant } satisfies ConferenceWorkshopChangeResponse);
  });

  return router;
}

/** Seminar feedback: a participant rates a past seminar once (1–5 stars and a message). */
import {
  API_ROUTES,
  FEEDBACK_MESSAGES,
  feedbackSchema,
  type FeedbackCreated,
  type FeedbackEventsResponse,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { isUniqueViolation } from '../db/uniqueViolation';
import { forbidden, httpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { writeAudit } from '../repositories/auditLog';
import { insertFeedback, ratedEvents } from '../repositories/seminarFeedback';
import { participantOf, pastEventsAsParticipant, type Member } from '../repositories/participation';
import { berlinToday } from '../util/calendarDays';

function memberOf(req: Request): Member {
  const user = req.auth.user!;
  return { userId: user.userId, confirmedEmail: user.confirmedEmail };
}

export function feedbackRouter(db: Db, config: AuthConfig): Router {
  const router = Router();

  router.get(API_ROUTES.memberFeedback.path, requireUser, async (req, res) => {
    const events = await pastEventsAsParticipant(db, memberOf(req), berlinToday(config.now()));
    const given = await ratedEvents(
      db,
      memberOf(req).confirmedEmail,
      events.map((e) => e.eventId),
    );
    res.json({
      events: events.map((event) => ({ ...event, feedbackGiven: given.has(event.eventId) })),
    } satisfies FeedbackEventsResponse);
  });

  router.post(API_ROUTES.memberFeedback.path, requireUser, async (req, res) => {
    const input = parseBody(feedbackSchema, req.body);
    const member = memberOf(req);
    const now = config.now();
    const past = await pastEventsAsParticipant(db, member, berlinToday(now));
    const participantId = past.some((e) => e.eventId === input.eventId)
      ? await participantOf(db, member, input.eventId)
      : null;
    if (participantId === null) throw forbidden(FEEDBACK_MESSAGES.notParticipant);
    let feedbackId: number;
    try {
      feedbackId = await insertFeedback(db, {
        eventId: input.eventId,
        participantId,
        userId: member.userId,
        rating: input.rating,
        message: input.message,
        createdAt: now.toISOString(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError('FEEDBACK_EXISTS', FEEDBACK_MESSAGES.alreadyGiven);
      throw error;
    }
    if (req.auth.impersonator) {
      await writeAudit(
        db,
        {
          actorUserId: req.auth.impersonator.userId,
          action: 'feedback.submit',
          targetUserId: member.userId,
          details: { feedbackId, eventId: input.eventId },
        },
        now,
      );
    }
    res.status(201).json({ feedbackId, eventId: input.eventId, rating: input.rating } satisfies FeedbackCreated);
  });

  return router;
}

/**
 * The member's documents and calendar (issue 12): the list, the data of the notice, certificate and overview
 * PDFs and the calendar entries the bff renders (it owns the PDF and iCal addresses), and renewing the secret
 * calendar feed. The feed's data is read by its token alone: calendar clients send no cookies.
 */
import {
  API_ROUTES,
  DOCUMENT_MESSAGES,
  calendarFeedPath,
  parseOverviewYear,
  type CalendarTokenResponse,
  type MemberCalendarResponse,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import type { Db } from '../db/types';
import { notFound, validationFailed } from '../http/errors';
import {
  calendarEntries,
  calendarFeedOwner,
  memberCertificate,
  memberDocuments,
  memberNotice,
  memberOverview,
  renewCalendarToken,
} from '../members/documents';
import { writeAudit } from '../repositories/auditLog';
import { findCalendarToken } from '../repositories/documents';
import { berlinToday } from '../util/calendarDays';

const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A path id (order or participant); anything else is as unknown as a missing one. */
function idParam(req: Request, message: string): number {
  const raw = String(req.params.id);
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound(message);
  return Number(raw);
}

export function memberDocumentsRouter(db: Db, config: AuthConfig): Router {
  const router = Router();
  const today = () => berlinToday(config.now());

  router.get(API_ROUTES.memberDocuments.path, requireUser, async (req, res) => {
    res.json(await memberDocuments(db, req.auth.user!, today()));
  });

  router.get(API_ROUTES.memberNotice.path, requireUser, async (req, res) => {
    res.json(await memberNotice(db, req.auth.user!, idParam(req, DOCUMENT_MESSAGES.bookingNotFound)));
  });

  router.get(API_ROUTES.memberCertificate.path, requireUser, async (req, res) => {
    const participantId = idParam(req, DOCUMENT_MESSAGES.certificateNotFound);
    res.json(await memberCertificate(db, req.auth.user!, participantId, today()));
  });

  router.get(API_ROUTES.memberOverview.path, requireUser, async (req, res) => {
    const year = parseOverviewYear(req.query.jahr);
    if (year === null) throw validationFailed({ jahr: DOCUMENT_MESSAGES.year }, DOCUMENT_MESSAGES.year);
    res.json(await memberOverview(db, req.auth.user!, year));
  });

  router.get(API_ROUTES.memberCalendar.path, requireUser, async (req, res) => {
    res.json({ entries: await calendarEntries(db, req.auth.user!) } satisfies MemberCalendarResponse);
  });

  router.get(API_ROUTES.memberCalendarFeedData.path, async (req, res) => {
    const token = String(req.params.token);
    if (!FEED_TOKEN.test(token)) throw notFound(DOCUMENT_MESSAGES.feedNotFound);
    const owner = await calendarFeedOwner(db, token);
    res.json({ entries: await calendarEntries(db, owner) } satisfies MemberCalendarResponse);
  });

  router.post(API_ROUTES.memberCalendarToken.path, requireUser, async (req, res) => {
    const user = req.auth.user!;
    const now = config.now();
    const hadFeed = (await findCalendarToken(db, user.userId)) !== null;
    const token = await renewCalendarToken(db, user.userId, now);
    // An admin acting as the member changes the member's data: that is audited.
    if (req.auth.impersonator) {
      await writeAudit(
        db,
        {
          actorUserId: req.auth.impersonator.userId,
          action: 'calendar-feed.renew',
          targetUserId: user.userId,
          details: {},
        },
        now,
      );
    }
    res.json({
      calendarFeedPath: calendarFeedPath(token),
      message: hadFeed ? DOCUMENT_MESSAGES.feedRenewed : DOCUMENT_MESSAGES.feedCreated,
    } satisfies CalendarTokenResponse);
  });
  return router;
}

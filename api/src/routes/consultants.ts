/**
 * Consultant appointments (/consultant/*), members only: the member's consultant, the free slots, booking,
 * the member's appointments, cancelling and moving (up to 24 hours before), the calendar entry. Another
 * member's appointment is a 404. While an admin acts as the member, each change is an audit_log row.
 */
import {
  API_ROUTES,
  appointmentBookingSchema,
  appointmentIdSchema,
  appointmentMoveSchema,
  validateForm,
  APPOINTMENT_FIELD_MESSAGES,
} from '@amb/shared-contracts';
import { Router, type Request } from 'express';
import { requestOrigin } from '../accounts/redirect';
import { auditIfImpersonating } from '../members/impersonationAudit';
import { requireUser } from '../auth';
import type { AuthConfig } from '../auth/config';
import {
  appointmentIcs,
  availableAppointments,
  bookAppointment,
  cancelAppointment,
  memberConsultant,
  moveAppointment,
  myAppointments,
  type Member,
} from '../consultants/consultantService';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { noStore } from '../http/noStore';
import { parseBody } from '../http/validation';
import type { Mailer } from '../mail';
import type { AuditAction } from '../repositories/auditLog';

const m = API_ROUTES;

function memberOf(req: Request): Member {
  const user = req.auth.user!;
  return { userId: user.userId, committeeId: user.committeeId };
}

export function consultantsRouter(db: Db, config: AuthConfig, mailer: Mailer): Router {
  const router = Router();
  router.use('/consultant', noStore, requireUser);
  const origin = (req: Request) => requestOrigin(req, config.origins);
  const audit = (req: Request, action: AuditAction, details: Record<string, unknown>) =>
    auditIfImpersonating(db, req, action, details, config.now());

  router.get(m.consultantGet.path, async (req, res) => {
    res.json(await memberConsultant(db, memberOf(req)));
  });

  router.get(m.consultantAppointments.path, async (req, res) => {
    res.json(await availableAppointments(db, memberOf(req), config.now()));
  });

  router.post(m.consultantBook.path, async (req, res) => {
    const input = parseBody(appointmentBookingSchema, req.body, { plainText: true });
    const booked = await bookAppointment(db, mailer, {
      member: memberOf(req),
      input,
      now: config.now(),
      origin: origin(req),
    });
    await audit(req, 'consultant.book', { appointmentId: booked.appointment.appointmentId });
    res.status(201).json(booked);
  });

  router.get(m.consultantMyAppointments.path, async (req, res) => {
    res.json(await myAppointments(db, req.auth.user!.userId, config.now()));
  });

  router.post(m.consultantCancel.path, async (req, res) => {
    const { appointmentId } = parseBody(appointmentIdSchema, req.body);
    const cancelled = await cancelAppointment(db, mailer, {
      member: memberOf(req),
      appointmentId,
      now: config.now(),
      origin: origin(req),
    });
    await audit(req, 'consultant.cancel', { appointmentId });
    res.json(cancelled);
  });

  router.post(m.consultantMove.path, async (req, res) => {
    const { appointmentId, startsAt } = parseBody(appointmentMoveSchema, req.body);
    const moved = await moveAppointment(db, mailer, {
      member: memberOf(req),
      appointmentId,
      startsAt,
      now: config.now(),
      origin: origin(req),
    });
    await audit(req, 'consultant.move', { appointmentId, startsAt });
    res.json(moved);
  });

  router.get(m.consultantAppointmentIcs.path, async (req, res) => {
    const checked = validateForm(appointmentIdSchema, { appointmentId: req.params.id });
    if (!checked.ok) throw validationFailed({ id: APPOINTMENT_FIELD_MESSAGES.appointmentId });
    const body = await appointmentIcs(
      db,
      req.auth.user!.userId,
      checked.value.appointmentId,
      origin(req),
      config.now(),
    );
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="beratungstermin-${checked.value.appointmentId}.ics"`)
      .send(body);
  });

  return router;
}

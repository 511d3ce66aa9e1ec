/**
 * What the authorization matrix needs of the member services: the plain member's consultant appointment
 * less than 24 hours ahead (so no cell can change it), a committee member's quote request, the committee's plan.
 */
import { addCalendarDays, berlinWallTime } from '@amb/shared-contracts';
import { resolveConsultant } from '../consultants/consultantService';
import type { Db } from '../db/types';
import { createMailer } from '../mail';
import { requestQuote } from '../quotes/quoteService';
import { createPlan } from '../trainingPlans/planService';
import type { DemoUsers } from './demoUsers';

export async function memberServiceFixtures(db: Db, users: DemoUsers) {
  const now = new Date();
  const today = berlinWallTime(now).day;
  const { row } = await resolveConsultant(db, { userId: users.member.userId, committeeId: null });
  const startsAt = new Date(now.getTime() + 2 * 3_600_000);
  const { appointmentId } = await db
    .insertInto('consultantAppointments')
    .values({
      consultantId: row.consultantId,
      userId: users.member.userId,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      channel: 'video',
      topic: 'Sonstiges',
      note: '',
      phone: '',
      status: 'booked',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      cancelledAt: null,
    })
    .returning('appointmentId')
    .executeTakeFirstOrThrow();
  const committeeMember = await db
    .selectFrom('users')
    .select(['userId', 'email', 'committeeId'])
    .where('userId', '=', users.committeeMember.userId)
    .executeTakeFirstOrThrow();
  const manager = await db
    .selectFrom('users')
    .select(['userId', 'committeeId'])
    .where('userId', '=', users.manager.userId)
    .executeTakeFirstOrThrow();
  const theme = await db.selectFrom('themes').select('themeId').orderBy('themeId').executeTakeFirstOrThrow();
  const quote = await requestQuote(db, createMailer(), {
    viewer: { ...committeeMember, committeeRole: 'member', staff: false },
    input: {
      themeId: theme.themeId,
      kind: 'group',
      participants: 4,
      format: 'any',
      locationId: null,
      dateWindows: [{ from: today, to: addCalendarDays(today, 90) }],
      remarks: '',
    },
    now,
    origin: 'http://localhost:8080',
  });
  const { plan } = await createPlan(
    db,
    { userId: manager.userId, committeeId: manager.committeeId, committeeRole: 'manager', staff: false },
    { termStart: addCalendarDays(today, -30), format: 'any', locationId: null },
    now,
  );
  return { appointmentId, quoteId: quote.quoteId, planId: plan.planId };
}

/**
 * The registration of a committee without an account for a conference (POST /api/conference-registration): the
 * account (its e-mail address unconfirmed), the committee with the account as its manager, and the order through
 * the booking engine (orders/checkout.ts: seats, workshops, rooms, waiting list, limits) in ONE transaction. The
 * e-mail address is confirmed first: the order's bookings hold their seats until the confirmation link's end and
 * become binding when it is used (orders/awaitingBookings.ts); only then the order's confirmation goes out.
 */
import { EMAIL_CONFIRMATION_TTL_MS, type ConferenceRegistrationInput, type Order } from '@amb/shared-contracts';
import { randomUUID } from 'node:crypto';
import { rejectWeakPassword } from '../auth/passwordStrength';
import { hashPassword } from '../auth/passwords';
import { inTransaction } from '../db/startLock';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import type { Mailer } from '../mail';
import { toPersonalData } from '../members/personalData';
import { checkout } from '../orders/checkout';
import { registrationSource } from '../orders/onlineFax';
import { insertCommittee } from '../repositories/committees';
import { findConferenceRowBySlug } from '../repositories/conferences';
import { insertUser } from '../repositories/users';
import { emailTaken, normaliseEmail } from '../accounts/email';
import { issueEmailConfirmation } from '../accounts/emailConfirmation';
import { isRegistered } from '../accounts/registration';
import { CONFERENCE_MESSAGES } from '@amb/shared-contracts';

export interface ConferenceRegistrationContext {
  origin: string;
  now: Date;
  today: string;
  reservationDays: number;
}

/** Creates account, committee and order in one transaction; the user id and the order (awaiting confirmation). */
export async function registerForConference(
  db: Db,
  mailer: Mailer,
  input: ConferenceRegistrationInput,
  { origin, now, today, reservationDays }: ConferenceRegistrationContext,
): Promise<{ userId: number; order: Order }> {
  const email = normaliseEmail(input.email);
  rejectWeakPassword(input.password, 'password', [email, `${input.firstname} ${input.lastname}`, input.company]);
  const conference = await findConferenceRowBySlug(db, input.conference);
  if (!conference) throw notFound(CONFERENCE_MESSAGES.notFound);
  if (await isRegistered(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  try {
    const { userId, order, mail } = await inTransaction(db, async (trx) => {
      const personal = toPersonalData(input);
      const committeeId = await insertCommittee(trx, {
        name: input.committeeName,
        company: personal.company,
        street: personal.street,
        streetNumber: personal.streetNumber,
        postalCode: personal.postalCode,
        city: personal.city,
        createdAt: at,
      });
      const id = await insertUser(trx, {
        email,
        passwordHash,
        ...personal,
        role: 'member',
        committeeId,
        committeeRole: 'manager',
        emailConfirmedAt: null,
        createdAt: at,
        updatedAt: at,
      });
      const queued = await issueEmailConfirmation(trx, mailer, {
        userId: id,
        email,
        firstname: input.firstname,
        kind: 'registration',
        origin,
        now,
      });
      const { order: placed } = await checkout(trx, mailer, {
        userId: id,
        idempotencyKey: `anmeldung-${randomUUID()}`,
        now,
        today,
        reservationDays,
        waitlist: input.waitlist,
        awaitingConfirmationUntil: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
        source: registrationSource({
          userId: id,
          eventId: conference.eventId,
          participants: input.participants,
          options: {
            company: personal.company,
            street: personal.street,
            streetNumber: personal.streetNumber,
            postalCode: personal.postalCode,
            city: personal.city,
            purchaseOrderNumber: input.purchaseOrderNumber,
            costCentre: input.costCentre,
            remarks: input.remarks,
          },
        }),
      });
      return { userId: id, order: placed, mail: queued };
    });
    await mailer.deliver(db, mail);
    return { userId, order };
  } catch (error) {
    // A parallel registration of the same address won the race: the same answer as above.
    if (await isRegistered(db, email)) throw emailTaken();
    throw error;
  }
}

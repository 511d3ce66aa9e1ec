/**
 * A member changes a conference participant's workshop of one slot, through the engine's workshop seats
 * (conferenceSeats.ts): the old seat goes back to its waiting list, the new one is taken or waited for.
 */
import { CONFERENCE_MESSAGES, type OrderWorkshopStatus } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { httpError, notFound, validationFailed } from '../http/errors';
import type { Mailer } from '../mail';
import { berlinToday } from '../util/calendarDays';
import { insertHistory } from '../repositories/orders';
import {
  findChangeableParticipant,
  findWorkshopOfSlot,
  insertParticipantWorkshops,
  listParticipantWorkshopRows,
  moveChoice,
  releaseWorkshopSeats,
  takeWorkshopSeats,
} from '../repositories/conferenceSeats';
import { serveWorkshopWaitlists } from './conferenceSeats';
import { notifyPromotions, type SeatContext } from './waitlist';

/**
 * A member changes a participant's workshop of one slot (`userId` is the order's booker): the old workshop's seat
 * goes back (and to its waiting list), the new one's is taken — or, when it is full and `waitlist` says so, the
 * participant goes on its waiting list. A participant still waiting for the conference keeps the choice pending.
 * One transaction; the two workshops are locked in id order. Answers the choice's new status.
 */
export async function changeWorkshop(
  db: Db,
  mailer: Mailer,
  userId: number,
  input: { participantId: number; slotId: number; workshopId: number; waitlist: boolean },
  ctx: SeatContext,
): Promise<{ status: OrderWorkshopStatus; title: string }> {
  const at = ctx.now.toISOString();
  const { result, promoted } = await inTransaction(db, async (trx) => {
    const participant = await findChangeableParticipant(trx, userId, input.participantId);
    if (!participant) throw notFound(CONFERENCE_MESSAGES.participantNotFound);
    const active =
      participant.status === 'booked' || participant.status === 'reserved' || participant.status === 'waiting';
    if (!active || participant.startDate <= berlinToday(ctx.now)) {
      throw httpError('BOOKING_NOT_CHANGEABLE', CONFERENCE_MESSAGES.notChangeable);
    }
    // A seminar's participant has no workshops to change.
    if (participant.conferenceId === null) throw notFound(CONFERENCE_MESSAGES.participantNotFound);
    const target = await findWorkshopOfSlot(trx, participant.conferenceId, input.slotId, input.workshopId);
    if (!target) throw validationFailed({ workshopId: CONFERENCE_MESSAGES.noSuchSlot }, CONFERENCE_MESSAGES.noSuchSlot);
    const current = (await listParticipantWorkshopRows(trx, [participant.participantId])).find(
      (choice) => choice.slotId === input.slotId && choice.status !== 'released',
    );
    if (current?.workshopId === target.workshopId)
      return { result: { status: current.status, title: target.title }, promoted: [] };
    const seated = participant.status !== 'waiting';
    const freed: number[] = [];
    let status: OrderWorkshopStatus = 'pending';
    const releaseOld = async () => {
      if (current?.status !== 'booked') return;
      await releaseWorkshopSeats(trx, current.workshopId, 1);
      freed.push(current.workshopId);
    };
    const takeNew = async () => {
      if (!seated) return;
      if (await takeWorkshopSeats(trx, target.workshopId, 1)) status = 'booked';
      else if (input.waitlist) status = 'waiting';
      else throw httpError('WORKSHOP_FULL', CONFERENCE_MESSAGES.workshopFull(target.title));
    };
    if (current && current.workshopId < target.workshopId) {
      await releaseOld();
      await takeNew();
    } else {
      await takeNew();
      await releaseOld();
    }
    if (current) await moveChoice(trx, current.choiceId, target.workshopId, status, at);
    else {
      await insertParticipantWorkshops(trx, [
        {
          participantId: participant.participantId,
          slotId: input.slotId,
          workshopId: target.workshopId,
          status,
          createdAt: at,
          updatedAt: at,
        },
      ]);
    }
    await insertHistory(trx, {
      orderId: participant.orderId,
      participantId: participant.participantId,
      status: 'workshop',
      at,
    });
    return { result: { status, title: target.title }, promoted: await serveWorkshopWaitlists(trx, freed, at) };
  });
  await notifyPromotions(
    db,
    mailer,
    promoted.map(({ orderId, eventId, participantId, workshopId }) => ({
      orderId,
      eventId,
      workshop: { participantId, workshopId },
    })),
    ctx.now,
  );
  return result;
}

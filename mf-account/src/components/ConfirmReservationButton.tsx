import { RESERVATION_TEXTS, type MemberBookingParticipant } from '@amb/shared-contracts/core';
import { Button, failureOf } from '@amb/remote-kit';
import { useConfirmReservationMutation } from './bookingsApi';
import { participantName } from './BookingEvent';

/**
 * „Verbindlich buchen“ for a live reservation: the engine's confirm-reservation (the cart's call and texts);
 * `onDone` gets the German outcome for the page's status line.
 */
export function ConfirmReservationButton({
  participant,
  themeTitle,
  onDone,
}: {
  participant: MemberBookingParticipant;
  themeTitle: string;
  onDone: (text: string, failed?: boolean) => void;
}) {
  const [confirm, { isLoading }] = useConfirmReservationMutation();
  const name = participantName(participant);
  const book = async () => {
    try {
      await confirm({ participantId: participant.participantId }).unwrap();
      onDone(RESERVATION_TEXTS.confirmed(name));
    } catch (failed) {
      const failure = failureOf(failed);
      onDone(failure.status === 409 || failure.status === 404 ? failure.message : RESERVATION_TEXTS.failed, true);
    }
  };
  return (
    <Button
      onClick={() => void book()}
      disabled={isLoading}
      aria-busy={isLoading}
      aria-label={`${RESERVATION_TEXTS.confirm}: ${name}, ${themeTitle}`}
    >
      {RESERVATION_TEXTS.confirm}
    </Button>
  );
}

import { useState, type FormEvent } from 'react';
import {
  WORKSHOP_SEAT_LABELS,
  type MemberBookingParticipant,
  type WorkshopSlotChoice,
} from '@amb/shared-contracts/core';
import { Dialog, FormAlert, SubmitButton, failureOf } from '@amb/remote-kit';
import { WorkshopChoiceFields } from '@amb/remote-kit/booking';
import { useChangeWorkshopMutation } from '../../components/bookingsApi';
import { participantName } from '../../components/BookingEvent';

/**
 * Another workshop for a conference participant: one slot at a time through the engine (the old seat goes to that
 * workshop's waiting list). A full workshop is its waiting list, and the dialog says that the current seat goes then.
 */
export function WorkshopDialog({
  participant,
  slots,
  onClose,
  onDone,
}: {
  participant: MemberBookingParticipant;
  slots: readonly WorkshopSlotChoice[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const current = participant.workshops
    .filter((w) => w.status !== 'released')
    .map((w) => ({ slotId: w.slotId, workshopId: w.workshopId, waitlist: w.status === 'waiting' }));
  const [choices, setChoices] = useState(current);
  const [alert, setAlert] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeWorkshopMutation();
  const changed = choices.filter(
    (c) => !current.some((old) => old.slotId === c.slotId && old.workshopId === c.workshopId),
  );
  const leavesSeat = changed.some((c) => c.waitlist);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    let message = '';
    try {
      for (const choice of changed) {
        ({ message } = await change({ participantId: participant.participantId, ...choice }).unwrap());
      }
      onDone(message || 'Es wurde nichts geändert.');
    } catch (failed) {
      setAlert(failureOf(failed).message);
    }
  };
  return (
    <Dialog open title={`Workshops von ${participantName(participant)}`} onClose={onClose} closeLabel="Abbrechen">
      <form noValidate onSubmit={(e) => void submit(e)} className="account-dialog__form">
        <FormAlert message={alert} />
        <WorkshopChoiceFields
          idPrefix={`workshops-${participant.participantId}`}
          slots={slots}
          value={choices}
          onChange={setChoices}
        />
        {leavesSeat ? (
          <p className="account-dialog__hint">
            {`${WORKSHOP_SEAT_LABELS.full}: Mit der Warteliste geben Sie den bisherigen Platz in diesem Zeitfenster frei.`}
          </p>
        ) : null}
        <SubmitButton busy={isLoading}>Workshops speichern</SubmitButton>
      </form>
    </Dialog>
  );
}

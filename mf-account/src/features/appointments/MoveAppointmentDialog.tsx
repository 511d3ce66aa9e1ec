import { useState } from 'react';
import { APPOINTMENT_FIELD_MESSAGES, APPOINTMENT_TEXTS, type Appointment } from '@amb/shared-contracts/services';
import { Button, Dialog, failureOf, FormAlert, PageState } from '@amb/remote-kit';
import { useMoveMutation, useSlotsQuery } from './appointmentsApi';
import { appointmentWhen } from './AppointmentCard';
import { SlotPicker } from './SlotPicker';

/** Moving picks another free slot; the old one is freed in the same write. */
export function MoveAppointmentDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: Appointment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const slots = useSlotsQuery();
  const [move, { isLoading }] = useMoveMutation();
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!startsAt) {
      setError(APPOINTMENT_FIELD_MESSAGES.startsAt);
      return;
    }
    setError(null);
    try {
      onDone((await move({ appointmentId: appointment.appointmentId, startsAt }).unwrap()).message);
    } catch (failed) {
      setError(failureOf(failed).message);
    }
  };
  return (
    <Dialog open title={APPOINTMENT_TEXTS.moveHeading} onClose={onClose} closeLabel="Abbrechen">
      <p>Bisher: {appointmentWhen(appointment)}</p>
      {slots.data ? (
        <SlotPicker
          id="appointment-move"
          slots={slots.data.slots}
          value={startsAt}
          onChange={(value) => {
            setStartsAt(value);
            setError(null);
          }}
        />
      ) : (
        <PageState kind="loading" />
      )}
      <FormAlert message={error} />
      <div className="account-dialog__actions">
        <Button onClick={() => void confirm()} disabled={isLoading} aria-busy={isLoading}>
          {APPOINTMENT_TEXTS.moveTo}
        </Button>
      </div>
    </Dialog>
  );
}

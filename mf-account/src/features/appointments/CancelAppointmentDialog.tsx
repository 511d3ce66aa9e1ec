import { useState } from 'react';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import { APPOINTMENT_TEXTS, type Appointment } from '@amb/shared-contracts/services';
import { Button, Dialog, failureOf, FormAlert } from '@amb/remote-kit';
import { useCancelMutation } from './appointmentsApi';

/** Cancelling asks first; keeping the appointment is the harmless choice and has the focus. */
export function CancelAppointmentDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: Appointment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [cancel, { isLoading }] = useCancelMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      onDone((await cancel({ appointmentId: appointment.appointmentId }).unwrap()).message);
    } catch (failed) {
      setError(failureOf(failed).message);
    }
  };
  return (
    <Dialog open title={APPOINTMENT_TEXTS.cancel} onClose={onClose} closeLabel={APPOINTMENT_TEXTS.keep} focusClose>
      <p>{APPOINTMENT_TEXTS.cancelQuestion(formatDate(appointment.startsAt), formatTime(appointment.startsAt))}</p>
      <FormAlert message={error} />
      <div className="account-dialog__actions">
        <Button variant="danger" onClick={() => void confirm()} disabled={isLoading} aria-busy={isLoading}>
          {APPOINTMENT_TEXTS.cancel}
        </Button>
      </div>
    </Dialog>
  );
}

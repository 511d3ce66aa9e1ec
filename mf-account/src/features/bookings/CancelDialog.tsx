import { useState } from 'react';
import { netPriceText, type MemberBookingParticipant } from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES, CANCELLATION_TEXTS } from '@amb/shared-contracts/booking';
import { MEMBER_BOOKING_TEXTS } from '@amb/shared-contracts/member';
import { Button, Dialog, failureOf } from '@amb/remote-kit';
import { useCancelRecipientMutation } from '../../components/bookingsApi';
import { participantName } from '../../components/BookingEvent';

/**
 * Cancelling a participant asks first: the fee of today by the cancellation terms (computed by the api with the
 * shared rule), the terms themselves, and the choice of a free substitute instead. The harmless choice („Nicht
 * stornieren“) has the focus; the destructive button is styled as such and names its fee.
 */
export function CancelDialog({
  participant,
  onClose,
  onDone,
  onSubstitute,
}: {
  participant: MemberBookingParticipant;
  onClose: () => void;
  onDone: (message: string) => void;
  onSubstitute: () => void;
}) {
  const [cancel, { isLoading }] = useCancelRecipientMutation();
  const [error, setError] = useState<string | null>(null);
  const fee = participant.feeToday ?? { stage: 'free', percent: 0, amountCents: 0 };
  const name = participantName(participant, 'accusative');
  const confirm = async () => {
    setError(null);
    try {
      const { message } = await cancel({ participantId: participant.participantId }).unwrap();
      onDone(message);
    } catch (failed) {
      setError(failureOf(failed).message);
    }
  };
  return (
    <Dialog
      open
      title={MEMBER_BOOKING_TEXTS.cancelTitle}
      onClose={onClose}
      closeLabel={MEMBER_BOOKING_TEXTS.keep}
      focusClose
    >
      <p className="account-dialog__fee">
        {MEMBER_BOOKING_TEXTS.cancelFee(name, netPriceText(fee.amountCents / 100), fee.percent)}
      </p>
      <h3 className="account-dialog__terms-title">{CANCELLATION_TEXTS.title}</h3>
      <ul className="account-dialog__terms">
        {CANCELLATION_TERMS_LINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {error ? (
        <p className="account-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="account-dialog__actions">
        <Button variant="secondary" onClick={onSubstitute} disabled={isLoading}>
          {MEMBER_BOOKING_TEXTS.substitute}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={isLoading} aria-busy={isLoading}>
          {fee.amountCents > 0
            ? MEMBER_BOOKING_TEXTS.cancelConfirm(netPriceText(fee.amountCents / 100))
            : MEMBER_BOOKING_TEXTS.cancelConfirmFree}
        </Button>
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { EMAIL_CONFIRMATION_MESSAGES, type CurrentUser } from '@amb/shared-contracts/core';
import { Button, FormAlert, FormStatus, failureOf } from '@amb/remote-kit';
import { useResendEmailConfirmationMutation } from './emailConfirmationApi';

/**
 * meinamb's hint while the login e-mail is unconfirmed (what the member does not see yet, and why), with
 * „Bestätigungs-E-Mail erneut senden“. Nothing for a confirmed address.
 */
export function UnconfirmedEmailHint({ user }: { user: CurrentUser }) {
  const [resend, { isLoading }] = useResendEmailConfirmationMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  if (user.emailConfirmed) return null;
  const send = async () => {
    try {
      setStatus((await resend().unwrap()).message);
      setAlert(null);
    } catch (error) {
      setAlert(failureOf(error).message);
    }
  };
  return (
    <section className="account-email-hint" aria-labelledby="account-email-hint-heading">
      <h2 id="account-email-hint-heading" className="account-section__title">
        E-Mail-Adresse bestätigen
      </h2>
      <p>{EMAIL_CONFIRMATION_MESSAGES.unconfirmedHint(user.email)}</p>
      <Button variant="secondary" onClick={() => void send()} disabled={isLoading} aria-busy={isLoading}>
        {EMAIL_CONFIRMATION_MESSAGES.resend}
      </Button>
      <FormAlert message={alert} />
      <FormStatus message={status} />
    </section>
  );
}

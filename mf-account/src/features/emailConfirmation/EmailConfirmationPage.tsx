import { useEffect, useRef, useState } from 'react';
import { EMAIL_CONFIRMATION_MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { ButtonLink, FormAlert, FormStatus, failureOf, type PageProps } from '@amb/remote-kit';
import { useConfirmEmailMutation } from '../../components/emailConfirmationApi';

/**
 * The confirmation mail's link: sends its token once on opening (a mail scanner that only fetches the page
 * confirms nothing) and says in German how it went; the link works without a login.
 */
export function EmailConfirmationPage({ params }: PageProps) {
  const [confirmEmail] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);
  const sent = useRef(false);
  const token = params.token ?? '';

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmail({ token })
      .unwrap()
      .then(
        (answer) => setOutcome({ message: answer.message, failed: false }),
        (error: unknown) => {
          const failure = failureOf(error);
          setOutcome({
            message: failure.status === 400 ? EMAIL_CONFIRMATION_MESSAGES.invalidLink : failure.message,
            failed: true,
          });
        },
      );
  }, [confirmEmail, token]);

  return (
    <div className="account-card">
      {outcome === null ? <FormStatus message={EMAIL_CONFIRMATION_MESSAGES.confirming} /> : null}
      {outcome && !outcome.failed ? <FormStatus message={outcome.message} /> : null}
      <FormAlert message={outcome?.failed ? outcome.message : null} />
      {outcome ? (
        <p>
          <ButtonLink href={PAGE_ROUTES.customerPortal.path}>{EMAIL_CONFIRMATION_MESSAGES.toMemberArea}</ButtonLink>
        </p>
      ) : null}
    </div>
  );
}

import { AUTH_MESSAGES, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { quickLoginSchema } from '@amb/shared-contracts/schemas';
import { failureOf, FormStatus, SubmitButton, SummaryForm, useForm } from '@amb/remote-kit';
import { EmailField } from '../../components/CredentialFields';
import { useRequestPasswordResetMutation } from './passwordApi';

/** Asks for a reset link; the answer is the same whether the address is registered or not. */
export function PasswordForgottenPage() {
  const initialEmail = new URLSearchParams(window.location.search).get('email') ?? '';
  const form = useForm(quickLoginSchema, { email: initialEmail });
  const [requestReset] = useRequestPasswordResetMutation();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset({ email }).unwrap();
      form.setStatus(AUTH_MESSAGES.passwordResetSent);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  return (
    <div className="account-card">
      <p className="account-page__text">
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort
        festlegen können.
      </p>
      <SummaryForm form={form} fieldIds={{ email: 'forgotten-email' }} onSubmit={onSubmit}>
        <EmailField id="forgotten-email" {...form.field('email')} />
        <FormStatus message={form.status} />
        <SubmitButton busy={form.busy}>Link anfordern</SubmitButton>
      </SummaryForm>
      <p>
        <a href={PAGE_ROUTES.login.path}>Zurück zur Anmeldung</a>
      </p>
    </div>
  );
}

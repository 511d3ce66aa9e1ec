import { ref, string } from 'yup';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { passwordResetSchema } from '@amb/shared-contracts/schemas';
import { failureOf, SubmitButton, SummaryForm, useForm, type PageProps } from '@amb/remote-kit';
import { browser } from '../../components/browser';
import { NewPasswordField, PasswordField } from '../../components/CredentialFields';
import { useConfirmPasswordResetMutation } from './passwordApi';

export const PASSWORD_MISMATCH = 'Die Passwörter stimmen nicht überein';

/** The api's schema, and the repetition the browser alone checks (it is never sent). */
const resetSchema = passwordResetSchema.shape({
  repeat: string()
    .required(PASSWORD_MISMATCH)
    .oneOf([ref('password')], PASSWORD_MISMATCH),
});

/** Sets a new password with the mailed token; success is logged in and lands in meinamb. */
export function PasswordResetPage({ params }: PageProps) {
  const form = useForm(resetSchema, { password: '', repeat: '' });
  const [confirmReset] = useConfirmPasswordResetMutation();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await confirmReset({ token: params.token ?? '', password }).unwrap();
      browser.assign(PAGE_ROUTES.customerPortal.path);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  return (
    <div className="account-card">
      <SummaryForm form={form} fieldIds={{ password: 'reset-password', repeat: 'reset-repeat' }} onSubmit={onSubmit}>
        <NewPasswordField id="reset-password" label="Neues Passwort" {...form.field('password')} />
        <PasswordField
          id="reset-repeat"
          label="Neues Passwort wiederholen"
          autoComplete="new-password"
          {...form.field('repeat')}
        />
        <SubmitButton busy={form.busy}>Passwort speichern</SubmitButton>
      </SummaryForm>
      <p>
        <a href={PAGE_ROUTES.passwordForgotten.path}>Neuen Link anfordern</a>
      </p>
    </div>
  );
}

import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { localLoginSchema } from '@amb/shared-contracts/schemas';
import { failureOf, SubmitButton, SummaryForm, useForm, type PageProps } from '@amb/remote-kit';
import { browser, requestedRedirect, safeRedirect } from '../../components/browser';
import { PasswordField } from '../../components/CredentialFields';
import { useLocalLoginMutation } from './loginApi';

/** The e-mail comes from the path; the form checks the password as the api does. */
const passwordStepSchema = localLoginSchema.pick(['password']);

/** The password step: the e-mail from the path, the password, then a full page load of the target. */
export function LoginWithEmailPage({ params }: PageProps) {
  const email = params.email ?? '';
  const redirect = requestedRedirect();
  const form = useForm(passwordStepSchema, { password: '' });
  const [login] = useLocalLoginMutation();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const result = await login({ email, password, redirect }).unwrap();
      // The api sanitised it already; the browser checks again before it leaves the page.
      browser.assign(safeRedirect(result.redirect));
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  return (
    <div className="account-card">
      <p className="account-card__email">
        Anmelden als <strong>{email}</strong>{' '}
        <a href={buildPath(PAGE_ROUTES.login.path, {}, { redirect })}>E-Mail-Adresse ändern</a>
      </p>
      <SummaryForm form={form} fieldIds={{ password: 'login-password' }} onSubmit={onSubmit}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField id="login-password" required={false} {...form.field('password')} />
        <SubmitButton busy={form.busy}>Anmelden</SubmitButton>
      </SummaryForm>
      <p>
        <a href={buildPath(PAGE_ROUTES.passwordForgotten.path, {}, { email })}>Passwort vergessen?</a>
      </p>
    </div>
  );
}

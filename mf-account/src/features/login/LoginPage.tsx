import { FormAlert, SubmitButton, useForm } from '@amb/remote-kit';
import {
  MEMBER_AREA,
  MESSAGES,
  PAGE_ROUTES,
  STORAGE_KEYS,
  buildPath,
  loginWithEmailUrl,
} from '@amb/shared-contracts/core';
import { quickLoginSchema } from '@amb/shared-contracts/schemas';
import { browser, requestedRedirect } from '../../components/browser';
import { EmailField } from '../../components/CredentialFields';
import { useLazyEmailAvailabilityQuery } from './loginApi';

/**
 * The e-mail-first login (SPEC §2.6/§4 quick login): an unused address goes on to the registration
 * (stored for its prefill), a registered one to the password step. Both are full page loads.
 */
export function LoginPage() {
  const form = useForm(quickLoginSchema, { email: '' });
  const [checkAvailability] = useLazyEmailAvailabilityQuery();
  const redirect = requestedRedirect();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    let unused: boolean;
    try {
      unused = Boolean(await checkAvailability(email).unwrap());
    } catch (error) {
      console.error('E-Mail-Prüfung fehlgeschlagen', error);
      form.setAlert(MESSAGES.unexpectedError);
      return;
    }
    if (unused) {
      try {
        window.sessionStorage.setItem(STORAGE_KEYS.unusedRegistrationEmail, email);
      } catch {
        // Storage blocked: the registration page then starts with an empty e-mail field.
      }
      browser.assign(buildPath(PAGE_ROUTES.registration.path, {}, { redirect }));
    } else {
      browser.assign(loginWithEmailUrl(email, redirect));
    }
  });

  return (
    <div className="account-card">
      <h2 className="account-card__title">{`Bei ${MEMBER_AREA} einloggen oder registrieren`}</h2>
      <form noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
        <EmailField id="login-email" label="E-Mail Adresse" required={false} {...form.field('email')} />
        <FormAlert message={form.alert} />
        <SubmitButton busy={form.busy}>{form.busy ? MESSAGES.loading : 'Weiter'}</SubmitButton>
      </form>
    </div>
  );
}

import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { registrationSchema } from '@amb/shared-contracts/schemas';
import { failureOf, FormAlert, SubmitButton, useForm } from '@amb/remote-kit';
import { browser, requestedRedirect, safeRedirect } from '../../components/browser';
import { EmailField, NewPasswordField } from '../../components/CredentialFields';
import { EMPTY_PERSONAL, PersonalFields } from '../../components/PersonalFields';
import { useRegisterMutation } from './registrationApi';

function storedEmail(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.unusedRegistrationEmail) ?? '';
  } catch {
    return '';
  }
}

/** Registration with every field of the shared schema; success logs in and loads the target page. */
export function RegistrationPage() {
  const form = useForm(registrationSchema, { ...EMPTY_PERSONAL, email: storedEmail(), password: '' });
  const [register] = useRegisterMutation();

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await register(value).unwrap();
    } catch (error) {
      form.fail(failureOf(error));
      return;
    }
    window.sessionStorage.removeItem(STORAGE_KEYS.unusedRegistrationEmail);
    browser.assign(safeRedirect(requestedRedirect()));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="account-form">
      <p className="account-page__text">Alle Felder außer dem Titel sind Pflichtfelder.</p>
      <PersonalFields idPrefix="registration" values={form.values} errors={form.errors} onChange={form.setValue} />
      <EmailField id="registration-email" {...form.field('email')} />
      <NewPasswordField id="registration-password" {...form.field('password')} />
      <FormAlert message={form.alert} />
      <SubmitButton busy={form.busy}>Registrieren</SubmitButton>
    </form>
  );
}

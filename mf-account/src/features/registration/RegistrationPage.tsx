import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { registrationSchema } from '@amb/shared-contracts/schemas';
import { useState } from 'react';
import { failureOf, FormStatus, SubmitButton, SummaryForm, useForm } from '@amb/remote-kit';
import { requestedRedirect, safeRedirect } from '../../components/browser';
import { EmailField, NewPasswordField } from '../../components/CredentialFields';
import { EMPTY_PERSONAL, PersonalFields, personalFieldIds } from '../../components/PersonalFields';
import { useRegisterMutation } from './registrationApi';

const FIELD_IDS = {
  ...personalFieldIds('registration'),
  email: 'registration-email',
  password: 'registration-password',
};

function storedEmail(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.unusedRegistrationEmail) ?? '';
  } catch {
    return '';
  }
}

/**
 * Registration with every field of the shared schema. Success logs in and says that the address must be
 * confirmed through the mailed link, with the way on to the target page.
 */
export function RegistrationPage() {
  const form = useForm(registrationSchema, { ...EMPTY_PERSONAL, email: storedEmail(), password: '' });
  const [register] = useRegisterMutation();
  const [registered, setRegistered] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (value) => {
    let message: string;
    try {
      message = (await register(value).unwrap()).message;
    } catch (error) {
      form.fail(failureOf(error));
      return;
    }
    window.sessionStorage.removeItem(STORAGE_KEYS.unusedRegistrationEmail);
    setRegistered(message);
  });

  if (registered !== null) {
    return (
      <div className="account-card">
        {/* The form is gone: the focus goes to what happened, never to the page's body. */}
        <FormStatus message={registered} takeFocus />
        <p>
          {/* A full page load: the header and every remote see the new login. */}
          <a className="kit-button kit-button--primary" href={safeRedirect(requestedRedirect())}>
            Weiter
          </a>
        </p>
      </div>
    );
  }

  return (
    <SummaryForm form={form} fieldIds={FIELD_IDS} onSubmit={onSubmit} className="account-form">
      <p className="account-page__text">Alle Felder außer dem Titel sind Pflichtfelder.</p>
      <PersonalFields idPrefix="registration" values={form.values} errors={form.errors} onChange={form.setValue} />
      <EmailField id={FIELD_IDS.email} {...form.field('email')} />
      <NewPasswordField id={FIELD_IDS.password} {...form.field('password')} />
      <SubmitButton busy={form.busy}>Registrieren</SubmitButton>
    </SummaryForm>
  );
}

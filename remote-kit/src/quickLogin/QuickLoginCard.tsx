import {
  API_ROUTES,
  MEMBER_AREA,
  MESSAGES,
  PAGE_ROUTES,
  STORAGE_KEYS,
  buildPath,
  loginWithEmailUrl,
  request,
  type EmailAvailabilityResponse,
} from '@amb/shared-contracts/core';
import { quickLoginSchema } from '@amb/shared-contracts/schemas';
import { FormAlert } from '../form/FormAlert';
import { controlProps, FieldMessages } from '../form/fieldMessages';
import { SummaryForm } from '../form/SummaryForm';
import { useForm } from '../form/useForm';
import './quickLogin.css';

/** SPEC §2.6: the card's two styles. */
export type QuickLoginVariant = 'rounded' | 'navigation-bar';

export const QUICK_LOGIN_TEXT = {
  heading: `Bei ${MEMBER_AREA} einloggen oder registrieren`,
  headingNavigationBar: 'anmelden/registrieren:',
  email: 'E-Mail Adresse',
  submit: 'Weiter',
} as const;

export interface QuickLoginCardProps {
  variant?: QuickLoginVariant;
  /** Where the login or registration leads back to (SPEC §2.6: a redirect route can be passed in). */
  redirect?: string;
  /** Id of the e-mail field (unique on the page: the header's card and the login page's may both be there). */
  fieldId?: string;
  /** The full page load (SPEC §7); tests watch it. */
  assign?: (url: string) => void;
  /** The login page's card: the error summary on top of the form, like every form of a page of its own. */
  withSummary?: boolean;
}

const loadPage = (url: string) => window.location.assign(url);

/**
 * The quick login card (SPEC §2.6, §4, §8), one component for the header's user pop-over and the login page:
 * e-mail first, checked with the shared schema only from the first submit on; the availability call sends an
 * unused address to the registration (stored for its prefill) and a registered one to the password step, both
 * as full page loads. Any failure shows the support message, is logged, and goes with the next edit.
 */
export function QuickLoginCard({
  variant = 'rounded',
  redirect,
  fieldId = 'quick-login-email',
  assign = loadPage,
  withSummary = false,
}: QuickLoginCardProps) {
  const form = useForm(quickLoginSchema, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    let unused: boolean;
    try {
      const url = buildPath(API_ROUTES.emailAvailability.path, {}, { email });
      unused = Boolean(await request<EmailAvailabilityResponse>(url));
    } catch (error) {
      console.error('E-Mail-Prüfung fehlgeschlagen / e-mail availability check failed', error);
      form.fail({ status: 0, code: null, message: MESSAGES.unexpectedError, fields: {} });
      return;
    }
    if (unused) {
      try {
        window.sessionStorage.setItem(STORAGE_KEYS.unusedRegistrationEmail, email);
      } catch {
        // Storage blocked: the registration page then starts with an empty e-mail field.
      }
      assign(buildPath(PAGE_ROUTES.registration.path, {}, { redirect }));
    } else {
      assign(loginWithEmailUrl(email, redirect));
    }
  });

  const field = form.field('email');
  const control = controlProps({ id: fieldId, name: 'email', label: QUICK_LOGIN_TEXT.email, error: field.error });
  const invalid = field.error ? ' invalid' : '';
  const fields = (
    <>
      <label htmlFor={fieldId} className="kit-quick-login__label">
        {QUICK_LOGIN_TEXT.email}
      </label>
      <div className={`kit-quick-login__row${invalid}`}>
        <input
          {...control}
          className={`${control.className} kit-quick-login__input${invalid}`}
          type="email"
          autoComplete="email"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        />
        <button
          type="submit"
          className="kit-quick-login__submit"
          aria-disabled={form.busy || undefined}
          aria-label={form.busy ? MESSAGES.loading : QUICK_LOGIN_TEXT.submit}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <FieldMessages id={fieldId} error={field.error} />
      {/* With the summary, its general message is there. */}
      {withSummary ? null : <FormAlert message={form.alert} />}
    </>
  );

  return (
    <div className={`kit-quick-login kit-quick-login--${variant}`}>
      <h2 className="kit-quick-login__heading">
        {variant === 'navigation-bar' ? QUICK_LOGIN_TEXT.headingNavigationBar : QUICK_LOGIN_TEXT.heading}
      </h2>
      {withSummary ? (
        <SummaryForm form={form} fieldIds={{ email: fieldId }} onSubmit={onSubmit} aria-busy={form.busy || undefined}>
          {fields}
        </SummaryForm>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-busy={form.busy || undefined}>
          {fields}
        </form>
      )}
    </div>
  );
}

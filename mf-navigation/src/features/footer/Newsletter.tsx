import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  API_ROUTES,
  isApiErrorBody,
  MESSAGES,
  NEWSLETTER_MESSAGES as TEXT,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
  request,
  RequestError,
} from '@amb/shared-contracts/core';

type Validate = (email: string) => string | undefined;

const FIELD_ID = 'nav-newsletter-email';

/** The shared e-mail rule (SPEC §5), loaded with yup on the first submit: the footer's first load carries no form code. */
async function loadValidator(): Promise<Validate> {
  const { newsletterSubscriptionSchema, validateForm } = await import('@amb/shared-contracts/schemas');
  return (email) => {
    const result = validateForm(newsletterSubscriptionSchema, { email });
    return result.ok ? undefined : result.fields.email;
  };
}

/** The confirm link's outcome (`?newsletter=` on the page it leads to), read after mounting. */
function outcomeMessage(search: string): string | null {
  const outcome = new URLSearchParams(search).get(NEWSLETTER_OUTCOME_PARAM);
  if (outcome === NEWSLETTER_OUTCOMES.confirmed) return TEXT.confirmed;
  if (outcome === NEWSLETTER_OUTCOMES.invalid) return TEXT.invalidLink;
  return null;
}

/**
 * The footer's newsletter sign-up (double opt-in): the e-mail checked by the shared rule from the first submit on
 * (then on every change), the server's answer or German error, and the outcome of the confirm link.
 */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validate = useRef<Validate | null>(null);

  useEffect(() => setStatus(outcomeMessage(window.location.search)), []);

  const change = (value: string) => {
    setEmail(value);
    setAlert(null);
    setStatus(null);
    if (validate.current) setError(validate.current(value));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus(null);
    setAlert(null);
    validate.current ??= await loadValidator();
    const message = validate.current(email);
    setError(message);
    if (message) {
      form.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await request<{ message: string }>(API_ROUTES.newsletterSubscriptionRequest.path, {
        method: 'POST',
        body: { email: email.trim() },
      });
      setStatus(answer.message);
      setEmail('');
    } catch (failure) {
      const body = failure instanceof RequestError ? failure.body : undefined;
      if (isApiErrorBody(body) && body.error.fields?.email) setError(body.error.fields.email);
      else setAlert(isApiErrorBody(body) ? body.error.message : MESSAGES.apiUnavailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="nav-newsletter" aria-labelledby="nav-newsletter-heading">
      <h2 id="nav-newsletter-heading" className="nav-footer__heading">
        {TEXT.heading}
      </h2>
      <p className="nav-newsletter__intro">{TEXT.intro}</p>
      <form
        className="nav-newsletter__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={busy || undefined}
      >
        <label htmlFor={FIELD_ID} className="nav-newsletter__label">
          {TEXT.emailLabel}
        </label>
        <div className="nav-newsletter__row">
          <input
            id={FIELD_ID}
            name="email"
            type="email"
            autoComplete="email"
            className={error ? 'nav-newsletter__input invalid' : 'nav-newsletter__input'}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${FIELD_ID}-error` : undefined}
            onChange={(event) => change(event.target.value)}
          />
          <button type="submit" className="nav-newsletter__submit" disabled={busy}>
            {busy ? MESSAGES.loading : TEXT.submit}
          </button>
        </div>
        {error ? (
          <p id={`${FIELD_ID}-error`} className="nav-newsletter__error">
            {error}
          </p>
        ) : null}
        {alert ? (
          <p role="alert" className="nav-newsletter__error">
            {alert}
          </p>
        ) : null}
        <p role="status" className="nav-newsletter__status">
          {status}
        </p>
      </form>
    </section>
  );
}

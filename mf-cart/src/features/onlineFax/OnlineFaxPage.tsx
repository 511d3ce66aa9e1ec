import { useState, type MouseEvent } from 'react';
import {
  MESSAGES,
  PAGE_ROUTES,
  buildPath,
  returnPath,
  routeUrl,
  type CostCalculatorResponse,
  type Order,
  type ShoppingCartResponse,
} from '@amb/shared-contracts/core';
import { CANCELLATION_TERMS_LINES, CANCELLATION_TEXTS } from '@amb/shared-contracts/booking';
import { formatDateRange } from '@amb/shared-contracts/dates';
import {
  FAX_QUERY_PARAM,
  ONLINE_FAX_MAX_PARTICIPANTS,
  ONLINE_FAX_MESSAGES,
  ORDER_MESSAGES,
  validateRegistration,
} from '@amb/shared-contracts/schemas';
import {
  Button,
  CheckboxField,
  ErrorState,
  FormStatus,
  failureOf,
  Loading,
  NotFoundPage,
  Page,
  SummaryForm,
  useLocation,
} from '@amb/remote-kit';
import type { PageProps } from '@amb/remote-kit';
import {
  emptyParticipant,
  faxPdfPayload,
  initialDraft,
  newIdempotencyKey,
  storeDraft,
  storedDraft,
  type FaxDraft,
} from './faxDraft';
import { useGetFaxCartQuery, useGetFaxEventQuery, useSubmitOnlineFaxMutation } from './onlineFaxApi';
import { OptionsFields, ParticipantFields, registrationFieldIds } from './RegistrationFields';
import './onlineFax.css';

const PDF_FORM_ID = 'amb-cart-fax-pdf';
const ACCEPT_TERMS_ID = 'fax-accept-terms';

/** /seminare/warenkorb/online-fax/:id — the registration as a fax form (PDF) or submitted online. */
export function OnlineFaxPage({ title, params }: PageProps) {
  const event = useGetFaxEventQuery(params.id ?? '');
  const cart = useGetFaxCartQuery();
  const failure = event.error ? failureOf(event.error) : undefined;
  if (failure?.status === 404 || failure?.status === 400) return <NotFoundPage />;
  const ready = event.data && !cart.isLoading;
  return (
    <Page title={title}>
      {ready && event.data ? (
        <OnlineFax key={event.data.eventId} event={event.data} cart={cart.data} />
      ) : event.isFetching || !failure ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die Anmeldung konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void event.refetch()}
        />
      )}
    </Page>
  );
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'login' }
  | { kind: 'full'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'done'; order: Order };

function OnlineFax({ event, cart }: { event: CostCalculatorResponse; cart: ShoppingCartResponse | undefined }) {
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<FaxDraft>(() => storedDraft(event.eventId) ?? initialDraft(event, cart));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  /** Counts failed checks and sends: the error summary takes the focus on each. */
  const [attempt, setAttempt] = useState(0);
  const [submit, { isLoading }] = useSubmitOnlineFaxMutation();

  if (outcome.kind === 'done') {
    return (
      <>
        {/* The form is gone: the focus goes to the confirmation, never to the page's body. */}
        <FormStatus message={ONLINE_FAX_MESSAGES.confirmed} takeFocus />
        <p>
          Ihre Bestellnummer: <strong>{outcome.order.orderNumber}</strong>
        </p>
        <p>Die Bestätigung haben wir Ihnen per E-Mail geschickt.</p>
      </>
    );
  }

  const update = (next: FaxDraft) => setDraft(next);
  const check = (): boolean => {
    const result = validateRegistration(draft);
    setErrors(result.ok ? {} : result.fields);
    return result.ok;
  };

  const openPdf = (click: MouseEvent<HTMLButtonElement>) => {
    if (check()) return;
    click.preventDefault();
    setAttempt((n) => n + 1);
  };

  const send = async (waitlist: boolean) => {
    if (isLoading) return;
    const valid = check();
    if (!acceptTerms) setErrors((current) => ({ ...current, acceptTerms: ORDER_MESSAGES.acceptTerms }));
    if (!valid || !acceptTerms) {
      setAttempt((n) => n + 1);
      return;
    }
    setOutcome({ kind: 'none' });
    const result = await submit({
      idempotencyKey,
      body: { eventId: event.eventId, ...draft, acceptTerms, waitlist },
    });
    if ('data' in result && result.data) {
      storeDraft(event.eventId, null);
      setOutcome({ kind: 'done', order: result.data.order });
      return;
    }
    const failure = failureOf(result.error);
    if (failure.status === 401) {
      storeDraft(event.eventId, draft);
      setOutcome({ kind: 'login' });
    } else if (failure.code === 'EVENT_FULL') setOutcome({ kind: 'full', message: failure.message });
    else {
      setErrors(failure.fields);
      setOutcome({ kind: 'error', message: failure.message });
      setAttempt((n) => n + 1);
    }
  };
  const summary = { errors, alert: outcome.kind === 'error' ? outcome.message : null, attempt };

  return (
    <>
      <p className="amb-cart-fax__event">
        <strong>{event.themeTitle}</strong>
        <br />
        {formatDateRange(event.startDate, event.endDate)} ·{' '}
        {event.hotel ? [event.city, event.hotel.name].filter(Boolean).join(', ') : MESSAGES.online}
      </p>
      <p>
        Melden Sie Teilnehmer hier an: als Fax-Formular zum Unterschreiben und Faxen, oder gleich online. Ihre Angaben
        aus dem Warenkorb haben wir übernommen.
      </p>
      <SummaryForm
        form={summary}
        fieldIds={registrationFieldIds(draft.participants.length, ACCEPT_TERMS_ID)}
        onSubmit={(submitEvent) => submitEvent.preventDefault()}
      >
        {draft.participants.map((person, index) => (
          <ParticipantFields
            key={index}
            index={index}
            person={person}
            errors={errors}
            onChange={(patch) =>
              update({
                ...draft,
                participants: draft.participants.map((p, i) => (i === index ? { ...p, ...patch } : p)),
              })
            }
            onRemove={
              draft.participants.length > 1
                ? () => update({ ...draft, participants: draft.participants.filter((_, i) => i !== index) })
                : undefined
            }
          />
        ))}
        {errors.participants ? <p className="kit-field__error">{errors.participants}</p> : null}
        {draft.participants.length < ONLINE_FAX_MAX_PARTICIPANTS ? (
          <Button
            variant="secondary"
            onClick={() => update({ ...draft, participants: [...draft.participants, emptyParticipant(event)] })}
          >
            Weiteren Teilnehmer hinzufügen
          </Button>
        ) : null}
        <OptionsFields
          options={draft.options}
          errors={errors}
          onChange={(patch) => update({ ...draft, options: { ...draft.options, ...patch } })}
        />
        <section aria-labelledby="fax-terms">
          <h2 id="fax-terms">{CANCELLATION_TEXTS.title}</h2>
          <ul>
            {CANCELLATION_TERMS_LINES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <div className="amb-cart-fax__actions">
          {/* Submits the form below (outside this one): the PDF opens in a new tab, the entries are posted. */}
          <button type="submit" form={PDF_FORM_ID} className="kit-button kit-button--secondary" onClick={openPdf}>
            Fax-Formular als PDF
          </button>
        </div>
        <h2>Online absenden</h2>
        <CheckboxField
          id={ACCEPT_TERMS_ID}
          label="Ich akzeptiere die AGB und die Stornobedingungen."
          checked={acceptTerms}
          error={errors.acceptTerms}
          onChange={setAcceptTerms}
        />
        {outcome.kind === 'login' ? (
          <div role="alert">
            <p>{ONLINE_FAX_MESSAGES.loginRequired}</p>
            <p>
              <a href={routeUrl(PAGE_ROUTES.login, {}, { redirect: returnPath(pathname) })}>Zur Anmeldung</a>
            </p>
          </div>
        ) : null}
        {outcome.kind === 'full' ? (
          <div role="alert">
            <p>{outcome.message}</p>
            <Button variant="secondary" aria-disabled={isLoading || undefined} onClick={() => void send(true)}>
              Auf die Warteliste setzen
            </Button>
          </div>
        ) : null}
        {/* Busy, not disabled: a disabled button would drop the keyboard's focus to the page's body. */}
        <Button
          aria-disabled={isLoading || undefined}
          aria-busy={isLoading || undefined}
          onClick={() => void send(false)}
        >
          Online absenden
        </Button>
      </SummaryForm>
      <form
        id={PDF_FORM_ID}
        hidden
        method="post"
        action={buildPath(PAGE_ROUTES.onlineFaxPdf.path, { id: event.eventId })}
        target="_blank"
      >
        <input type="hidden" name={FAX_QUERY_PARAM} value={faxPdfPayload(draft)} />
      </form>
    </>
  );
}

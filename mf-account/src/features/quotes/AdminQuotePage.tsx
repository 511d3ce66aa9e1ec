import { useState } from 'react';
import { PAGE_ROUTES, type RouteParams } from '@amb/shared-contracts/core';
import { formatDate, formatDateRange } from '@amb/shared-contracts/dates';
import {
  QUOTE_MESSAGES,
  QUOTE_TEXTS,
  type AdminQuoteResponse,
  type QuoteEventOption,
} from '@amb/shared-contracts/services';
import { quoteOfferSchema } from '@amb/shared-contracts/schemas';
import {
  Button,
  ErrorSummary,
  failureOf,
  FormAlert,
  FormStatus,
  PageState,
  SelectField,
  SubmitButton,
  summaryEntries,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { AdminPage } from '../../components/AdminPage';
import { MemberFrame } from '../../components/MemberFrame';
import { QuoteFacts, QuotePrice } from './QuoteDetails';
import { useAdminQuoteQuery, useSaveOfferMutation, useSendQuoteMutation } from './quotesApi';

const ORDER = ['eventId', 'days', 'distanceKm', 'discountPercent', 'validUntil', 'message'];
const fieldId = (name: string) => `offer-${name}`;

const eventLabel = (e: QuoteEventOption) =>
  `${formatDateRange(e.startDate, e.endDate)} · ${e.isOnline ? 'Online' : (e.city ?? '–')} · ${e.seatsLeft} Plätze frei`;

function OfferForm({ data, onSaved }: { data: AdminQuoteResponse; onSaved: (message: string) => void }) {
  const { quote, eventOptions } = data;
  const initial = {
    quoteId: String(quote.quoteId),
    version: String(quote.version),
    eventId: quote.event ? String(quote.event.eventId) : '',
    days: quote.days === null ? '' : String(quote.days),
    distanceKm: quote.distanceKm === null ? '' : String(quote.distanceKm),
    discountPercent: String(quote.discountPercent),
    validUntil: quote.validUntil ?? '',
    message: quote.message,
  };
  const form = useForm(quoteOfferSchema, initial);
  const [save] = useSaveOfferMutation();
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await save({ ...value, version: data.quote.version }).unwrap();
      onSaved(QUOTE_MESSAGES.saved);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  const fitting = eventOptions.filter((e) => e.seatsLeft >= quote.participants);
  return (
    <form noValidate onSubmit={onSubmit} className="account-form" data-error-summary>
      <ErrorSummary entries={summaryEntries(form.errors, ORDER, fieldId, form.alert)} attempt={form.attempt} />
      {quote.kind === 'group' ? (
        <SelectField
          id={fieldId('eventId')}
          label="Termin des Seminars"
          hint={`Termine mit mindestens ${quote.participants} freien Plätzen`}
          placeholder="Bitte wählen"
          options={fitting.map((e) => ({ value: String(e.eventId), label: eventLabel(e) }))}
          {...form.field('eventId')}
        />
      ) : (
        <>
          <TextField
            id={fieldId('days')}
            label="Seminartage"
            hint="1 bis 5"
            inputMode="numeric"
            {...form.field('days')}
          />
          <TextField
            id={fieldId('distanceKm')}
            label="Entfernung der Referentin/des Referenten (km, einfach)"
            inputMode="numeric"
            {...form.field('distanceKm')}
          />
        </>
      )}
      <TextField
        id={fieldId('discountPercent')}
        label="Rabatt auf die Seminargebühr (%)"
        inputMode="numeric"
        {...form.field('discountPercent')}
      />
      <TextField
        id={fieldId('validUntil')}
        label="Gültig bis"
        hint="Ohne Angabe 30 Tage ab Versand"
        type="date"
        {...form.field('validUntil')}
      />
      <TextField id={fieldId('message')} label="Nachricht an den Empfänger" multiline {...form.field('message')} />
      <FormAlert message={form.alert} />
      <SubmitButton busy={form.busy}>{QUOTE_TEXTS.save}</SubmitButton>
    </form>
  );
}

function AdminQuote({ id }: { id: number }) {
  const { data, error, refetch } = useAdminQuoteQuery(id);
  const [send, { isLoading: sending }] = useSendQuoteMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  if (error) return <FormAlert message={failureOf(error).message} />;
  if (!data) return <PageState kind="loading" />;
  const { quote } = data;
  const onSend = async () => {
    setAlert(null);
    try {
      const answer = await send({ id, version: quote.version }).unwrap();
      setNotice(answer.message ?? '');
    } catch (failed) {
      setAlert(failureOf(failed).message);
    }
  };
  return (
    <article className="account-quote">
      <FormStatus message={notice} />
      <h2 className="account-quote__title">{quote.theme.title}</h2>
      <QuoteFacts quote={quote} />
      <p>
        {quote.requester.name} · <a href={`mailto:${quote.requester.email}`}>{quote.requester.email}</a>
      </p>
      {quote.actions.edit ? (
        <section className="account-section" aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="account-section__title">
            Angebot erstellen
          </h2>
          <OfferForm
            key={quote.version}
            data={data}
            onSaved={(message) => {
              setNotice(message);
              void refetch();
            }}
          />
        </section>
      ) : null}
      <QuotePrice quote={quote} />
      {quote.actions.send ? (
        <div className="account-booking__actions">
          <Button onClick={() => void onSend()} disabled={sending} aria-busy={sending}>
            {QUOTE_TEXTS.send}
          </Button>
        </div>
      ) : null}
      <FormAlert message={alert} />
      {quote.history.length > 0 ? (
        <section className="account-quote__history" aria-labelledby="offer-history">
          <h2 id="offer-history" className="account-section__title">
            Verlauf
          </h2>
          <ul>
            {quote.history.map((entry) => (
              <li key={`${entry.status}-${entry.at}`}>
                {formatDate(entry.at)}: {entry.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** `/kundenportal/admin/angebote/:id`: staff price a request by the shared rules and send it. */
export function AdminQuotePage({ params }: { params: RouteParams }) {
  const id = Number(params.id);
  return (
    <MemberFrame>
      {() => (
        <AdminPage link={[PAGE_ROUTES.adminQuotes.path, 'Alle Angebote']}>
          {Number.isInteger(id) && id > 0 ? <AdminQuote id={id} /> : <FormAlert message={QUOTE_MESSAGES.notFound} />}
        </AdminPage>
      )}
    </MemberFrame>
  );
}

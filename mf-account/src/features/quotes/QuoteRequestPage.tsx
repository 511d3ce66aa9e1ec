import { useState } from 'react';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  QUOTE_KIND_LABELS,
  QUOTE_LIMITS,
  QUOTE_MAX_DATE_WINDOWS,
  QUOTE_MESSAGES,
  QUOTE_TEXTS,
  TRAINING_FORMAT_LABELS,
  type DateWindow,
  type QuoteKind,
  type TrainingFormat,
} from '@amb/shared-contracts/services';
import { quoteRequestSchema } from '@amb/shared-contracts/schemas';
import {
  Button,
  ErrorSummary,
  failureOf,
  FormAlert,
  FormStatus,
  PageState,
  RadioGroup,
  SelectField,
  SubmitButton,
  summaryEntries,
  TextField,
  useForm,
} from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useLocationsQuery, useRequestQuoteMutation, useThemeQuery } from './quotesApi';
import { quotePath } from './QuoteDetails';

const ORDER = ['kind', 'participants', 'format', 'locationId', 'postalCode', 'city', 'dateWindows', 'remarks'];
const fieldId = (name: string) => `quote-${name.replace(/\[(\d+)\]\.?/g, '-$1-').replace(/-$/, '')}`;

const themeParam = () => new URLSearchParams(window.location.search).get('thema') ?? '';

interface Values {
  themeId: string;
  kind: QuoteKind;
  participants: string;
  format: TrainingFormat;
  locationId: string;
  postalCode: string;
  city: string;
  dateWindows: DateWindow[];
  remarks: string;
}

function RequestForm({ themeId, title }: { themeId: number; title: string }) {
  const empty: Values = {
    themeId: String(themeId),
    kind: 'group',
    participants: '',
    format: 'any',
    locationId: '',
    postalCode: '',
    city: '',
    dateWindows: [{ from: '', to: '' }],
    remarks: '',
  };
  const form = useForm(quoteRequestSchema, empty);
  const [request] = useRequestQuoteMutation();
  const locations = useLocationsQuery();
  const [sent, setSent] = useState<{ id: number; message: string } | null>(null);
  const windows = form.values.dateWindows;
  const setWindow = (index: number, part: keyof DateWindow, value: string) =>
    form.setValue(
      'dateWindows',
      windows.map((w, i) => (i === index ? { ...w, [part]: value } : w)),
    );
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const answer = await request(value).unwrap();
      setSent({ id: answer.quote.quoteId, message: answer.message ?? QUOTE_MESSAGES.requested(answer.quote.number) });
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  if (sent) {
    return (
      <>
        <FormStatus message={sent.message} />
        <p>
          <a href={quotePath(sent.id)}>Ihre Anfrage ansehen</a> ·{' '}
          <a href={PAGE_ROUTES.memberQuotes.path}>Alle Angebote</a>
        </p>
      </>
    );
  }
  const inhouse = form.values.kind === 'inhouse';
  const limits = inhouse ? QUOTE_LIMITS.inhouse : QUOTE_LIMITS.group;
  return (
    <form noValidate onSubmit={onSubmit} className="account-form" data-error-summary>
      <p className="account-page__text">{QUOTE_TEXTS.requestIntro(title)}</p>
      <ErrorSummary entries={summaryEntries(form.errors, ORDER, fieldId, form.alert)} attempt={form.attempt} />
      <RadioGroup
        id={fieldId('kind')}
        legend="Was wünschen Sie?"
        choices={(['group', 'inhouse'] as const).map((kind) => ({ value: kind, label: QUOTE_KIND_LABELS[kind] }))}
        value={form.values.kind}
        onChange={(kind) => form.setValue('kind', kind as QuoteKind)}
        error={form.errors.kind}
      />
      <TextField
        id={fieldId('participants')}
        label="Teilnehmende"
        hint={`${limits.minParticipants} bis ${limits.maxParticipants} Personen`}
        inputMode="numeric"
        {...form.field('participants')}
      />
      {inhouse ? (
        <>
          <TextField
            id={fieldId('postalCode')}
            label="PLZ des Seminarorts"
            inputMode="numeric"
            autoComplete="postal-code"
            {...form.field('postalCode')}
          />
          <TextField id={fieldId('city')} label="Ort" autoComplete="address-level2" {...form.field('city')} />
        </>
      ) : (
        <>
          <RadioGroup
            id={fieldId('format')}
            legend="Seminarform"
            choices={(['any', 'presence', 'online'] as const).map((f) => ({
              value: f,
              label: TRAINING_FORMAT_LABELS[f],
            }))}
            value={form.values.format}
            onChange={(format) => form.setValue('format', format as TrainingFormat)}
            error={form.errors.format}
          />
          <SelectField
            id={fieldId('locationId')}
            label="Bevorzugter Seminarort (optional)"
            placeholder="Kein bestimmter Ort"
            options={(locations.data ?? []).map((l) => ({ value: String(l.locationId), label: l.name }))}
            {...form.field('locationId')}
          />
        </>
      )}
      <fieldset
        className="kit-fieldset account-quote__windows"
        aria-describedby={form.errors.dateWindows ? `${fieldId('dateWindows')}-error` : undefined}
      >
        <legend>Wann passt es Ihnen?</legend>
        {windows.map((window, index) => (
          <div key={index} className="account-quote__window">
            <TextField
              id={fieldId(`dateWindows[${index}].from`)}
              label={`Zeitraum ${index + 1}: von`}
              type="date"
              value={window.from}
              onChange={(value) => setWindow(index, 'from', value)}
              error={form.errors[`dateWindows[${index}].from`] ?? form.errors[`dateWindows[${index}]`]}
            />
            <TextField
              id={fieldId(`dateWindows[${index}].to`)}
              label="bis"
              type="date"
              value={window.to}
              onChange={(value) => setWindow(index, 'to', value)}
              error={form.errors[`dateWindows[${index}].to`]}
            />
          </div>
        ))}
        {form.errors.dateWindows ? (
          <p id={`${fieldId('dateWindows')}-error`} className="kit-field__error">
            {form.errors.dateWindows}
          </p>
        ) : null}
        {windows.length < QUOTE_MAX_DATE_WINDOWS ? (
          <Button variant="secondary" onClick={() => form.setValue('dateWindows', [...windows, { from: '', to: '' }])}>
            Weiteren Zeitraum angeben
          </Button>
        ) : null}
      </fieldset>
      <TextField id={fieldId('remarks')} label="Anmerkungen (optional)" multiline {...form.field('remarks')} />
      <FormAlert message={form.alert} />
      <SubmitButton busy={form.busy}>{QUOTE_TEXTS.submit}</SubmitButton>
    </form>
  );
}

function Request() {
  const param = themeParam();
  const theme = useThemeQuery(param, { skip: param === '' });
  if (param === '' || theme.error) return <FormAlert message={QUOTE_MESSAGES.themeNotFound} />;
  if (!theme.data) return <PageState kind="loading" />;
  return <RequestForm themeId={theme.data.themeId} title={theme.data.title} />;
}

/** `/meinamb/angebot-anfordern?thema={id}`: „Angebot anfordern“ from a theme page, a group offer or in-house. */
export function QuoteRequestPage() {
  return <MemberFrame>{() => <Request />}</MemberFrame>;
}

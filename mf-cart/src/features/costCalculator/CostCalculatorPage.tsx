import { useRef, useState } from 'react';
import { MESSAGES, PAGE_ROUTES, VAT_TEXTS, buildPath, type CostCalculatorResponse } from '@amb/shared-contracts/core';
import {
  COST_CALCULATOR_LIMITS,
  COST_CALCULATOR_MESSAGES,
  COST_CALCULATOR_TEXTS,
  calculateCosts,
  checkCostInput,
  costQueryOf,
  formatCents,
  isValidParticipantCount,
  type CostFormParticipant,
} from '@amb/shared-contracts/costCalculator';
import { formatDateRange } from '@amb/shared-contracts/dates';
import {
  Button,
  CheckboxField,
  ErrorState,
  failureOf,
  Loading,
  NotFoundPage,
  Page,
  SummaryForm,
  TextField,
} from '@amb/remote-kit';
import type { PageProps } from '@amb/remote-kit';
import { useGetCostCalculatorQuery } from './costCalculatorApi';
import { CostTable } from './CostTable';
import { initialRows, resizeRows } from './costRows';
import './costCalculator.css';

/** /seminare/warenkorb/kostenrechner/:id — what the date costs the employer, live and as a PDF. */
export function CostCalculatorPage({ title, params }: PageProps) {
  const { data, error, isFetching, refetch } = useGetCostCalculatorQuery(params.id ?? '');
  const failure = error ? failureOf(error) : undefined;
  if (failure?.status === 404 || failure?.status === 400) return <NotFoundPage />;
  return (
    <Page title={title}>
      {data ? (
        <CostCalculator key={data.eventId} data={data} />
      ) : isFetching || !failure ? (
        <Loading />
      ) : (
        <ErrorState
          message="Der Kostenrechner konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

function CostCalculator({ data }: { data: CostCalculatorResponse }) {
  const [rows, setRows] = useState<CostFormParticipant[]>(() => initialRows(data));
  const [countText, setCountText] = useState(String(rows.length));
  const count = /^\d{1,2}$/.test(countText.trim()) ? Number(countText.trim()) : NaN;
  const countValid = isValidParticipantCount(count);
  const shown = countValid ? resizeRows(rows, count) : rows;
  const checked = checkCostInput(shown);
  const hasHotel = data.hotel !== null;

  const changeCount = (text: string) => {
    setCountText(text);
    const next = Number(text.trim());
    if (/^\d{1,2}$/.test(text.trim()) && isValidParticipantCount(next)) setRows(resizeRows(rows, next));
  };
  const change = (index: number, patch: Partial<CostFormParticipant>) =>
    setRows(shown.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorOf = (key: string) => (checked.ok ? undefined : checked.errors[key]);
  // The figures follow every change; "Kosten berechnen" (or Enter) checks: with a problem the error summary on top
  // takes the focus, else the table of costs does.
  const [attempt, setAttempt] = useState(0);
  const table = useRef<HTMLTableElement>(null);
  const errors: Record<string, string> = {
    ...(countValid ? {} : { participants: COST_CALCULATOR_MESSAGES.participants }),
    ...(checked.ok ? {} : checked.errors),
  };
  const fieldIds = {
    participants: 'costs-participants',
    ...Object.fromEntries(shown.map((_, index) => [`travel.${index}`, `costs-travel-${index}`])),
  };
  const ready = countValid && checked.ok;

  return (
    <>
      <p className="amb-cart-costs__intro">
        <strong>{data.themeTitle}</strong>
        <br />
        {formatDateRange(data.startDate, data.endDate)} ·{' '}
        {data.hotel ? [data.city, data.hotel.name].filter(Boolean).join(', ') : MESSAGES.online} ·{' '}
        {data.days === 1 ? '1 Seminartag' : `${data.days} Seminartage`}
      </p>
      {data.hotel?.rates ? (
        <p className="amb-cart-costs__note">
          Einzelzimmer {formatCents(data.hotel.rates.singleRoomNightCents)} pro Nacht, Vollpension{' '}
          {formatCents(data.hotel.rates.fullBoardDayCents)} pro Tag, Tagungspauschale ohne Übernachtung{' '}
          {formatCents(data.hotel.rates.dayRateCents)} pro Tag. {VAT_TEXTS.allPricesNet}
        </p>
      ) : (
        <p className="amb-cart-costs__note">
          {data.isOnline ? COST_CALCULATOR_TEXTS.online : COST_CALCULATOR_TEXTS.noRates}
        </p>
      )}
      <SummaryForm
        form={{ errors, alert: null, attempt }}
        fieldIds={fieldIds}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) table.current?.focus();
          else setAttempt((n) => n + 1);
        }}
      >
        <TextField
          id={fieldIds.participants}
          label="Anzahl der Teilnehmer"
          hint={`${COST_CALCULATOR_LIMITS.minParticipants} bis ${COST_CALCULATOR_LIMITS.maxParticipants}`}
          value={countText}
          onChange={changeCount}
          error={countValid ? undefined : COST_CALCULATOR_MESSAGES.participants}
        />
        {shown.map((row, index) => (
          <fieldset key={index} className="amb-cart-costs__person">
            <legend>{`${index + 1}. Teilnehmer`}</legend>
            {hasHotel ? (
              <>
                <CheckboxField
                  id={`costs-overnight-${index}`}
                  label="Mit Übernachtung im Einzelzimmer und Vollpension"
                  checked={row.overnight}
                  onChange={(overnight) => change(index, { overnight })}
                />
                {row.overnight ? (
                  <CheckboxField
                    id={`costs-night-before-${index}`}
                    label="Anreise am Vorabend (eine Nacht mehr)"
                    checked={row.nightBefore}
                    onChange={(nightBefore) => change(index, { nightBefore })}
                  />
                ) : null}
              </>
            ) : null}
            <TextField
              id={`costs-travel-${index}`}
              label="Reisekosten in Euro"
              hint="z. B. 123,45"
              value={row.travel}
              onChange={(travel) => change(index, { travel })}
              error={errorOf(`travel.${index}`)}
            />
          </fieldset>
        ))}
        <Button type="submit" variant="secondary">
          {COST_CALCULATOR_TEXTS.calculate}
        </Button>
      </SummaryForm>
      {ready ? (
        <>
          <CostTable
            ref={table}
            calculation={calculateCosts(
              { prices: data.prices, stays: data.stays, hotelRates: data.hotel?.rates ?? null },
              checked.participants,
            )}
          />
          <p>
            <a
              href={buildPath(PAGE_ROUTES.costCalculatorPdf.path, { id: data.eventId }, costQueryOf(shown))}
              type="application/pdf"
            >
              {COST_CALCULATOR_TEXTS.pdfLink}
            </a>
          </p>
        </>
      ) : (
        // The problems are in the error summary above the form.
        <p className="amb-cart-costs__note">{COST_CALCULATOR_MESSAGES.invalid}</p>
      )}
      <p className="amb-cart-costs__note">{COST_CALCULATOR_TEXTS.employerNote}</p>
    </>
  );
}

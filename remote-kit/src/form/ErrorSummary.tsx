import { useEffect, useRef } from 'react';
import { MESSAGES } from '@amb/shared-contracts/core';
import './form.css';

export interface ErrorSummaryEntry {
  /** The id of the field (or of the first control of a group) the entry leads to; none for a general message. */
  fieldId?: string;
  message: string;
}

/**
 * The error summary at the top of a long form (GOV.UK pattern): a heading and one link per problem that moves focus
 * to its field. It takes the focus whenever `attempt` changes with problems to show (a failed submit), so keyboard
 * and screen-reader users start there.
 */
export function ErrorSummary({ entries, attempt }: { entries: readonly ErrorSummaryEntry[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = entries.length > 0;
  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
    // Only a new attempt moves the focus, never a message going away while the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;
  return (
    <div ref={ref} className="kit-error-summary" tabIndex={-1} role="alert" aria-labelledby="kit-error-summary-title">
      <h2 id="kit-error-summary-title" className="kit-error-summary__title">
        {MESSAGES.errorSummaryTitle}
      </h2>
      <ul className="kit-error-summary__list">
        {entries.map((entry) => (
          <li key={`${entry.fieldId ?? ''}:${entry.message}`}>
            {entry.fieldId ? (
              <a
                href={`#${entry.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(entry.fieldId!);
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView?.({ block: 'center' });
                  field.focus();
                }}
              >
                {entry.message}
              </a>
            ) : (
              entry.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The summary's entries of a form: its general message (when it is not just a field's), then each field's message in
 * the form's order, linked to the field's id (`idOf`).
 */
export function summaryEntries(
  errors: Readonly<Record<string, string>>,
  order: readonly string[],
  idOf: (name: string) => string,
  alert?: string | null,
): ErrorSummaryEntry[] {
  const fields = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
  const entries: ErrorSummaryEntry[] = fields.map((name) => ({ fieldId: idOf(name), message: errors[name]! }));
  if (alert && !entries.some((entry) => entry.message === alert)) entries.unshift({ message: alert });
  return entries;
}

const rank = (order: readonly string[], name: string) => {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
};

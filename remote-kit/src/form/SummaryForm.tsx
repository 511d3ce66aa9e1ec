import type { ComponentProps } from 'react';
import type { FieldErrors } from '@amb/shared-contracts/schemas';
import { ErrorSummary, summaryEntries } from './ErrorSummary';

/** What the summary reads of a form (useForm's answer). */
export interface SummaryFormState {
  errors: FieldErrors;
  alert: string | null;
  attempt: number;
}

export interface SummaryFormProps extends Omit<ComponentProps<'form'>, 'noValidate'> {
  form: SummaryFormState;
  /**
   * Each field's name and the id of its control (of a group: its first control), in the order the form shows
   * them: the order of the summary, and where its links lead. A message of a name not listed shows unlinked.
   */
  fieldIds: Readonly<Record<string, string>>;
}

/**
 * A long form with the error summary at its top (GOV.UK): every message of a failed submit — the browser's check of
 * the shared schema or the server's answer, its general message first — linked to its field, and the focus on the
 * summary. It replaces the form's own FormAlert: the general message is in the summary.
 */
export function SummaryForm({ form, fieldIds, children, ...rest }: SummaryFormProps) {
  const entries = summaryEntries(form.errors, Object.keys(fieldIds), (name) => fieldIds[name] ?? '', form.alert);
  return (
    <form noValidate data-error-summary {...rest}>
      <ErrorSummary entries={entries} attempt={form.attempt} />
      {children}
    </form>
  );
}

/** The ids of fields whose control ids are `${prefix}-${name}`, in the given order. */
export function prefixedFieldIds(prefix: string, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `${prefix}-${name}`]));
}

import type { ReactNode } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { AUTH_MESSAGES } from '@amb/shared-contracts/core';
import { CheckboxField, FormStatus, SubmitButton, SummaryForm, failureOf, useForm } from '@amb/remote-kit';

/**
 * useForm for one settings section: a valid submit runs `saveValue`; success shows `message`, a failure
 * the server's German messages (under the fields and in the alert).
 */
export function useSectionForm<S extends AnyObjectSchema, V extends object>(
  schema: S,
  initial: V,
  saveValue: (value: InferType<S>) => Promise<unknown>,
  message: string | ((answer: unknown) => string) = AUTH_MESSAGES.saved,
) {
  const form = useForm(schema, initial);
  const onSubmit = form.handleSubmit(async (value) => {
    try {
      const answer = await saveValue(value);
      form.setStatus(typeof message === 'function' ? message(answer) : message);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });
  return { ...form, onSubmit };
}

type SectionFormState = Pick<
  ReturnType<typeof useSectionForm>,
  'onSubmit' | 'alert' | 'status' | 'busy' | 'errors' | 'attempt'
>;

/**
 * A settings section: its heading, an optional intro, the form with the error summary on top, its fields, status
 * and "Speichern". After a save the focus stays on "Speichern" (it is never disabled) and the status is read out.
 */
export function SectionForm({
  id,
  title,
  form,
  fieldIds,
  intro,
  children,
}: {
  id: string;
  title: string;
  form: SectionFormState;
  /** The section's fields by name, with the ids of their controls, in order (the summary links there). */
  fieldIds: Readonly<Record<string, string>>;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="account-section__title">
        {title}
      </h2>
      {intro}
      <SummaryForm form={form} fieldIds={fieldIds} onSubmit={form.onSubmit}>
        {children}
        <FormStatus message={form.status} />
        <SubmitButton busy={form.busy}>Speichern</SubmitButton>
      </SummaryForm>
    </section>
  );
}

/** One checkbox per boolean of a form, labelled from `labels`. */
export function Checkboxes<K extends string>({
  idPrefix,
  labels,
  values,
  onChange,
}: {
  idPrefix: string;
  labels: ReadonlyArray<[K, string]>;
  values: Record<K, boolean>;
  onChange: (name: K, checked: boolean) => void;
}) {
  return labels.map(([name, label]) => (
    <CheckboxField
      key={name}
      id={`${idPrefix}-${name}`}
      label={label}
      checked={values[name]}
      onChange={(checked) => onChange(name, checked)}
    />
  ));
}

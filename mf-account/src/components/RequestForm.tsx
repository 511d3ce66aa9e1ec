import type { ReactNode } from 'react';
import type { FormRequestKind } from '@amb/shared-contracts/core';
import type { AnyObjectSchema } from 'yup';
import {
  CheckboxGroup,
  failureOf,
  FormStatus,
  SelectField,
  SubmitButton,
  SummaryForm,
  TextField,
  useForm,
  type SelectOption,
} from '@amb/remote-kit';
import { useSendFormRequestMutation } from './formRequestApi';
import './requestForm.css';

/** One field of a request form, as the kit draws it. */
export type RequestField =
  | {
      name: string;
      kind: 'text' | 'email' | 'tel';
      label: string;
      autoComplete?: string;
      hint?: string;
      optional?: boolean;
    }
  | { name: string; kind: 'textarea'; label: string; hint?: string; optional?: boolean }
  | { name: string; kind: 'select'; label: string; options: readonly SelectOption[]; hint?: string }
  | { name: string; kind: 'checkboxes'; label: string; options: readonly string[] }
  | {
      name: string;
      kind: 'custom';
      label: string;
      empty: unknown;
      /** Draws the control; `id` belongs on its first focusable element (the error summary links there). */
      render: (control: {
        id: string;
        value: unknown;
        error: string | undefined;
        onChange: (value: unknown) => void;
      }) => ReactNode;
    };

export interface RequestSection {
  title: string;
  fields: readonly RequestField[];
}

export type RequestValues = Record<string, unknown>;

const emptyOf = (field: RequestField): unknown =>
  field.kind === 'checkboxes' ? [] : field.kind === 'custom' ? field.empty : '';

/** The values of an empty form: '' for each field, [] for a checkbox group, a custom control's own. */
export function emptyValues(sections: readonly RequestSection[]): RequestValues {
  return Object.fromEntries(sections.flatMap((section) => section.fields.map((f) => [f.name, emptyOf(f)] as const)));
}

const PERSON_FIELDS: readonly RequestField[] = [
  { name: 'salutation', kind: 'select', label: 'Anrede', options: [] },
  { name: 'firstname', kind: 'text', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'lastname', kind: 'text', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'email', kind: 'email', label: 'E-Mail-Adresse', autoComplete: 'email' },
];

/** Salutation, names and e-mail, the fields every form asks (the salutations come with the page). */
export function personFields(salutations: readonly string[]): RequestField[] {
  return PERSON_FIELDS.map((field) => (field.name === 'salutation' ? { ...field, options: salutations } : field));
}

/** Company and postal address (SPEC §5 rules). */
export const ADDRESS_FIELDS: readonly RequestField[] = [
  { name: 'company', kind: 'text', label: 'Firma', autoComplete: 'organization' },
  { name: 'street', kind: 'text', label: 'Straße', autoComplete: 'address-line1', hint: 'Ohne Hausnummer' },
  { name: 'streetNumber', kind: 'text', label: 'Hausnummer' },
  { name: 'postalCode', kind: 'text', label: 'PLZ', autoComplete: 'postal-code' },
  { name: 'city', kind: 'text', label: 'Ort', autoComplete: 'address-level2' },
];

export interface RequestFormProps {
  kind: FormRequestKind;
  schema: AnyObjectSchema;
  sections: readonly RequestSection[];
  submitLabel: string;
  /** Values to start with (e.g. a date chosen on the theme page, the member's name). */
  initial?: RequestValues;
  /** Shown above the submit button (e.g. the privacy note). */
  footnote?: ReactNode;
  /** The body the api gets, from the checked values (e.g. with the order's articles). */
  bodyOf?: (value: Record<string, unknown>) => object;
  /** Drawn between the last section and the submit button (e.g. the order's summary). */
  beforeSubmit?: (values: RequestValues) => ReactNode;
  onSent?: (requestId: number) => void;
}

/**
 * A request form from its sections: the shared schema checks it here (messages from the first submit on,
 * an error summary that takes the focus) and again in the api, whose field messages show at the fields.
 */
export function RequestForm({
  kind,
  schema,
  sections,
  submitLabel,
  initial,
  footnote,
  bodyOf,
  beforeSubmit,
  onSent,
}: RequestFormProps) {
  // Stable ids from the form's kind (contact-email, sbv-topic): labels, the error summary and tests find them.
  const prefix = kind;
  const empty = { ...emptyValues(sections), ...initial };
  const form = useForm(schema, empty);
  const [send] = useSendFormRequestMutation();
  const fields = sections.flatMap((section) => section.fields);
  // A checkbox group's summary link goes to its first box.
  const idOf = (name: string) =>
    fields.find((f) => f.name === name)?.kind === 'checkboxes' ? `${prefix}-${name}-0` : `${prefix}-${name}`;
  const groupId = (name: string) => `${prefix}-${name}`;
  const order = fields.map((field) => field.name);
  const onSubmit = form.handleSubmit(async (checked) => {
    // The schema's checked (and cast) values: what the api checks again.
    const value = checked as Record<string, unknown>;
    try {
      const body = bodyOf ? bodyOf(value) : value;
      const { message, requestId } = await send({ kind, body }).unwrap();
      form.reset(empty);
      form.setStatus(message);
      onSent?.(requestId);
    } catch (error) {
      form.fail(failureOf(error));
    }
  });

  const control = (field: RequestField) => {
    const id = groupId(field.name);
    const bound = form.field(field.name);
    const error = bound.error;
    switch (field.kind) {
      case 'select':
        return (
          <SelectField
            id={id}
            label={field.label}
            placeholder="Bitte wählen"
            options={field.options}
            required
            {...(field.hint ? { hint: field.hint } : {})}
            value={String(bound.value)}
            error={error}
            onChange={bound.onChange}
          />
        );
      case 'custom':
        return field.render({ id, value: bound.value, error, onChange: bound.onChange });
      case 'checkboxes':
        return (
          <CheckboxGroup
            id={id}
            legend={field.label}
            options={field.options}
            selected={bound.value as string[]}
            onChange={bound.onChange}
            {...(error ? { error } : {})}
          />
        );
      default:
        return (
          <TextField
            id={id}
            label={field.optional ? `${field.label} (optional)` : field.label}
            {...(field.hint ? { hint: field.hint } : {})}
            {...(field.kind === 'textarea' ? { multiline: true } : { type: field.kind })}
            {...('autoComplete' in field && field.autoComplete ? { autoComplete: field.autoComplete } : {})}
            required={!field.optional}
            value={String(bound.value)}
            error={error}
            onChange={bound.onChange}
          />
        );
    }
  };

  return (
    <div className="account-request">
      {/* Sent: the form starts anew, the focus goes to the thanks (never to the page's body). */}
      <FormStatus message={form.status} takeFocus />
      <SummaryForm
        form={form}
        fieldIds={Object.fromEntries(order.map((name) => [name, idOf(name)]))}
        onSubmit={onSubmit}
        className="account-form account-request__form"
      >
        {sections.map((section) => (
          <fieldset key={section.title} className="account-request__section">
            <legend className="account-request__legend">{section.title}</legend>
            {section.fields.map((field) => (
              <div key={field.name}>{control(field)}</div>
            ))}
          </fieldset>
        ))}
        {beforeSubmit?.(form.values)}
        {footnote ? <p className="account-request__footnote">{footnote}</p> : null}
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      </SummaryForm>
    </div>
  );
}

import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { validateForm, type FieldErrors } from '@amb/shared-contracts/schemas';
import type { Failure } from '../store/failure';

/**
 * Form state with the shared yup schema: no messages before the first submit, then the schema runs on
 * every change. Server field errors stand until that field is edited; the general message until any edit.
 */
export function useForm<S extends AnyObjectSchema, V extends object>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The submit button stays focusable while busy (SubmitButton): a second submit meanwhile is ignored here.
  const running = useRef(false);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /** Counts failed submits (the browser's check or the server's answer): an ErrorSummary takes the focus on each. */
  const [attempt, setAttempt] = useState(0);

  const clientErrors = useMemo<FieldErrors>(() => {
    if (!submitted) return {};
    const result = validateForm(schema, values);
    return result.ok ? {} : result.fields;
  }, [schema, submitted, values]);

  const errors: FieldErrors = { ...serverFields, ...clientErrors };

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerFields((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    setAlert(null);
    setStatus(null);
  }, []);

  /** Value, message and change handler of one field: spread onto the kit's TextField or SelectField. */
  const field = <K extends keyof V & string>(name: K) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: V[K]) => setValue(name, value),
  });

  const fail = useCallback((failure: Failure) => {
    setServerFields(failure.fields);
    setAlert(failure.message);
    setAttempt((n) => n + 1);
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setSubmitted(false);
    setServerFields({});
  }, []);

  const handleSubmit = useCallback(
    (onValid: (value: InferType<S>) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      setSubmitted(true);
      setStatus(null);
      const result = validateForm(schema, values);
      if (!result.ok) {
        setAttempt((n) => n + 1);
        focusFirstInvalid(event.currentTarget);
        return;
      }
      setBusy(true);
      running.current = true;
      const submit = async () => {
        try {
          await onValid(result.value);
        } finally {
          running.current = false;
          setBusy(false);
        }
      };
      // React ignores what a handler returns: the submission runs on by itself.
      void submit();
    },
    [schema, values],
  );

  return {
    values,
    setValue,
    field,
    errors,
    alert,
    setAlert,
    status,
    setStatus,
    busy,
    attempt,
    fail,
    reset,
    handleSubmit,
  };
}

function focusFirstInvalid(form: HTMLFormElement) {
  // A form with an error summary (data-error-summary) lets the summary take the focus.
  if (form.hasAttribute('data-error-summary')) return;
  // The messages render on the next commit; focus then.
  window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

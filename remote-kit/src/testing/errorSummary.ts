import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@amb/shared-contracts/core';

/** The error summary on top of the form (SummaryForm), once it shows. */
export function findErrorSummary(): Promise<HTMLElement> {
  return screen.findByRole('alert', { name: MESSAGES.errorSummaryTitle });
}

/**
 * A field's message as a user meets it after a failed submit: a link of the error summary that leads to the field,
 * and the same message under the field (its accessible description, or its group's). Returns the field.
 */
export async function findFieldError(message: string): Promise<HTMLElement> {
  const summary = await findErrorSummary();
  const link = within(summary).getByRole('link', { name: message });
  const field = document.getElementById((link.getAttribute('href') ?? '').replace(/^#/, ''));
  if (!field) throw new Error(`Die Fehlerübersicht verweist auf kein Feld: ${message}`);
  // A group's message describes its fieldset; a single control's describes the control.
  const described = field.hasAttribute('aria-describedby') ? field : (field.closest('fieldset') ?? field);
  expect(described).toHaveAccessibleDescription(expect.stringContaining(message));
  return field;
}

/**
 * A stored request as the staff (list, CSV) and the sender (confirmation mail) read it: each field of the
 * kind's label table with its value written out in German.
 */
import {
  BOARD_OPTIONS,
  FORM_REQUEST_FIELDS,
  type BoardOption,
  type FormRequestField,
  type FormRequestKind,
} from '@amb/shared-contracts';

interface OrderLine {
  quantity?: unknown;
  name?: unknown;
}

function written(field: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field === 'items' && Array.isArray(value)) {
    return (value as OrderLine[]).map((line) => `${String(line.quantity)} × ${String(line.name)}`).join('; ');
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (field === 'hotelOverNightOption' && typeof value === 'string' && value in BOARD_OPTIONS) {
    return BOARD_OPTIONS[value as BoardOption];
  }
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** The request's fields in the kind's order; empty optional fields are left out. */
export function requestFields(kind: FormRequestKind, data: Record<string, unknown>): FormRequestField[] {
  return FORM_REQUEST_FIELDS[kind]
    .map(([field, label]) => ({ label, value: written(field, data[field]) }))
    .filter((field) => field.value !== '');
}

/** Every field of the kind (empty ones as ''), in the kind's order: the columns of its CSV export. */
export function requestColumns(kind: FormRequestKind, data: Record<string, unknown>): string[] {
  return FORM_REQUEST_FIELDS[kind].map(([field]) => written(field, data[field]));
}

export const parseRequestData = (data: string): Record<string, unknown> => {
  const parsed: unknown = JSON.parse(data);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
};

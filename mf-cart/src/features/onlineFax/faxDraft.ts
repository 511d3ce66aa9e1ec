import { STORAGE_KEYS, type CostCalculatorResponse, type ShoppingCartResponse } from '@amb/shared-contracts/core';

/** A participant as the form holds it: the cart's participant fields, as typed. */
export interface ParticipantDraft {
  salutation: string;
  title: string;
  firstname: string;
  lastname: string;
  email: string;
  brFunction: string;
  hotelOverNightOption: string;
  kind: string;
}

export interface OptionsDraft {
  company: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  purchaseOrderNumber: string;
}

export interface FaxDraft {
  participants: ParticipantDraft[];
  options: OptionsDraft;
}

export function emptyParticipant(event: CostCalculatorResponse): ParticipantDraft {
  return {
    salutation: '',
    title: '',
    firstname: '',
    lastname: '',
    email: '',
    brFunction: '',
    hotelOverNightOption: event.hotel ? '' : 'none',
    kind: 'booking',
  };
}

const EMPTY_OPTIONS: OptionsDraft = {
  company: '',
  street: '',
  streetNumber: '',
  postalCode: '',
  city: '',
  purchaseOrderNumber: '',
};

/** The form's start: the cart's participants of the event and its order options, else one empty participant. */
export function initialDraft(event: CostCalculatorResponse, cart: ShoppingCartResponse | undefined): FaxDraft {
  const item = cart?.items.find((entry) => entry.eventId === event.eventId);
  const participants = (item?.participants ?? []).map((p): ParticipantDraft => ({
    salutation: p.salutation,
    title: p.title,
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    brFunction: p.brFunction,
    hotelOverNightOption: p.hotelOverNightOption,
    kind: p.kind,
  }));
  const options = cart?.options;
  return {
    participants: participants.length > 0 ? participants : [emptyParticipant(event)],
    options: options
      ? {
          company: options.company,
          street: options.street,
          streetNumber: options.streetNumber,
          postalCode: options.postalCode,
          city: options.city,
          purchaseOrderNumber: options.purchaseOrderNumber,
        }
      : EMPTY_OPTIONS,
  };
}

/** What the fax form posts to the bff's PDF (one field, JSON), never in the address. */
export function faxPdfPayload(draft: FaxDraft): string {
  return JSON.stringify({ participants: draft.participants, options: draft.options });
}

type StoredDrafts = Record<string, FaxDraft>;

function readDrafts(): StoredDrafts {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.onlineFaxDraft) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredDrafts) : {};
  } catch {
    return {};
  }
}

/** The entries kept while the visitor logs in (sessionStorage; a full or missing storage keeps nothing). */
export function storedDraft(eventId: number): FaxDraft | null {
  const draft = readDrafts()[String(eventId)];
  return draft && Array.isArray(draft.participants) && typeof draft.options === 'object' ? draft : null;
}

export function storeDraft(eventId: number, draft: FaxDraft | null): void {
  try {
    const drafts = readDrafts();
    if (draft) drafts[String(eventId)] = draft;
    else delete drafts[String(eventId)];
    window.sessionStorage.setItem(STORAGE_KEYS.onlineFaxDraft, JSON.stringify(drafts));
  } catch {
    // Private mode or a full storage: the entries stay on the page only.
  }
}

/** One key per intended order: a repeated submission of the same form is the same order. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `fax-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

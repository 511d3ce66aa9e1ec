/**
 * The life of a quote (Angebot): staff write it as a draft (Entwurf) from a request and send it (versendet);
 * the first time the recipient opens it, it is opened (geöffnet); the recipient accepts (angenommen) or
 * declines (abgelehnt) it until its validity date, after which it has expired (abgelaufen). Accepted,
 * declined and expired are final.
 */

export const QUOTE_STATUSES = ['draft', 'sent', 'opened', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Entwurf',
  sent: 'versendet',
  opened: 'geöffnet',
  accepted: 'angenommen',
  declined: 'abgelehnt',
  expired: 'abgelaufen',
};

/** What the requester reads while staff still work on the quote. */
export const QUOTE_STATUS_LABELS_FOR_RECIPIENT: Record<QuoteStatus, string> = {
  ...QUOTE_STATUS_LABELS,
  draft: 'angefragt – in Bearbeitung',
};

export type QuoteAction = 'edit' | 'send' | 'open' | 'accept' | 'decline';

export type QuoteTransition =
  { ok: true; status: QuoteStatus; changed: boolean } | { ok: false; reason: 'notAllowed' | 'expired' };

export const FINAL_QUOTE_STATUSES: readonly QuoteStatus[] = ['accepted', 'declined', 'expired'];

/** The status as of `today` (Berlin day): a sent or opened quote past its validity date has expired. */
export function effectiveQuoteStatus(
  quote: { status: QuoteStatus; validUntil: string | null },
  today: string,
): QuoteStatus {
  const live = quote.status === 'sent' || quote.status === 'opened';
  return live && quote.validUntil !== null && quote.validUntil < today ? 'expired' : quote.status;
}

/**
 * The status after `action` on `today`, or why not. Opening an opened quote again changes nothing (only the
 * first opening is recorded); acting on a sent or opened quote past its validity date is refused as expired.
 */
export function quoteTransition(
  quote: { status: QuoteStatus; validUntil: string | null },
  action: QuoteAction,
  today: string,
): QuoteTransition {
  const status = effectiveQuoteStatus(quote, today);
  if (status === 'expired' && quote.status !== 'expired' && action !== 'edit' && action !== 'send') {
    return { ok: false, reason: 'expired' };
  }
  switch (action) {
    case 'edit':
    case 'send':
      if (status !== 'draft') return { ok: false, reason: 'notAllowed' };
      return { ok: true, status: action === 'send' ? 'sent' : 'draft', changed: action === 'send' };
    case 'open':
      if (status === 'sent') return { ok: true, status: 'opened', changed: true };
      if (status === 'draft') return { ok: false, reason: 'notAllowed' };
      return { ok: true, status, changed: false };
    case 'accept':
    case 'decline':
      if (status !== 'sent' && status !== 'opened') return { ok: false, reason: 'notAllowed' };
      return { ok: true, status: action === 'accept' ? 'accepted' : 'declined', changed: true };
  }
}

/** 'ANG-2026-00042': the quote's number from its id and the Berlin year it was created in. */
export function quoteNumber(quoteId: number, createdYear: number): string {
  return `ANG-${createdYear}-${String(quoteId).padStart(5, '0')}`;
}

/** The mails of a quote: the requester's confirmation, the staff's notice, the quote itself, the decision. */
import { BRAND_NAME, QUOTE_KIND_LABELS, formatDate, formatPrice, type QuoteView } from '@amb/shared-contracts';
import type { MailMessage } from '../mail';

const sign = ['', 'Mit freundlichen Grüßen', BRAND_NAME];

export function requestConfirmationMail(quote: QuoteView, pageUrl: string): MailMessage {
  return {
    to: quote.requester.email,
    subject: `Ihre Angebotsanfrage ${quote.number}: ${quote.theme.title}`,
    text: [
      `Guten Tag ${quote.requester.name},`,
      '',
      `vielen Dank für Ihre Anfrage „${QUOTE_KIND_LABELS[quote.kind]}“ zum Seminar „${quote.theme.title}“ für ${quote.participants} Teilnehmende.`,
      'Wir senden Ihnen das Angebot in der Regel innerhalb von drei Werktagen.',
      '',
      `Ihre Anfrage und später das Angebot: ${pageUrl}`,
      ...sign,
    ].join('\n'),
  };
}

export function staffRequestMail(quote: QuoteView, to: string, adminUrl: string): MailMessage {
  const windows = quote.dateWindows.map((w) => `${formatDate(w.from)} – ${formatDate(w.to)}`).join('; ');
  return {
    to,
    subject: `Neue Angebotsanfrage ${quote.number}: ${quote.theme.title}`,
    text: [
      `${quote.requester.name} (${quote.requester.email})${quote.committee ? `, ${quote.committee.name}` : ''}`,
      `${QUOTE_KIND_LABELS[quote.kind]}: ${quote.theme.title}, ${quote.participants} Teilnehmende`,
      quote.inhouse
        ? `Ort: ${quote.inhouse.postalCode} ${quote.inhouse.city}`
        : `Ort: ${quote.location?.name ?? 'keine Vorgabe'}`,
      `Zeiträume: ${windows}`,
      quote.remarks ? `Anmerkungen: ${quote.remarks}` : '',
      '',
      `Angebot erstellen: ${adminUrl}`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

export function quoteSentMail(quote: QuoteView, pageUrl: string): MailMessage {
  const gross = quote.price ? formatPrice(quote.price.grossCents / 100) : '';
  return {
    to: quote.requester.email,
    subject: `Ihr Angebot ${quote.number}: ${quote.theme.title}`,
    text: [
      `Guten Tag ${quote.requester.name},`,
      '',
      `Ihr Angebot für „${quote.theme.title}“ (${QUOTE_KIND_LABELS[quote.kind]}, ${quote.participants} Teilnehmende) liegt bereit: ${gross} inkl. MwSt., gültig bis ${quote.validUntil ? formatDate(quote.validUntil) : ''}.`,
      quote.message ? `\n${quote.message}\n` : '',
      `Angebot ansehen, als PDF herunterladen und annehmen: ${pageUrl}`,
      ...sign,
    ].join('\n'),
  };
}

export function decisionMail(quote: QuoteView, to: string, adminUrl: string): MailMessage {
  const accepted = quote.status === 'accepted';
  return {
    to,
    subject: `Angebot ${quote.number} ${accepted ? 'angenommen' : 'abgelehnt'}: ${quote.theme.title}`,
    text: [
      `${quote.requester.name}${quote.committee ? `, ${quote.committee.name}` : ''} hat das Angebot ${quote.number} ${accepted ? 'angenommen' : 'abgelehnt'}.`,
      accepted && quote.order ? `Bestellung: ${quote.order.orderNumber}` : '',
      adminUrl,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

/** The in-house order's confirmation (an order without seats of a public date). */
export function inhouseOrderMail(quote: QuoteView, to: string, orderNumber: string, pageUrl: string): MailMessage {
  const gross = quote.price ? formatPrice(quote.price.grossCents / 100) : '';
  return {
    to,
    subject: `Auftragsbestätigung ${orderNumber}: Inhouse-Seminar „${quote.theme.title}“`,
    text: [
      'Guten Tag,',
      '',
      `vielen Dank für Ihren Auftrag. Wir bestätigen das Inhouse-Seminar „${quote.theme.title}“ für ${quote.participants} Teilnehmende laut Angebot ${quote.number}: ${gross} inkl. MwSt.`,
      'Den Termin stimmen wir in den nächsten Tagen mit Ihnen ab.',
      '',
      `Bestellnummer: ${orderNumber}`,
      `Ihr Angebot: ${pageUrl}`,
      ...sign,
    ].join('\n'),
  };
}

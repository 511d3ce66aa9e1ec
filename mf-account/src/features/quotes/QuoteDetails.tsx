import { API_ROUTES, buildPath, formatPrice, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { formatDate, formatDateRange } from '@amb/shared-contracts/dates';
import { QUOTE_KIND_LABELS, QUOTE_TEXTS, TRAINING_FORMAT_LABELS, type QuoteView } from '@amb/shared-contracts/services';
import { VatTotals } from '@amb/remote-kit';

/** What was asked for and what is offered: the seminar, the kind, the people, the place and the dates. */
export function QuoteFacts({ quote }: { quote: QuoteView }) {
  const rows: Array<[string, string]> = [
    ['Angebotsnummer', quote.number],
    ['Stand', quote.statusLabel],
    ['Art', QUOTE_KIND_LABELS[quote.kind]],
    ['Teilnehmende', String(quote.participants)],
  ];
  if (quote.event) {
    rows.push(['Termin', formatDateRange(quote.event.startDate, quote.event.endDate)]);
    rows.push(['Ort', quote.event.isOnline ? 'Online' : (quote.event.city ?? '–')]);
  } else if (quote.inhouse) {
    rows.push(['Ort', `Bei Ihnen im Haus, ${quote.inhouse.postalCode} ${quote.inhouse.city}`]);
  } else {
    rows.push(['Seminarform', TRAINING_FORMAT_LABELS[quote.format]]);
    if (quote.location) rows.push(['Bevorzugter Ort', quote.location.name]);
  }
  if (quote.days) rows.push(['Seminartage', String(quote.days)]);
  rows.push(['Gewünschte Zeiträume', quote.dateWindows.map((w) => formatDateRange(w.from, w.to)).join('; ')]);
  if (quote.remarks) rows.push(['Anmerkungen zur Anfrage', quote.remarks]);
  if (quote.committee) rows.push(['Gremium', quote.committee.name]);
  rows.push(['Angefragt von', quote.requester.name]);
  if (quote.validUntil) rows.push(['Gültig bis', formatDate(quote.validUntil)]);
  return (
    <dl className="account-quote__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every price line, then net, VAT and gross (the shared VAT rule), and the quote as PDF. */
export function QuotePrice({ quote }: { quote: QuoteView }) {
  if (!quote.price) return null;
  return (
    <section className="account-quote__price" aria-labelledby={`quote-price-${quote.quoteId}`}>
      <h2 id={`quote-price-${quote.quoteId}`} className="account-section__title">
        Preis
      </h2>
      <table className="account-quote__lines">
        <thead>
          <tr>
            <th scope="col">Leistung</th>
            <th scope="col" className="account-quote__amount">
              Preis netto
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.price.lines.map((line) => (
            <tr key={line.label}>
              <td>{line.label}</td>
              <td className="account-quote__amount">{formatPrice(line.amountCents / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <VatTotals net={quote.price.netCents / 100} />
      {quote.status !== 'draft' ? (
        <p>
          <a href={buildPath(API_ROUTES.quoteReport.path, { id: quote.quoteId })} type="application/pdf">
            {QUOTE_TEXTS.pdf}
          </a>
        </p>
      ) : null}
    </section>
  );
}

export const quotePath = (id: number) => buildPath(PAGE_ROUTES.memberQuote.path, { id });
export const adminQuotePath = (id: number) => buildPath(PAGE_ROUTES.adminQuote.path, { id });

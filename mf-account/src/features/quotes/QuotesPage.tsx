import { formatPrice, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { formatDate } from '@amb/shared-contracts/dates';
import { QUOTE_KIND_LABELS, QUOTE_TEXTS, type QuoteSummary } from '@amb/shared-contracts/services';
import { EmptyState, failureOf, FormAlert, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useQuotesQuery } from './quotesApi';
import { quotePath } from './QuoteDetails';

export function QuoteSummaryCard({ quote, href }: { quote: QuoteSummary; href: string }) {
  const titleId = `quote-card-${quote.quoteId}`;
  return (
    <article className="account-booking account-quote-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="account-booking__title">
        <a href={href}>{quote.themeTitle}</a>
      </h3>
      <p className="account-booking__facts">
        {quote.number} · {QUOTE_KIND_LABELS[quote.kind]} · {quote.participants} Teilnehmende
        {quote.committee ? ` · ${quote.committee}` : ''}
      </p>
      <p>
        <span className="account-booking__state">{quote.statusLabel}</span>
        {quote.grossCents !== null ? ` · ${formatPrice(quote.grossCents / 100)} inkl. MwSt.` : ''}
        {quote.validUntil ? ` · ${QUOTE_TEXTS.validUntil(formatDate(quote.validUntil))}` : ''}
      </p>
    </article>
  );
}

/** `/meinamb/angebote`: the member's quotes (and their committee's, for its manager), newest first. */
export function QuotesPage() {
  const { data, error } = useQuotesQuery(undefined);
  return (
    <MemberFrame>
      {() => (
        <section className="account-quotes" aria-labelledby="account-quotes-heading">
          <h2 id="account-quotes-heading">{QUOTE_TEXTS.listHeading}</h2>
          {error ? <FormAlert message={failureOf(error).message} /> : null}
          {!data && !error ? <PageState kind="loading" /> : null}
          {data && data.quotes.length === 0 ? (
            <EmptyState
              message={QUOTE_TEXTS.none}
              action={<a href={PAGE_ROUTES.seminarList.path}>Zum Seminarprogramm</a>}
            />
          ) : null}
          {data?.quotes.map((quote) => (
            <QuoteSummaryCard key={quote.quoteId} quote={quote} href={quotePath(quote.quoteId)} />
          ))}
        </section>
      )}
    </MemberFrame>
  );
}

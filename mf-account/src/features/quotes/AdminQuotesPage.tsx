import { useState } from 'react';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, QUOTE_TEXTS, type QuoteStatus } from '@amb/shared-contracts/services';
import { EmptyState, failureOf, FormAlert, PageState, SelectField } from '@amb/remote-kit';
import { AdminPage } from '../../components/AdminPage';
import { MemberFrame } from '../../components/MemberFrame';
import { QuoteSummaryCard } from './QuotesPage';
import { adminQuotePath } from './QuoteDetails';
import { useQuotesQuery } from './quotesApi';

function Quotes() {
  const [status, setStatus] = useState<QuoteStatus | ''>('draft');
  const { data, error } = useQuotesQuery(status === '' ? undefined : status);
  return (
    <section aria-labelledby="admin-quotes-heading">
      <h2 id="admin-quotes-heading">{QUOTE_TEXTS.adminHeading}</h2>
      <SelectField
        id="admin-quotes-status"
        label="Stand"
        placeholder="Alle"
        options={QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }))}
        value={status}
        onChange={(value) => setStatus(value as QuoteStatus | '')}
      />
      {error ? <FormAlert message={failureOf(error).message} /> : null}
      {!data && !error ? <PageState kind="loading" /> : null}
      {data && data.quotes.length === 0 ? <EmptyState message={QUOTE_TEXTS.adminEmpty} /> : null}
      {data?.quotes.map((quote) => (
        <QuoteSummaryCard key={quote.quoteId} quote={quote} href={adminQuotePath(quote.quoteId)} />
      ))}
    </section>
  );
}

/** `/kundenportal/admin/angebote`: the staff's requests and quotes by state (drafts first: the work to do). */
export function AdminQuotesPage() {
  return (
    <MemberFrame>
      {() => (
        <AdminPage link={[PAGE_ROUTES.trainingPlanAdmin.path, 'Schulungspläne der Gremien']}>
          <Quotes />
        </AdminPage>
      )}
    </MemberFrame>
  );
}

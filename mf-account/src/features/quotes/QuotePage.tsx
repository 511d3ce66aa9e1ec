import { useEffect, useState } from 'react';
import { formatPrice, PAGE_ROUTES, type RouteParams } from '@amb/shared-contracts/core';
import { QUOTE_MESSAGES, QUOTE_TEXTS, type QuoteView } from '@amb/shared-contracts/services';
import { Button, Dialog, failureOf, FormAlert, FormStatus, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { QuoteFacts, QuotePrice } from './QuoteDetails';
import { useDecideQuoteMutation, useOpenQuoteMutation } from './quotesApi';

type Decision = 'accept' | 'decline';

function DecisionDialog({
  quote,
  decision,
  onClose,
  onDone,
}: {
  quote: QuoteView;
  decision: Decision;
  onClose: () => void;
  onDone: (quote: QuoteView, message: string) => void;
}) {
  const [decide, { isLoading }] = useDecideQuoteMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const answer = await decide({ id: quote.quoteId, decision }).unwrap();
      onDone(answer.quote, answer.message ?? '');
    } catch (failed) {
      setError(failureOf(failed).message);
    }
  };
  const gross = quote.price ? formatPrice(quote.price.grossCents / 100) : '';
  return (
    <Dialog
      open
      title={decision === 'accept' ? QUOTE_TEXTS.accept : QUOTE_TEXTS.decline}
      onClose={onClose}
      closeLabel={QUOTE_TEXTS.keep}
      focusClose
    >
      <p>{decision === 'accept' ? QUOTE_TEXTS.acceptQuestion(gross) : QUOTE_TEXTS.declineQuestion}</p>
      <FormAlert message={error} />
      <div className="account-dialog__actions">
        <Button
          variant={decision === 'accept' ? 'primary' : 'danger'}
          onClick={() => void confirm()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {decision === 'accept' ? QUOTE_TEXTS.accept : QUOTE_TEXTS.decline}
        </Button>
      </div>
    </Dialog>
  );
}

function Quote({ id }: { id: number }) {
  const [open, { data, error }] = useOpenQuoteMutation();
  const [quote, setQuote] = useState<QuoteView | null>(null);
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Reading the quote is its opening: the first one by the recipient is recorded by the api.
  useEffect(() => {
    void open(id);
  }, [open, id]);
  const shown = quote ?? data?.quote ?? null;
  if (error)
    return <FormAlert message={failureOf(error).status === 404 ? QUOTE_MESSAGES.notFound : failureOf(error).message} />;
  if (!shown) return <PageState kind="loading" />;
  return (
    <article className="account-quote">
      <FormStatus message={notice} />
      <h2 className="account-quote__title">{shown.theme.title}</h2>
      <QuoteFacts quote={shown} />
      {shown.message ? <p className="account-quote__message">{shown.message}</p> : null}
      <QuotePrice quote={shown} />
      {shown.actions.decide ? (
        <div className="account-booking__actions">
          <Button onClick={() => setDialog('accept')}>{QUOTE_TEXTS.accept}</Button>
          <Button variant="secondary" onClick={() => setDialog('decline')}>
            {QUOTE_TEXTS.decline}
          </Button>
        </div>
      ) : null}
      {shown.status === 'accepted' && shown.order ? (
        <div className="account-quote__accepted">
          <p>
            Bestellung {shown.order.orderNumber}
            {shown.kind === 'group' ? ` – ${QUOTE_TEXTS.namesLater}` : ` – ${QUOTE_TEXTS.inhouseNote}`}
          </p>
          {shown.kind === 'group' ? <a href={PAGE_ROUTES.memberBookings.path}>{QUOTE_TEXTS.toBookings}</a> : null}
        </div>
      ) : null}
      <p>
        <a href={PAGE_ROUTES.memberQuotes.path}>Alle Angebote</a>
      </p>
      {dialog ? (
        <DecisionDialog
          quote={shown}
          decision={dialog}
          onClose={() => setDialog(null)}
          onDone={(next, message) => {
            setDialog(null);
            setQuote(next);
            setNotice(message);
          }}
        />
      ) : null}
    </article>
  );
}

/** `/meinamb/angebote/:id`: one quote; opening it is recorded, the recipient accepts or declines it. */
export function QuotePage({ params }: { params: RouteParams }) {
  const id = Number(params.id);
  return (
    <MemberFrame>
      {() => (Number.isInteger(id) && id > 0 ? <Quote id={id} /> : <FormAlert message={QUOTE_MESSAGES.notFound} />)}
    </MemberFrame>
  );
}

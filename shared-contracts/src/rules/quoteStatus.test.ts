import {
  QUOTE_STATUSES,
  effectiveQuoteStatus,
  quoteNumber,
  quoteTransition,
  type QuoteAction,
  type QuoteStatus,
} from './quoteStatus';

const TODAY = '2026-06-10';
const VALID = '2026-06-30';
const PAST = '2026-06-09';

/** status, action -> the status after it, or the refusal. */
const TABLE: Array<[QuoteStatus, QuoteAction, QuoteStatus | 'notAllowed']> = [
  ['draft', 'edit', 'draft'],
  ['draft', 'send', 'sent'],
  ['draft', 'open', 'notAllowed'],
  ['draft', 'accept', 'notAllowed'],
  ['draft', 'decline', 'notAllowed'],
  ['sent', 'edit', 'notAllowed'],
  ['sent', 'send', 'notAllowed'],
  ['sent', 'open', 'opened'],
  ['sent', 'accept', 'accepted'],
  ['sent', 'decline', 'declined'],
  ['opened', 'edit', 'notAllowed'],
  ['opened', 'send', 'notAllowed'],
  ['opened', 'open', 'opened'],
  ['opened', 'accept', 'accepted'],
  ['opened', 'decline', 'declined'],
  ['accepted', 'edit', 'notAllowed'],
  ['accepted', 'send', 'notAllowed'],
  ['accepted', 'open', 'accepted'],
  ['accepted', 'accept', 'notAllowed'],
  ['accepted', 'decline', 'notAllowed'],
  ['declined', 'edit', 'notAllowed'],
  ['declined', 'open', 'declined'],
  ['declined', 'accept', 'notAllowed'],
  ['declined', 'decline', 'notAllowed'],
  ['expired', 'edit', 'notAllowed'],
  ['expired', 'open', 'expired'],
  ['expired', 'accept', 'notAllowed'],
  ['expired', 'decline', 'notAllowed'],
];

describe('quote state machine', () => {
  it('covers every status', () => {
    expect(new Set(TABLE.map(([status]) => status))).toEqual(new Set(QUOTE_STATUSES));
  });

  it.each(TABLE)('%s --%s--> %s', (status, action, expected) => {
    const result = quoteTransition({ status, validUntil: VALID }, action, TODAY);
    if (expected === 'notAllowed') expect(result).toEqual({ ok: false, reason: 'notAllowed' });
    else expect(result).toEqual({ ok: true, status: expected, changed: expected !== status });
  });

  it.each<[QuoteStatus, QuoteAction]>([
    ['sent', 'open'],
    ['sent', 'accept'],
    ['opened', 'accept'],
    ['opened', 'decline'],
  ])('a %s quote past its validity date refuses %s as expired', (status, action) => {
    expect(quoteTransition({ status, validUntil: PAST }, action, TODAY)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is still valid on its last day', () => {
    expect(quoteTransition({ status: 'opened', validUntil: TODAY }, 'accept', TODAY)).toMatchObject({
      ok: true,
      status: 'accepted',
    });
  });

  it.each<[QuoteStatus, string | null, QuoteStatus]>([
    ['sent', PAST, 'expired'],
    ['opened', PAST, 'expired'],
    ['sent', VALID, 'sent'],
    ['draft', PAST, 'draft'],
    ['accepted', PAST, 'accepted'],
    ['declined', PAST, 'declined'],
    ['sent', null, 'sent'],
  ])('effective status of %s valid until %s is %s', (status, validUntil, expected) => {
    expect(effectiveQuoteStatus({ status, validUntil }, TODAY)).toBe(expected);
  });

  it.each([
    [1, 2026, 'ANG-2026-00001'],
    [4711, 2027, 'ANG-2027-04711'],
    [123456, 2026, 'ANG-2026-123456'],
  ])('quote %i of %i is number %s', (id, year, number) => expect(quoteNumber(id, year)).toBe(number));
});

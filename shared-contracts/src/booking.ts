/**
 * `@amb/shared-contracts/booking`: the booking's terms and papers (cancellation terms and fees, legal bases of the
 * training, the works council's documents). Its own entry, not in `/core`, which every page loads: only the cart,
 * the member area, the terms page, the bff and the api need them (first load of `/` ≤ 150 KB gzip, issue 11).
 */
export * from './rules/cancellation';
export * from './rules/legalBasis';
export * from './worksCouncilDocuments';
export * from './rules/checkoutFlow';
export * from './rules/orderWording';

/**
 * `@amb/shared-contracts/member`: the contracts of the member area's own pages (committee, documents, photos,
 * feedback, works-council A–Z). Its own entry, not in `/core`, which every page loads: only mf-account, the bff
 * and the api need them (first load of `/` ≤ 150 KB gzip, issue 11).
 */
export * from './committee';
export * from './rules/committeeCosts';
export * from './memberDocuments';
export * from './memberServices';
export * from './memberBookingTexts';

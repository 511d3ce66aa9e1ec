/**
 * `@amb/shared-contracts/services`: consultant appointments, quotes and the personalised training plan — their
 * rules (slots across daylight-saving time, public holidays, quote states and prices, the § 37 Abs. 7 BetrVG
 * entitlement, needs and suggested dates), types and texts. Its own entry: only mf-account, mf-catalogue's plan
 * pages, the bff and the api load it.
 */
export * from './services/index';
export * from './rules/berlinWallTime';
export * from './rules/publicHolidays';
export * from './rules/consultantSlots';
export * from './rules/consultantRegion';
export * from './rules/appointmentChanges';
export * from './rules/quoteStatus';
export * from './rules/quotePricing';
export * from './rules/trainingEntitlement';
export * from './rules/trainingNeeds';
export * from './rules/trainingSuggestions';

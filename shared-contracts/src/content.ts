/**
 * `@amb/shared-contracts/content`: the rules of the content pages (kinds, reading time, canonical addresses). Its
 * own entry, not in `/core`: only mf-content, the bff and the api need them.
 */
export * from './rules/content';
export * from './rules/citations';
export * from './rules/lookups';

/**
 * `@amb/shared-contracts/content`: the rules of the content pages (kinds, reading time, canonical addresses). Its
 * own entry, not in `/core`: only mf-content, the bff and the api need them.
 */
export * from './rules/content';
export * from './rules/lawParagraphs';
export * from './rules/citations';
export * from './rules/caseLaw';
export * from './rules/judgmentFacts';
export * from './rules/contentSearch';
export * from './rules/lexiconPages';
export type * from './responses/lexiconPages';
export * from './rules/electionNews';
export type * from './responses/electionNews';
export * from './rules/jobs';
export type * from './responses/jobs';
export * from './rules/appDownload';
export * from './rules/topics';
export * from './rules/lookups';
export * from './rules/forum';
export * from './rules/chatbot';

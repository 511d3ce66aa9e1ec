/** `@amb/shared-contracts/schemas`: the yup schemas of every form, their German messages and options. */
export * from './messages';
export * from './fields';
export * from './forms';
export * from './validate';
export * from './settingsOptions';
export * from './settings';
export * from './catalogueFilters';
export * from './cart';
export * from './wishlist';
export * from './participant';
export * from './committee';
export * from './memberBookings';
export * from './feedback';
export * from './judgmentDraft';
export * from './bookmarks';
export * from './conference';

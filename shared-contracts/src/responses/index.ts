/** The answer of every endpoint the browser or the bff calls, by area. */
export * from './accounts';
export * from './admin';
export * from './catalogue';
export * from './memberArea';
export * from './wishlist';
export * from './cart';
export * from './memberBookings';
export * from './content';
export * from './caseLaw';
export * from './topics';
export * from './lookups';
export * from './contact';
export * from './requestForms';
export * from './conferences';
export * from './conferenceRegistration';

/**
 * `@amb/shared-contracts/core`: every contract a page needs without yup or moment (routes, ownership, page
 * globals, request helper, error codes, events, messages, prices). Browser packages import this, `/dates` and
 * `/schemas` by subpath, so a page loads yup and moment only with a form or a date (issue 8).
 */
export * from './site';
export * from './remotes';
export * from './earlyInput';
export * from './routes';
export * from './ownership';
export * from './routeContract';
export * from './pageMeta';
export * from './entities';
export * from './analyticsSource';
export * from './navigationCurrent';
export * from './responses';
export * from './pageGlobals';
export * from './serverRender';
export * from './request';
export * from './errorCodes';
export * from './events';
export * from './storage';
export * from './cookies';
export * from './constants';
export * from './messages';
export * from './rules/pricing';
export * from './rules/conferences';
export * from './conferenceTexts';
export * from './rules/vat';
export * from './rules/germanWording';
export * from './rules/seats';
export * from './rules/bookingLimits';
export * from './rules/berlinDays';
export * from './rules/berlinDates';
export * from './rules/months';
export * from './rules/online';
export * from './rules/participants';
export * from './bookingTexts';
export * from './authMessages';
export * from './paths';
export * from './redirect';
export * from './loginLink';
export * from './scheduling';
export * from './newsletter';
export * from './emailConfirmation';
export * from './requestForms';
export * from './serviceLinks';

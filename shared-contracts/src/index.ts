/**
 * Every contract in one module, for Node (bff, api, scripts, tests). Browser packages import the subpaths
 * (`/core`, `/dates`, `/schemas`): this root brings yup and moment (lint forbids it there).
 */
export * from './core';
export * from './dates';
export * from './schemas';
export * from './analytics';
export * from './costCalculator';
export * from './member';
export * from './services';
export * from './booking';
export * from './content';
export * from './template';
// Server-only (request-line limits of the bff and the api): not in `/core`, which every page loads.
export * from './requestLimits';
export * from './securityHeaders';
export * from './bodyDeadline';
export * from './gracefulShutdown';

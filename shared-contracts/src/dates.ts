/** `@amb/shared-contracts/dates`: German dates in Europe/Berlin and what derives from them (moment-timezone). */
export * from './rules/berlinZone';
export * from './rules/dates';
export * from './rules/months';
export * from './rules/classification';

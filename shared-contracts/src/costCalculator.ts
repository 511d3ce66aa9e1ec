/**
 * `@amb/shared-contracts/costCalculator`: the cost calculator's rules and its form's input (SPEC, /kostenrechner).
 * Its own entry, not in `/core`, which every page loads: only the calculator page and the bff need it (issue 11).
 */
export * from './rules/costCalculator';
export * from './rules/costCalculatorInput';

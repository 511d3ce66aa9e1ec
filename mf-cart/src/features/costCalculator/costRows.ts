import { type CostCalculatorResponse } from '@amb/shared-contracts/core';
import { COST_CALCULATOR_LIMITS, type CostFormParticipant } from '@amb/shared-contracts/costCalculator';

/** The form's first rows: the cart's participants of the event, else one (with overnight stay at a hotel). */
export function initialRows(data: CostCalculatorResponse): CostFormParticipant[] {
  const fromCart = data.cart?.participants.slice(0, COST_CALCULATOR_LIMITS.maxParticipants) ?? [];
  if (fromCart.length > 0) return fromCart.map((choice) => ({ ...choice, travel: '' }));
  return [{ overnight: data.hotel !== null, nightBefore: false, travel: '' }];
}

/** `count` rows: the ones there are, then new ones like the last. */
export function resizeRows(rows: readonly CostFormParticipant[], count: number): CostFormParticipant[] {
  const template = rows[rows.length - 1] ?? { overnight: false, nightBefore: false, travel: '' };
  return Array.from({ length: count }, (_, index) => rows[index] ?? { ...template, travel: '' });
}

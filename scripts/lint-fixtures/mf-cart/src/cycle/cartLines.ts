// Planted: the other half of the cycle.
import { cartTotal } from './cartTotal';

export const lineCount = 1;
export const describeCart = (prices: number[]): string => `${prices.length} Positionen, ${cartTotal(prices)} EUR`;

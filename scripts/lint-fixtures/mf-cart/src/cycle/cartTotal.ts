// Planted: a two-file import cycle (cartTotal -> cartLines -> cartTotal).
import { lineCount } from './cartLines';

export const cartTotal = (prices: number[]): number => prices.reduce((sum, price) => sum + price, 0) * lineCount;

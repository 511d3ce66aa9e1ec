// Planted: a promise nobody awaits or handles (type-aware: no-floating-promises), and one that is.
const store = (items: string[]): Promise<number> => Promise.resolve(items.length);

export function saveCart(items: string[]): void {
  store(items);
}

export async function saveCartAndWait(items: string[]): Promise<number> {
  return await store(items);
}

import type { ComponentType } from 'react';
import type { ShoppingCartResponse } from '@amb/shared-contracts/core';

/**
 * A section of the cart page (items, options, terms, summary, and the panels of other features): it gets the
 * loaded, non-empty cart. The page's list of sections is src/cartSections.ts.
 */
export type CartSection = ComponentType<{ cart: ShoppingCartResponse }>;

// Planted: a remote importing the root of shared-contracts (yup and moment on every page).
import { PAGE_ROUTES } from '@amb/shared-contracts';

export const cartPath = PAGE_ROUTES.cart;

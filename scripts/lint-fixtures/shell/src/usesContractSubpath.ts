// Allowed: a browser package imports a subpath of shared-contracts.
import { PAGE_ROUTES } from '@amb/shared-contracts/core';

export const homePath = PAGE_ROUTES.home;

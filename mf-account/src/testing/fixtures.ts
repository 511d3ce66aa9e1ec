import type { CurrentUser } from '@amb/shared-contracts/core';

/** A logged-in member as GET /kundenportal/get-user describes her. */
export const MEMBER = {
  userId: 7,
  email: 'anna.schneider@example.de',
  salutation: 'Frau',
  title: '',
  firstname: 'Anna',
  lastname: 'Schneider',
  role: 'member' as const,
  committee: null,
  emailConfirmed: true,
  impersonated: false,
  impersonator: null,
} satisfies CurrentUser;

/** A logged-in administrator (not acting for a member). */
export const ADMIN = {
  ...MEMBER,
  userId: 1,
  email: 'admin@example.de',
  firstname: 'Ada',
  lastname: 'Admin',
  role: 'admin' as const,
} satisfies CurrentUser;

import { MEMBER_AREA, PAGE_ROUTES } from '@amb/shared-contracts';
import type { Page } from './routing';

export const PAGES: readonly Page[] = [
  { patterns: [PAGE_ROUTES.login.path, PAGE_ROUTES.loginWithEmail.path], title: 'Anmelden' },
  { patterns: [PAGE_ROUTES.registration.path], title: 'Registrierung' },
  { patterns: [PAGE_ROUTES.customerPortal.path, PAGE_ROUTES.memberAreaV2.path], title: MEMBER_AREA },
  { patterns: [PAGE_ROUTES.memberSettings.path], title: 'Einstellungen' },
  { patterns: [PAGE_ROUTES.committeeMembers.path], title: 'Gremium – Mitglieder' },
  { patterns: [PAGE_ROUTES.committeeBookings.path], title: 'Gremium – Buchungen' },
  { patterns: [PAGE_ROUTES.committeeSettings.path], title: 'Gremium – Einstellungen' },
  { patterns: [PAGE_ROUTES.contact.path], title: 'Service & Kontakt' },
  { patterns: [PAGE_ROUTES.promoShopLogin.path], title: 'Werbemittelshop' },
];

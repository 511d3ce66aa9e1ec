import type { ComponentType } from 'react';
import { MEMBER_AREA, PAGE_ROUTES } from '@amb/shared-contracts';
import type { PageDefinition } from '@amb/remote-kit';
import { AdminMembersPage } from './features/admin/AdminMembersPage';
import { AdminOutboxPage } from './features/outbox/AdminOutboxPage';
import { LoginPage } from './features/login/LoginPage';
import { LoginWithEmailPage } from './features/login/LoginWithEmailPage';
import { MemberAreaPage } from './features/memberArea/MemberAreaPage';
import { PasswordForgottenPage } from './features/password/PasswordForgottenPage';
import { PasswordResetPage } from './features/password/PasswordResetPage';
import { RegistrationPage } from './features/registration/RegistrationPage';
import { SettingsPage } from './features/settings/SettingsPage';

/** A page of this remote; `component` renders its content under the heading. */
export interface AccountPage extends PageDefinition {
  component?: ComponentType<{ pathname: string }>;
}

export const PAGES: readonly AccountPage[] = [
  { patterns: [PAGE_ROUTES.login.path], title: 'Anmelden', component: LoginPage },
  { patterns: [PAGE_ROUTES.loginWithEmail.path], title: 'Anmelden', component: LoginWithEmailPage },
  { patterns: [PAGE_ROUTES.passwordForgotten.path], title: 'Passwort vergessen', component: PasswordForgottenPage },
  { patterns: [PAGE_ROUTES.passwordReset.path], title: 'Passwort zurücksetzen', component: PasswordResetPage },
  { patterns: [PAGE_ROUTES.registration.path], title: 'Registrierung', component: RegistrationPage },
  {
    patterns: [PAGE_ROUTES.customerPortal.path, PAGE_ROUTES.memberAreaV2.path],
    title: MEMBER_AREA,
    component: MemberAreaPage,
  },
  { patterns: [PAGE_ROUTES.memberSettings.path], title: 'Einstellungen', component: SettingsPage },
  { patterns: [PAGE_ROUTES.adminMembers.path], title: 'Mitglieder verwalten', component: AdminMembersPage },
  { patterns: [PAGE_ROUTES.adminOutbox.path], title: 'Postausgang', component: AdminOutboxPage },
  { patterns: [PAGE_ROUTES.committeeMembers.path], title: 'Gremium – Mitglieder' },
  { patterns: [PAGE_ROUTES.committeeBookings.path], title: 'Gremium – Buchungen' },
  { patterns: [PAGE_ROUTES.committeeSettings.path], title: 'Gremium – Einstellungen' },
  { patterns: [PAGE_ROUTES.contact.path], title: 'Service & Kontakt' },
  { patterns: [PAGE_ROUTES.promoShopLogin.path], title: 'Werbemittelshop' },
];

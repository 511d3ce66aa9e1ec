import type { ExpectedPageTable } from '@amb/remote-kit/testing';

/** The page table as users see it: path, then the h1 (and document title) of its page. */
export const EXPECTED_PAGES: ExpectedPageTable = {
  pages: [
    ['/kundenportal/login', 'Anmelden'],
    ['/kundenportal/login/max%40example.de', 'Anmelden'],
    ['/kundenportal/passwort-vergessen', 'Passwort vergessen'],
    ['/kundenportal/passwort-zuruecksetzen/abc123', 'Passwort zurücksetzen'],
    ['/kundenportal/admin/mitglieder', 'Mitglieder verwalten'],
    ['/kundenportal/admin/postausgang', 'Postausgang'],
    ['/registrierung', 'Registrierung'],
    ['/kundenportal/meinamb', 'meinamb'],
    ['/meinamb/meinambv2', 'meinamb'],
    ['/meinamb/einstellungen', 'Einstellungen'],
    ['/meinamb/gremium-mitglieder', 'Gremium – Mitglieder'],
    ['/meinamb/gremium-buchungen', 'Gremium – Buchungen'],
    ['/meinamb/gremium-einstellungen', 'Gremium – Einstellungen'],
    ['/service/kontakt', 'Service & Kontakt'],
    ['/werbemittelshop-login', 'Werbemittelshop'],
  ],
  pathWithoutPage: '/kundenportal/unbekannt',
};

import { screen, within } from '@testing-library/react';
import {
  CONSENT_COOKIE,
  CSRF_COOKIE,
  DEVICE_COOKIE,
  PAGE_META,
  PAGE_ROUTES,
  SECURE_DEVICE_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SITE_COOKIES,
  STORAGE_KEYS,
} from '@amb/shared-contracts/core';
import { renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';
import { germanDuration } from './duration';

function renderPage() {
  visit(PAGE_ROUTES.privacy.path);
  renderInRemote(REMOTE, <App />, makeStore());
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { selector: 'code' }))!;

describe('/datenschutz', () => {
  it('is the privacy statement, with a table of contents whose links reach every section heading', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_META.privacy.title);
    const contents = screen.getByRole('navigation', { name: 'Inhalt' });
    const links = within(contents).getAllByRole('link');
    const sections = screen.getAllByRole('region');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((section) => `#${section.id}`));
    for (const [index, section] of sections.entries())
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(links[index]!.textContent);
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Cookies', 'Speicher im Browser', 'Ihre Rechte', 'Cookie-Einstellungen']),
    );
  });

  it('lists every cookie of the contracts with its names and its lifetime from there', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Cookies dieser Websites' });
    expect(within(table).getAllByRole('row')).toHaveLength(SITE_COOKIES.length + 1);
    expect(rowOf(table, SESSION_COOKIE)).toHaveTextContent(
      `${SESSION_COOKIE} bzw. ${SECURE_SESSION_COOKIE}Hält Ihre Sitzung`,
    );
    expect(rowOf(table, SESSION_COOKIE)).toHaveTextContent(
      'nach 30 Minuten ohne Aktivität, spätestens nach 12 Stunden',
    );
    expect(rowOf(table, CSRF_COOKIE)).toHaveTextContent('CSRF-Schutz');
    expect(rowOf(table, DEVICE_COOKIE)).toHaveTextContent(SECURE_DEVICE_COOKIE);
    expect(rowOf(table, DEVICE_COOKIE)).toHaveTextContent('180 Tage nach der letzten erfolgreichen Anmeldung');
    expect(rowOf(table, CONSENT_COOKIE)).toHaveTextContent('180 Tage; danach fragen wir erneut');
    for (const cookie of SITE_COOKIES)
      expect(rowOf(table, cookie.names[0]!)).toHaveTextContent(germanDuration(cookie.maxAgeMs));
  });

  it('lists every browser storage key with the storage it lives in', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Einträge im Speicher Ihres Browsers' });
    expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(STORAGE_KEYS).length + 1);
    expect(rowOf(table, STORAGE_KEYS.cartCount)).toHaveTextContent('(localStorage)');
    expect(rowOf(table, STORAGE_KEYS.cartCount)).toHaveTextContent('Website-Daten in Ihrem Browser löschen');
    for (const key of ['unusedRegistrationEmail', 'visitedUrls', 'productListOrigin'] as const)
      expect(rowOf(table, STORAGE_KEYS[key])).toHaveTextContent(/\(sessionStorage\).*Bis Sie den Tab/);
  });

  it('says analytics happens only with consent, what it sends, the rights and where to change the choice', () => {
    renderPage();
    const analytics = screen.getByRole('region', { name: 'Webanalyse nur mit Ihrer Einwilligung' });
    expect(analytics).toHaveTextContent('Ohne Ihre Einwilligung wird nichts übergeben.');
    for (const event of [
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'add_to_wishlist',
    ])
      expect(within(analytics).getByText(event)).toBeInTheDocument();
    expect(analytics).toHaveTextContent('Datum des Termins');
    const rights = screen.getByRole('region', { name: 'Ihre Rechte' });
    for (const article of [15, 16, 17, 18, 19, 20, 21]) expect(rights).toHaveTextContent(`Art. ${article} DSGVO`);
    expect(screen.getByRole('region', { name: 'Beschwerde bei einer Aufsichtsbehörde' })).toHaveTextContent(
      'Art. 77 DSGVO',
    );
    expect(screen.getByRole('region', { name: 'Cookie-Einstellungen' })).toHaveTextContent(
      '„Cookie-Einstellungen“ am Ende jeder Seite',
    );
    expect(screen.getByText(/Sie gilt für/)).toHaveTextContent(
      'www.amb-seminare.de, neu.amb-seminare.de, www.amb-betriebsrat.de',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { testGlobals } from '../../testing/globals';
import { berlinYear, Footer } from './Footer';

describe('Footer', () => {
  it('shows the link columns with routes of the site', () => {
    render(<Footer globals={testGlobals()} />);
    for (const heading of ['Seminare', 'Standorte', 'Fachtagungen', 'Service', 'Mein Konto']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Alle Seminare' })).toHaveAttribute('href', '/seminare');
    expect(screen.getByRole('link', { name: 'Standorte und Hotels' })).toHaveAttribute('href', '/standorte');
    expect(screen.getByRole('link', { name: 'Warteliste' })).toHaveAttribute('href', '/fachtagung/warteliste');
    // The series page is named for what it lists.
    expect(screen.getByRole('link', { name: 'Seminarreihen' })).toHaveAttribute('href', '/seminare/p');
    expect(screen.queryByRole('link', { name: 'Veranstaltungen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechtsprechung' })).toHaveAttribute(
      'href',
      'https://www.amb-betriebsrat.de/rechtsprechung',
    );
    expect(screen.getByRole('link', { name: 'Service & Kontakt' })).toHaveAttribute('href', '/service/kontakt');
  });

  it.each([
    ['main', '/datenschutz'],
    ['works-council', '/datenschutz'],
  ] as const)(
    'links the privacy statement ("Datenschutz") on the %s site, beside the cookie settings',
    (site, href) => {
      const { container } = render(<Footer globals={testGlobals({ site })} />);
      const link = screen.getByRole('link', { name: 'Datenschutz' });
      expect(link).toHaveAttribute('href', href);
      const legal = container.querySelector('.nav-footer__legal')!;
      expect(legal).toContainElement(link);
      expect(legal).toContainElement(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    },
  );

  it.each(['main', 'works-council'] as const)('links the general terms ("AGB") on the %s site', (site) => {
    const { container } = render(<Footer globals={testGlobals({ site })} />);
    const link = screen.getByRole('link', { name: 'AGB' });
    expect(link).toHaveAttribute('href', '/agb');
    expect(container.querySelector('.nav-footer__legal')).toContainElement(link);
  });

  it.each(['main', 'newer', 'works-council'] as const)('links the Impressum on the %s site', (site) => {
    const { container } = render(<Footer globals={testGlobals({ site })} />);
    const link = screen.getByRole('link', { name: 'Impressum' });
    expect(link).toHaveAttribute('href', '/impressum');
    expect(container.querySelector('.nav-footer__legal')).toContainElement(link);
  });

  it('hides "Service & Kontakt" on the works-council site', () => {
    render(<Footer globals={testGlobals({ site: 'works-council', showsContactLink: false })} />);
    expect(screen.queryByRole('link', { name: 'Service & Kontakt' })).not.toBeInTheDocument();
  });

  it('lists social links from the page globals and skips empty ones', () => {
    const socialLinks = {
      facebook: 'https://facebook.example/amb',
      youtube: '',
      instagram: 'https://insta.example/amb',
      linkedIn: ' ',
    };
    render(<Footer globals={testGlobals({ socialLinks })} />);
    const list = screen.getByRole('list', { name: 'Soziale Netzwerke' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.example/amb',
      'https://insta.example/amb',
    ]);
    expect(within(list).getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
  });

  it('omits the social list when no network has a link', () => {
    const socialLinks = { facebook: '', youtube: '', instagram: '', linkedIn: '' };
    render(<Footer globals={testGlobals({ socialLinks })} />);
    expect(screen.queryByRole('list', { name: 'Soziale Netzwerke' })).not.toBeInTheDocument();
  });

  it('shows the copyright with the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z') });
    render(<Footer globals={testGlobals()} />);
    expect(screen.getByText('© 2031 Akademie für Mitbestimmung')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it.each([
    ['New Year in Berlin (23:00 UTC on 31 December)', '2026-12-31T23:00:00Z', 2027],
    ['one minute before it', '2026-12-31T22:59:00Z', 2026],
    ['still New Year’s Day in Berlin', '2027-01-01T22:59:00Z', 2027],
    ['midsummer', '2027-07-01T23:30:00Z', 2027],
  ])('counts the year in Berlin: %s', (_name, instant, year) => {
    expect(berlinYear(Date.parse(instant))).toBe(year);
    expect(berlinYear(Date.parse(instant))).toBe(
      Number(
        new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(Date.parse(instant)),
      ),
    );
  });
});

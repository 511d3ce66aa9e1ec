import { fireEvent, render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@amb/shared-contracts/core';
import { mockFetch } from '@amb/remote-kit/testing';
import { testGlobals } from '../../testing/globals';
import { HeaderInRemote } from '../../testing/HeaderInRemote';

const linksOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cartCount, '0');
  mockFetch({});
});

describe('site pop-overs (SPEC §2.5)', () => {
  it('on the seminar site: the works-council site pop-over with start page, news, case law and forum', () => {
    render(<HeaderInRemote globals={testGlobals()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Betriebsrat aktuell' }));
    const panel = document.getElementById('nav-popover-worksCouncilSite')!;
    expect(panel).toHaveStyle({ width: '280px' });
    expect(linksOf(panel)).toEqual([
      ['Startseite', 'https://www.amb-betriebsrat.de/'],
      ['News', 'https://www.amb-betriebsrat.de/news'],
      ['Rechtsprechung', 'https://www.amb-betriebsrat.de/rechtsprechung'],
      ['Forum', 'https://www.amb-betriebsrat.de/forum'],
    ]);
  });

  it('on the works-council site: the seminar-site pop-over with start page, seminars, events and Schulungsanspruch', () => {
    render(<HeaderInRemote globals={testGlobals({ site: 'works-council' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Seminare für Betriebsräte' }));
    const panel = document.getElementById('nav-popover-seminarSite')!;
    expect(linksOf(panel)).toEqual([
      ['Startseite', 'https://www.amb-seminare.de/'],
      ['Seminare', 'https://www.amb-seminare.de/seminare/rubrik'],
      ['Veranstaltungen', 'https://www.amb-seminare.de/seminare'],
      ['Schulungsanspruch', 'https://www.amb-seminare.de/schulungsanspruch'],
    ]);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS, type NavigationItem } from '@amb/shared-contracts/core';
import { MENU_TREE } from '../../testing/menuTree';
import { FlyoutPanel } from './FlyoutPanel';

const byText = (text: string) => MENU_TREE.find((item) => item.linkText === text)!;

function renderPanel(item: NavigationItem, version: 1 | 2 = 1) {
  return render(<FlyoutPanel item={item} version={version} open closing={false} onClose={() => undefined} />);
}

const column = (name: string) => document.querySelector(`.nav-flyout__column--${name}`) as HTMLElement;
const linksIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('flyout styles (SPEC §2.2)', () => {
  it('3-col: left, middle and right by linkPosition; top strip above; bottom strip with a heading and three columns', () => {
    renderPanel(byText('Seminare'));
    expect(linksIn(column('left'))).toEqual(['Rubriken', 'Arbeitsrecht']);
    expect(linksIn(column('middle'))).toEqual(['Beliebte Seminare', 'Wirtschaftsausschuss']);
    expect(linksIn(column('right'))).toEqual(['Für Einsteiger', 'BR I']);
    expect(linksIn(document.querySelector('.nav-flyout__strip--top') as HTMLElement)).toEqual(['Neu']);
    const bottom = document.querySelector('.nav-flyout__strip--bottom') as HTMLElement;
    expect(within(bottom).getByRole('link', { name: 'Service rund ums Seminar' })).toHaveClass('nav-flyout__heading');
    expect(linksIn(bottom.querySelector('.nav-flyout__strip-columns') as HTMLElement)).toEqual([
      'Alle Termine',
      'Seminarsuche',
      'Inhouse',
    ]);
    // Strip entries are not repeated in the columns.
    expect(document.querySelectorAll('.nav-flyout__columns a[href="/termine"]')).toHaveLength(0);
  });

  it('2-col: the left entries against all others', () => {
    renderPanel(byText('Standorte'));
    expect(linksIn(column('left'))).toEqual(['Städte', 'Berlin']);
    expect(linksIn(column('rest'))).toEqual(['Hotels', 'Hotel am See', 'Karte']);
  });

  it('4-col-grid-headline: a headline over a four-column grid', () => {
    renderPanel(byText('Fachtagungen'));
    expect(document.querySelector('.nav-flyout__headline')).toHaveTextContent('Fachtagungen und Kongresse');
    expect(linksIn(document.querySelector('.nav-flyout__columns--4') as HTMLElement)).toEqual([
      'Betriebsrätetag',
      'Jetzt buchen',
    ]);
  });

  it('any other style: an accordion with one section open; clicks are ignored during the 300 ms animation', () => {
    renderPanel(byText('Wissen'));
    const news = screen.getByRole('button', { name: 'News' });
    const caseLaw = screen.getByRole('button', { name: 'Rechtsprechung' });
    expect(news).toHaveAttribute('aria-expanded', 'true');
    expect(caseLaw).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Lexikon' })).toHaveAttribute('href', '/lexikon');

    fireEvent.click(caseLaw);
    expect(caseLaw).toHaveAttribute('aria-expanded', 'true');
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Urteile' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Aktuelle Meldungen' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TIMINGS.accordionMs - 1));
    fireEvent.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'true');
    expect(caseLaw).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(TIMINGS.accordionMs));
    fireEvent.click(news);
    expect(news).toHaveAttribute('aria-expanded', 'false');
  });

  it('a flyout without a style is an accordion too', () => {
    renderPanel({ ...byText('Wissen'), flyoutStyle: undefined });
    expect(document.querySelector('.nav-flyout')).toHaveClass('nav-flyout--accordion');
    expect(screen.getByRole('button', { name: 'News' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('inspiration slideshow (SPEC §2.2, §4)', () => {
  const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hidden);

  it('several slides: arrows and dots; the index stays between first and last; flags follow', () => {
    renderPanel(byText('Seminare'));
    const show = screen.getByRole('region', { name: 'Seminar-Highlights' });
    const previous = screen.getByRole('button', { name: 'Vorheriges Bild' });
    const next = screen.getByRole('button', { name: 'Nächstes Bild' });
    expect(visibleSlide()).toHaveTextContent('Erste Folie');
    expect(show).toHaveAttribute('data-first', 'true');
    expect(previous).toBeDisabled();

    fireEvent.click(previous);
    expect(visibleSlide()).toHaveTextContent('Erste Folie');
    fireEvent.click(next);
    expect(visibleSlide()).toHaveTextContent('Zweite Folie');
    expect(show).toHaveAttribute('data-first', 'false');
    expect(show).toHaveAttribute('data-last', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Bild 3 von 3' }));
    expect(visibleSlide()).toHaveTextContent('Dritte Folie');
    expect(show).toHaveAttribute('data-last', 'true');
    expect(next).toBeDisabled();
    fireEvent.click(next);
    expect(visibleSlide()).toHaveTextContent('Dritte Folie');
    expect(screen.getByRole('button', { name: 'Bild 3 von 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('one slide: no arrows, no dots', () => {
    renderPanel(byText('Standorte'));
    expect(visibleSlide()).toHaveTextContent('Einzige Folie');
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bild/ })).not.toBeInTheDocument();
  });
});

describe('v2 tabs (SPEC §2.2)', () => {
  it('tabs with label and description, first selected; selecting another shows its panel and link', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPanel(byText('Seminare'), 2);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'RubrikenAlle Seminare nach Themengebieten',
      'BeliebtDie meistgebuchten Seminare',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(/^Rubriken/);
    expect(within(panel).getByRole('link', { name: 'Alles zu Rubriken' })).toHaveAttribute('href', '/seminare/rubrik');
    expect(within(panel).getByRole('link', { name: 'Arbeitsrecht' })).toBeVisible();

    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    const second = screen.getByRole('tabpanel');
    expect(within(second).getByRole('link', { name: 'Alles zu Beliebt' })).toHaveAttribute(
      'href',
      'https://neu.amb-seminare.de/seminare',
    );
    // Not tabs: the right column and the strips keep their places.
    expect(linksIn(column('right'))).toEqual(['Für Einsteiger', 'BR I']);
  });

  it('an expandable tab is a toggler section: its links appear on the button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPanel(byText('Seminare'), 2);
    await user.click(screen.getAllByRole('tab')[1]!);
    const toggler = screen.getByRole('button', { name: 'Beliebte Seminare' });
    expect(toggler).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Wirtschaftsausschuss' })).not.toBeInTheDocument();
    await user.click(toggler);
    expect(toggler).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Wirtschaftsausschuss' })).toHaveAttribute('href', '/seminare/t/wa');
  });

  it('arrow keys, Home and End move between tabs', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPanel(byText('Seminare'), 2);
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('version 1 shows no tabs', () => {
    renderPanel(byText('Seminare'), 1);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { CANCELLATION_TEXTS, cancellationDeadlines } from '@amb/shared-contracts/booking';
import { renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../remote';
import { makeStore } from '../../store';

function renderPage() {
  visit(PAGE_ROUTES.terms.path);
  renderInRemote(REMOTE, <App />, makeStore());
}

describe('/agb', () => {
  it('is the general terms, with a table of contents whose links reach every numbered section', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_META.terms.title);
    const links = within(screen.getByRole('navigation', { name: 'Inhalt' })).getAllByRole('link');
    const sections = screen.getAllByRole('region');
    expect(sections.length).toBeGreaterThanOrEqual(10);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((section) => `#${section.id}`));
    for (const [index, section] of sections.entries()) {
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(links[index]!.textContent);
      expect(links[index]).toHaveTextContent(new RegExp(`^${index + 1}\\. `));
    }
  });

  it('states the cancellation terms the booking engine applies, in its own words and numbers', () => {
    renderPage();
    const section = screen.getByRole('region', { name: /Stornierung und Ersatzteilnehmer/ });
    for (const text of Object.values(CANCELLATION_TEXTS).filter((t) => t !== CANCELLATION_TEXTS.title))
      expect(section).toHaveTextContent(text);
    // 42 and 14 days before the start are the last days of the free and the half-price stage.
    expect(cancellationDeadlines('2027-03-15')).toEqual({ freeUntil: '2027-02-01', halfUntil: '2027-03-01' });
    expect(section).toHaveTextContent(
      'Kostenfrei ist also eine Stornierung bis 6 Wochen vor Beginn; 50 % der Gebühr fallen bis 2 Wochen vor Beginn an.',
    );
  });

  it('names net prices, the degressive price rule up to the fifth participant and links the privacy statement', () => {
    renderPage();
    const prices = screen.getByRole('region', { name: /Preise und Zahlung/ });
    expect(prices).toHaveTextContent('zuzüglich der gesetzlichen Umsatzsteuer');
    expect(prices).toHaveTextContent('(1. bis 5. Teilnehmer), jede weitere Person den Preis des 5. Teilnehmers');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      PAGE_ROUTES.privacy.path,
    );
  });
});

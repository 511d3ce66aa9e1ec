import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COST_CALCULATOR_MESSAGES } from '@amb/shared-contracts/costCalculator';
import { findErrorSummary, findFieldError, json, mockFetch, renderInRemote, visit } from '@amb/remote-kit/testing';
import { App } from '../../App';
import { REMOTE } from '../../lifecycles';
import { makeStore } from '../../store';
import { costEvent } from '../../testing/cartFixtures';
import { withPagesLoaded } from '../../testing/pages';

withPagesLoaded();

const renderApp = () => renderInRemote(REMOTE, <App />, makeStore());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent?.replace(/\u00a0/g, ' '));

describe('cost calculator (/seminare/warenkorb/kostenrechner/:id)', () => {
  it('calculates two participants with overnight stay, night before and travel costs live, and links the PDF', async () => {
    const user = userEvent.setup();
    const calls = mockFetch({ '/order-api/cost-calculator/1203': () => json(costEvent()) });
    visit('/seminare/warenkorb/kostenrechner/1203');
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Kostenrechner' })).toBeInTheDocument();
    expect(await screen.findByText('Kündigung und Kündigungsschutz')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/order-api/cost-calculator/1203']);

    const count = screen.getByLabelText('Anzahl der Teilnehmer');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(
      screen.getByLabelText('Anreise am Vorabend (eine Nacht mehr)', { selector: '#costs-night-before-0' }),
    );
    await user.type(screen.getByLabelText('Reisekosten in Euro', { selector: '#costs-travel-0' }), '123,45');
    await user.click(
      screen.getByLabelText('Mit Übernachtung im Einzelzimmer und Vollpension', { selector: '#costs-overnight-1' }),
    );

    const table = screen.getByRole('table', { name: 'Kosten für Ihren Arbeitgeber' });
    expect(rowsOf(table)).toEqual([
      'PositionBetrag',
      '1. Teilnehmer',
      'Seminargebühr1.190,00 €',
      'Übernachtung im Einzelzimmer (3 Nächte × 120,00 €)360,00 €',
      'Vollpension (3 Tage × 55,00 €)165,00 €',
      'Reisekosten123,45 €',
      'Zwischensumme1.838,45 €',
      '2. Teilnehmer',
      'Seminargebühr1.090,00 €',
      'Tagungspauschale ohne Übernachtung (3 Tage × 65,00 €)195,00 €',
      'Zwischensumme1.285,00 €',
      'Summe netto3.123,45 €',
      'zzgl. 19 % MwSt.593,46 €',
      'Gesamtbetrag inkl. MwSt.3.716,91 €',
    ]);
    // "Kosten berechnen" leads the keyboard to the figures.
    await userEvent.click(screen.getByRole('button', { name: 'Kosten berechnen' }));
    expect(table).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Kostenaufstellung als PDF herunterladen' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/seminare/warenkorb/pdf-kostenrechner/1203');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      teilnehmer: '2',
      uebernachtung: 'ja;nein',
      vorabend: 'ja;nein',
      reisekosten: '123,45;',
    });
  });

  it('starts with the participants of the cart and their overnight choices', async () => {
    mockFetch({
      '/order-api/cost-calculator/1203': () =>
        json(
          costEvent({
            cart: {
              participants: [
                { overnight: true, nightBefore: true },
                { overnight: false, nightBefore: false },
                { overnight: true, nightBefore: false },
              ],
            },
          }),
        ),
    });
    visit('/seminare/warenkorb/kostenrechner/1203');
    renderApp();
    expect(await screen.findByLabelText('Anzahl der Teilnehmer')).toHaveValue('3');
    expect(
      screen.getByLabelText('Anreise am Vorabend (eine Nacht mehr)', { selector: '#costs-night-before-0' }),
    ).toBeChecked();
    expect(
      screen.getByLabelText('Mit Übernachtung im Einzelzimmer und Vollpension', { selector: '#costs-overnight-1' }),
    ).not.toBeChecked();
    expect(screen.getByText('3. Teilnehmer', { selector: 'th' })).toBeInTheDocument();
  });

  it('shows German messages and no calculation on bad input', async () => {
    const user = userEvent.setup();
    mockFetch({ '/order-api/cost-calculator/1203': () => json(costEvent()) });
    visit('/seminare/warenkorb/kostenrechner/1203');
    renderApp();
    await user.type(await screen.findByLabelText('Reisekosten in Euro'), '12.5');
    expect(await findFieldError(COST_CALCULATOR_MESSAGES.travel)).toBe(screen.getByLabelText('Reisekosten in Euro'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kostenaufstellung als PDF herunterladen' })).not.toBeInTheDocument();
    expect(screen.getByText(COST_CALCULATOR_MESSAGES.invalid)).toBeInTheDocument();
    // Live while typing; "Kosten berechnen" (the form's submit) brings the focus to the summary.
    expect(await findErrorSummary()).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Kosten berechnen' }));
    expect(await findErrorSummary()).toHaveFocus();

    await user.clear(screen.getByLabelText('Reisekosten in Euro'));
    const count = screen.getByLabelText('Anzahl der Teilnehmer');
    await user.clear(count);
    await user.type(count, '21');
    expect(await findFieldError(COST_CALCULATOR_MESSAGES.participants)).toBe(count);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('prices an online date without hotel costs', async () => {
    mockFetch({
      '/order-api/cost-calculator/1203': () => json(costEvent({ isOnline: true, hotel: null, city: null })),
    });
    visit('/seminare/warenkorb/kostenrechner/1203');
    renderApp();
    expect(await screen.findByText('Online-Seminar: Es fallen keine Hotelkosten an.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mit Übernachtung im Einzelzimmer und Vollpension')).not.toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table'))).toContain('Gesamtbetrag inkl. MwSt.1.416,10 €');
  });

  it('answers an unknown date with the not-found page', async () => {
    mockFetch({});
    visit('/seminare/warenkorb/kostenrechner/999');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});

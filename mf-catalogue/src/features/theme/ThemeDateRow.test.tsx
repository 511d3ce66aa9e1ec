import { render, screen, within } from '@testing-library/react';
import { FULL_DATE, ONLINE_DATE, themeDate } from './themeFixtures';
import { ThemeDateRow } from './ThemeDateRow';

const renderRow = (...args: Parameters<typeof ThemeDateRow>) =>
  render(
    <ul>
      <ThemeDateRow {...args[0]} />
    </ul>,
  );

describe('ThemeDateRow', () => {
  it('shows a presence date: German range, city with hotel link, free seats, "Preis ab" and the table per participant', () => {
    renderRow({ date: themeDate() });
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('24.03.2027 – 26.03.2027');
    expect(row).toHaveTextContent('Hamburg, Hotel am See');
    expect(within(row).getByRole('link', { name: 'Hotel am See' })).toHaveAttribute(
      'href',
      '/standorte/hotel/hotel-am-see-7',
    );
    expect(row).toHaveTextContent('Plätze frei');
    expect(within(row).getByText('Preis ab')).toBeInTheDocument();
    expect(row).toHaveTextContent('1.190,00 € zzgl. 19 % MwSt.');
    const table = within(row).getByRole('table', { name: 'Preise pro Person, zzgl. 19 % MwSt.' });
    const lines = within(table)
      .getAllByRole('row')
      .map((line) => line.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      '1. Teilnehmer1.190,00 €',
      '2. Teilnehmer1.090,00 €',
      '3. Teilnehmer990,00 €',
      '4. Teilnehmer990,00 €',
      '5. Teilnehmer990,00 €',
    ]);
    expect(row).not.toHaveTextContent('Online');
  });

  it("shows an online series: one day, 'Online', 'N Online-Sitzungen', few seats left, 'Preis' without a table", () => {
    renderRow({ date: ONLINE_DATE });
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('05.05.2027');
    expect(row).not.toHaveTextContent('–');
    expect(within(row).getByText('Online')).toBeInTheDocument();
    expect(row).toHaveTextContent('4 Online-Sitzungen');
    expect(row).toHaveTextContent('Nur noch wenige Plätze');
    expect(within(row).getByText('Preis')).toBeInTheDocument();
    expect(row).toHaveTextContent('590,00 € zzgl. 19 % MwSt.');
    expect(within(row).queryByRole('table')).not.toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when a date is fully booked, and shows the city without a hotel', () => {
    renderRow({ date: FULL_DATE });
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('Ausgebucht');
    expect(within(row).getByText('Berlin')).toBeInTheDocument();
  });

  it('renders the actions it is given (add to cart, wish list) in the row, nothing without', () => {
    const { unmount } = renderRow({ date: themeDate(), actions: <button type="button">In den Warenkorb</button> });
    expect(within(screen.getByRole('listitem')).getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
    unmount();
    renderRow({ date: themeDate() });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

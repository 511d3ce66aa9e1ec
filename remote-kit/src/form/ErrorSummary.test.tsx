import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorSummary, summaryEntries } from './ErrorSummary';

function Form() {
  const [attempt, setAttempt] = useState(0);
  const entries =
    attempt > 0
      ? summaryEntries(
          { city: 'Bitte füllen Sie das Feld Ort aus', company: 'Firma fehlt' },
          ['company', 'city'],
          (name) => `f-${name}`,
        )
      : [];
  return (
    <form data-error-summary onSubmit={(event) => (event.preventDefault(), setAttempt((n) => n + 1))}>
      <ErrorSummary entries={entries} attempt={attempt} />
      <label htmlFor="f-company">Firma</label>
      <input id="f-company" />
      <label htmlFor="f-city">Ort</label>
      <input id="f-city" />
      <button type="submit">Weiter</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes the focus on a failed submit and links each problem to its field, in the order of the form', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const summary = screen.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Angaben' });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Firma fehlt', 'Bitte füllen Sie das Feld Ort aus']);
    expect(links[1]).toHaveAttribute('href', '#f-city');
    await user.click(links[1]!);
    expect(screen.getByLabelText('Ort')).toHaveFocus();
  });

  it('puts a general message first when no field carries it', () => {
    expect(summaryEntries({ a: 'A' }, ['a'], (n) => n, 'Der Termin ist ausgebucht.')).toEqual([
      { message: 'Der Termin ist ausgebucht.' },
      { fieldId: 'a', message: 'A' },
    ]);
  });
});

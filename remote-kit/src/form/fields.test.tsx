import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, RadioGroup } from './CheckboxField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('Felder mit eigenem Namen im Formular', () => {
  it('SelectField: Optionen mit eigener Beschriftung, Name für ein GET-Formular', () => {
    render(
      <SelectField
        id="filter-rubric"
        name="rubrik"
        label="Rubrik"
        placeholder="Alle Rubriken"
        options={['unbekannt', { value: 'arbeitsrecht', label: 'Arbeitsrecht' }]}
        value="arbeitsrecht"
        onChange={() => undefined}
      />,
    );
    const select = screen.getByLabelText('Rubrik');
    expect(select).toHaveAttribute('name', 'rubrik');
    expect(select).toHaveValue('arbeitsrecht');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Alle Rubriken'],
      ['unbekannt', 'unbekannt'],
      ['arbeitsrecht', 'Arbeitsrecht'],
    ]);
  });

  it('TextField: ohne Namen heißt das Feld wie seine id', () => {
    render(
      <>
        <TextField id="filter-q" name="q" label="Suchbegriff" type="search" value="" onChange={() => undefined} />
        <TextField id="city" label="Ort" value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Suchbegriff')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Suchbegriff')).toHaveAttribute('type', 'search');
    expect(screen.getByLabelText('Ort')).toHaveAttribute('name', 'city');
  });
});

describe('Auswahlfelder mit Hinweis und Meldung', () => {
  it('RadioGroup: eine Gruppe mit Legende, die Wahl meldet ihren Wert, Hinweis und Meldung beschreiben die Gruppe', async () => {
    const chosen: string[] = [];
    render(
      <RadioGroup
        id="kind"
        legend="Art der Anmeldung"
        choices={[
          { value: 'booking', label: 'Buchung' },
          { value: 'reservation', label: 'Reservierung' },
        ]}
        value="booking"
        hint="Eine Reservierung hält den Platz 14 Tage."
        error="Bitte wählen Sie eine Art."
        onChange={(value) => chosen.push(value)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Art der Anmeldung' });
    expect(group).toHaveAccessibleDescription('Eine Reservierung hält den Platz 14 Tage. Bitte wählen Sie eine Art.');
    expect(screen.getByRole('radio', { name: 'Buchung' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Reservierung' }));
    expect(chosen).toEqual(['reservation']);
  });

  it('CheckboxField: eine Beschriftung mit Link, die Meldung am Feld und aria-invalid', () => {
    render(
      <CheckboxField
        id="acceptTerms"
        label={
          <>
            Ich akzeptiere die <a href="/agb">AGB</a>.
          </>
        }
        checked={false}
        error="Bitte akzeptieren Sie die AGB."
        onChange={() => undefined}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /^Ich akzeptiere die AGB/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  });
});

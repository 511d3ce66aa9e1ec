import { render, screen, within } from '@testing-library/react';
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

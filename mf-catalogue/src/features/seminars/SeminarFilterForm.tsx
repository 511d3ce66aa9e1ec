import { useEffect, useState, type FormEvent } from 'react';
import { berlinDayKey, monthLabel, monthsFrom } from '@amb/shared-contracts/core';
import { Button, Link, SelectField, TextField, type SelectOption } from '@amb/remote-kit';
import { useGetLocationsQuery, useGetRubricsQuery, useGetTagsQuery } from '../../api';
import { FILTER_PARAMS, FORMAT_VALUES, ONE_DAY_VALUE, SORT_VALUES, type SeminarFilters } from './seminarFilters';

interface SeminarFilterFormProps {
  filters: SeminarFilters;
  /** The page the GET form sends the filters to (without script). */
  action: string;
  /** Whether a filter is set (the reset link shows then). */
  filtered: boolean;
  /** Where "Filter zurücksetzen" leads. */
  resetHref: string;
  onChange: (filters: SeminarFilters) => void;
}

/** How many months ahead the month filter offers. */
const MONTHS_AHEAD = 12;

const FORMAT_OPTIONS = [
  { value: 'praesenz', label: 'Präsenz' },
  { value: 'online', label: 'Online' },
] satisfies Array<{ value: keyof typeof FORMAT_VALUES; label: string }>;

const SORT_OPTIONS = [
  { value: 'titel', label: 'Titel (A–Z)' },
  { value: 'preis', label: 'Preis (aufsteigend)' },
] satisfies Array<{ value: Exclude<keyof typeof SORT_VALUES, 'datum'>; label: string }>;

/** A value from the address that the options do not know stays selectable, so the select shows it. */
function withCurrent(options: SelectOption[], value: string): SelectOption[] {
  const known = options.some((option) => (typeof option === 'string' ? option : option.value) === value);
  return value && !known ? [value, ...options] : options;
}

/**
 * Every filter of the list. Selects and the checkbox apply at once, the text fields on submit; every change
 * starts at page 1. Without script it is a GET form to /seminare with the address's own query names.
 */
export function SeminarFilterForm({ filters, action, filtered, resetHref, onChange }: SeminarFilterFormProps) {
  const { data: rubrics = [] } = useGetRubricsQuery();
  const { data: tags = [] } = useGetTagsQuery();
  const { data: locations = [] } = useGetLocationsQuery();
  const [texts, setTexts] = useState({ q: filters.q, priceMin: filters.priceMin, priceMax: filters.priceMax });
  useEffect(
    () => setTexts({ q: filters.q, priceMin: filters.priceMin, priceMax: filters.priceMax }),
    [filters.q, filters.priceMin, filters.priceMax],
  );

  const apply = (change: Partial<SeminarFilters>) => {
    const trimmed = { q: texts.q.trim(), priceMin: texts.priceMin.trim(), priceMax: texts.priceMax.trim() };
    onChange({ ...filters, ...trimmed, ...change, page: 1 });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };
  const select = (key: keyof SeminarFilters, label: string, placeholder: string, options: SelectOption[]) => (
    <SelectField
      id={`cat-filter-${key}`}
      name={FILTER_PARAMS[key]}
      label={label}
      placeholder={placeholder}
      options={withCurrent(options, String(filters[key]))}
      value={String(filters[key])}
      onChange={(value) => apply({ [key]: value })}
    />
  );
  const text = (key: 'q' | 'priceMin' | 'priceMax', label: string, type: 'search' | 'text' = 'text') => (
    <TextField
      id={`cat-filter-${key}`}
      name={FILTER_PARAMS[key]}
      type={type}
      label={label}
      value={texts[key]}
      onChange={(value) => setTexts((current) => ({ ...current, [key]: value }))}
    />
  );
  const months = monthsFrom(berlinDayKey(Date.now()), MONTHS_AHEAD).map((month) => ({
    value: month,
    label: monthLabel(month),
  }));

  return (
    <form
      className="cat-filters"
      role="search"
      aria-label="Seminare filtern"
      action={action}
      method="get"
      onSubmit={submit}
    >
      {text('q', 'Suchbegriff', 'search')}
      {select(
        'rubric',
        'Rubrik',
        'Alle Rubriken',
        rubrics.map((rubric) => ({ value: rubric.slug, label: rubric.name })),
      )}
      {select(
        'tag',
        'Schlagwort',
        'Alle Schlagwörter',
        tags.map((tag) => ({ value: tag.slug, label: tag.name })),
      )}
      {select(
        'city',
        'Ort',
        'Alle Orte',
        locations.map((location) => ({ value: location.slug, label: location.name })),
      )}
      {select('month', 'Monat', 'Alle Monate', months)}
      {select('format', 'Format', 'Präsenz und online', FORMAT_OPTIONS)}
      {text('priceMin', 'Preis ab (€)')}
      {text('priceMax', 'Preis bis (€)')}
      {select('sort', 'Sortierung', 'Datum (früheste zuerst)', SORT_OPTIONS)}
      <div className="kit-check cat-filters__check">
        <input
          id="cat-filter-oneDay"
          name={FILTER_PARAMS.oneDay}
          type="checkbox"
          value={ONE_DAY_VALUE}
          checked={filters.oneDay === ONE_DAY_VALUE}
          onChange={(event) => apply({ oneDay: event.target.checked ? ONE_DAY_VALUE : '' })}
        />
        <label htmlFor="cat-filter-oneDay">Nur eintägige Seminare</label>
      </div>
      <div className="cat-filters__actions">
        <Button type="submit">Filter anwenden</Button>
        {filtered ? (
          <Link className="cat-filters__reset" href={resetHref}>
            Filter zurücksetzen
          </Link>
        ) : null}
      </div>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from '@amb/remote-kit';
import { useGetRubricsQuery } from '../../api';
import { FILTER_PARAMS, type SeminarFilters } from './seminarFilters';

interface SeminarFilterFormProps {
  filters: SeminarFilters;
  action: string;
  onChange: (filters: SeminarFilters) => void;
}

/** Rubric (applied at once) and search term (applied on submit); every change starts at page 1. */
export function SeminarFilterForm({ filters, action, onChange }: SeminarFilterFormProps) {
  const { data: rubrics = [] } = useGetRubricsQuery();
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim(), page: 1 });
  };

  // A rubric from the address that the list does not know stays selectable, so the select shows it.
  const unknownRubric = filters.rubric && !rubrics.some((rubric) => rubric.slug === filters.rubric);
  const options = [
    ...(unknownRubric ? [filters.rubric] : []),
    ...rubrics.map((rubric) => ({ value: rubric.slug, label: rubric.name })),
  ];

  // Without script the form still works: a GET to the list with the same query names as the address.
  return (
    <form
      className="cat-filters"
      role="search"
      aria-label="Seminare filtern"
      action={action}
      method="get"
      onSubmit={submit}
    >
      <SelectField
        id="cat-filter-rubric"
        name={FILTER_PARAMS.rubric}
        label="Rubrik"
        placeholder="Alle Rubriken"
        options={options}
        value={filters.rubric}
        onChange={(rubric) => onChange({ ...filters, q: q.trim(), rubric, page: 1 })}
      />
      <TextField id="cat-filter-q" name={FILTER_PARAMS.q} type="search" label="Suchbegriff" value={q} onChange={setQ} />
      <Button type="submit">Suchen</Button>
    </form>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useGetRubricsQuery } from '../../api';
import type { SeminarFilters } from './seminarFilters';

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

  return (
    <form
      className="cat-filters"
      role="search"
      aria-label="Seminare filtern"
      action={action}
      method="get"
      onSubmit={submit}
    >
      <div className="cat-filters__field">
        <label htmlFor="cat-filter-rubric">Rubrik</label>
        <select
          id="cat-filter-rubric"
          name="rubrik"
          value={filters.rubric}
          onChange={(event) => onChange({ ...filters, q: q.trim(), rubric: event.target.value, page: 1 })}
        >
          <option value="">Alle Rubriken</option>
          {filters.rubric && !rubrics.some((rubric) => rubric.slug === filters.rubric) ? (
            <option value={filters.rubric}>{filters.rubric}</option>
          ) : null}
          {rubrics.map((rubric) => (
            <option key={rubric.rubricId} value={rubric.slug}>
              {rubric.name}
            </option>
          ))}
        </select>
      </div>
      <div className="cat-filters__field">
        <label htmlFor="cat-filter-q">Suchbegriff</label>
        <input id="cat-filter-q" type="search" name="q" value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      <button type="submit" className="cat-button">
        Suchen
      </button>
    </form>
  );
}

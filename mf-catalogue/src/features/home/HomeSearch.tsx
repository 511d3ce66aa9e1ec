import { useState, type FormEvent } from 'react';
import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { Button, navigate, TextField } from '@amb/remote-kit';

/** The start page's search: a GET form to /suche (works without script); with script it stays in the remote. */
export function HomeSearch() {
  const [q, setQ] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildPath(PAGE_ROUTES.search.path, {}, { q: q.trim() }));
    window.scrollTo(0, 0);
  };
  return (
    <form
      className="cat-home__search"
      role="search"
      aria-label="Seminare durchsuchen"
      action={PAGE_ROUTES.search.path}
      method="get"
      onSubmit={submit}
    >
      <TextField
        id="cat-home-q"
        name="q"
        type="search"
        label="Seminar, Thema oder Ort suchen"
        value={q}
        onChange={setQ}
      />
      <Button type="submit">Suchen</Button>
    </form>
  );
}

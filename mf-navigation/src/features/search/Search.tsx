import { Button } from '@amb/remote-kit';
import { LABELS } from '../../labels';
import { Icon } from '../../components/Icon';
import type { SearchToggleState } from './useSearchToggle';

const FORM_ID = 'nav-search';
const INPUT_ID = 'nav-search-input';

export function SearchButton({ search }: { search: SearchToggleState }) {
  return (
    <button
      type="button"
      ref={search.toggleRef}
      className="nav-tools__button"
      aria-label={LABELS.search}
      aria-expanded={search.open}
      aria-controls={FORM_ID}
      onClick={search.toggle}
    >
      <Icon name="search" />
    </button>
  );
}

export function SearchForm({ search, action }: { search: SearchToggleState; action: string }) {
  return (
    <form
      id={FORM_ID}
      className="nav-search"
      role="search"
      action={action}
      method="get"
      hidden={!search.open}
      onFocus={search.onFocus}
      onBlur={search.onBlur}
    >
      <label className="nav-visually-hidden" htmlFor={INPUT_ID}>
        {LABELS.searchTerm}
      </label>
      <input
        id={INPUT_ID}
        ref={search.inputRef}
        className="nav-search__input"
        type="search"
        name="q"
        placeholder={LABELS.searchPlaceholder}
        autoComplete="off"
      />
      <Button type="submit">{LABELS.searchSubmit}</Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { PAGE_ROUTES, buildPath } from '@amb/shared-contracts/core';
import { LEXICON_LETTERS, LEXICON_MESSAGES, type LexiconEntrySummary } from '@amb/shared-contracts/member';
import { Button, EmptyState, failureOf, FormAlert, Link, PageState, TextField } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useLexiconQuery, type LexiconSearch } from './lexiconApi';

const entryUrl = (slug: string) => buildPath(PAGE_ROUTES.memberKnowledge.path, { slug });

function LetterIndex({
  letters,
  current,
  onPick,
}: {
  letters: readonly string[];
  current: string;
  onPick: (letter: string) => void;
}) {
  return (
    <nav aria-label="Buchstaben von A bis Z" className="account-lexicon__letters">
      <ul>
        <li>
          <button type="button" aria-pressed={current === ''} onClick={() => onPick('')}>
            Alle
          </button>
        </li>
        {LEXICON_LETTERS.map((letter) => (
          <li key={letter}>
            {letters.includes(letter) ? (
              <button type="button" aria-pressed={current === letter} onClick={() => onPick(letter)}>
                {letter}
              </button>
            ) : (
              <span aria-disabled="true" title="Kein Eintrag">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function byLetter(entries: readonly LexiconEntrySummary[]): [string, LexiconEntrySummary[]][] {
  const groups = new Map<string, LexiconEntrySummary[]>();
  for (const entry of entries) groups.set(entry.letter, [...(groups.get(entry.letter) ?? []), entry]);
  return [...groups.entries()];
}

function Lexicon() {
  const [search, setSearch] = useState<LexiconSearch>({ q: '', letter: '' });
  const [typed, setTyped] = useState('');
  const lexicon = useLexiconQuery(search);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ q: typed.trim(), letter: '' });
  };

  const entries = lexicon.data?.entries ?? [];
  return (
    <>
      <form role="search" className="account-lexicon__search" onSubmit={onSearch}>
        <TextField id="lexicon-q" label="Begriff suchen" value={typed} onChange={setTyped} />
        <Button type="submit">Suchen</Button>
      </form>
      {lexicon.data && (
        <LetterIndex
          letters={lexicon.data.letters}
          current={search.letter}
          onPick={(letter) => {
            setTyped('');
            setSearch({ q: '', letter });
          }}
        />
      )}
      {lexicon.error ? (
        <FormAlert message={failureOf(lexicon.error).message} />
      ) : !lexicon.isSuccess || lexicon.isFetching ? (
        <PageState kind="loading" />
      ) : entries.length === 0 ? (
        <EmptyState message={search.q ? LEXICON_MESSAGES.noMatch : LEXICON_MESSAGES.noLetter} />
      ) : (
        <>
          <p role="status" className="account-page__text">
            {entries.length === 1 ? '1 Eintrag' : `${entries.length} Einträge`}
            {search.q ? ` zu „${search.q}“` : ''}
          </p>
          {byLetter(entries).map(([letter, group]) => (
            <section key={letter} aria-labelledby={`lexicon-${letter}`} className="account-lexicon__group">
              <h2 id={`lexicon-${letter}`} className="account-section__title">
                {letter}
              </h2>
              <ul className="account-lexicon__list">
                {group.map((entry) => (
                  <li key={entry.slug}>
                    <Link href={entryUrl(entry.slug)}>{entry.title}</Link>
                    <p className="account-page__text">{entry.excerpt}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}

/** `/kundenportal/br-a-z`: the works-council A–Z for members, with letter index and search. */
export function LexiconPage() {
  return <MemberFrame>{() => <Lexicon />}</MemberFrame>;
}

import type { RouteParams } from '@amb/shared-contracts/core';
import {
  isLexiconAudience,
  LEXICON_AUDIENCE_TEXTS,
  LEXICON_AUDIENCES,
  LEXICON_LETTERS,
  lexiconIndexUrl,
  lexiconLetterAnchor,
  type LexiconPageIndexResponse,
} from '@amb/shared-contracts/content';

import { ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { useGetLexiconIndexQuery } from './lexiconApi';
import './lexicon.css';

function OtherLexicons({ audience }: { audience: string }) {
  const siteLink = useSiteLink();
  return (
    <nav className="lex-others" aria-label="Weitere Lexika">
      {LEXICON_AUDIENCES.filter((other) => other !== audience).map((other) => (
        <Link key={other} href={siteLink(lexiconIndexUrl(other))}>
          {LEXICON_AUDIENCE_TEXTS[other].title}
        </Link>
      ))}
    </nav>
  );
}

function Index({ index }: { index: LexiconPageIndexResponse }) {
  const siteLink = useSiteLink();
  const present = new Set(index.letters.map((group) => group.letter));
  return (
    <>
      <nav className="lex-letters" aria-label="Buchstaben">
        <ul>
          {LEXICON_LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${lexiconLetterAnchor(letter)}`}>{letter}</a>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {index.letters.map(({ letter, entries }) => (
        <section key={letter} className="lex-letter" aria-labelledby={lexiconLetterAnchor(letter)}>
          <h2 id={lexiconLetterAnchor(letter)}>{letter}</h2>
          <ul>
            {entries.map((entry) => (
              <li key={entry.slug}>
                <Link href={siteLink(entry.url)}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** `/betriebsratslexikon/{br|sbv|jav}`: every entry of the audience under its letter, letters as anchors. */
export function LexiconIndexPage({ params }: { title: string; params: RouteParams }) {
  const audience = params.variant ?? '';
  const valid = isLexiconAudience(audience);
  const { currentData, error, isFetching, refetch } = useGetLexiconIndexQuery(audience, { skip: !valid });
  if (!valid || (error && failureOf(error).status === 404)) return <NotFoundPage />;
  const texts = LEXICON_AUDIENCE_TEXTS[audience];
  return (
    <Page title={texts.title}>
      <p className="lex-intro">{texts.description}</p>
      <OtherLexicons audience={audience} />
      {currentData ? (
        <Index index={currentData} />
      ) : isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Das Lexikon konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

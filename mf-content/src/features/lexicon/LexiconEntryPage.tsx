import type { RouteParams } from '@amb/shared-contracts/core';
import {
  isLexiconAudience,
  LEXICON_AUDIENCE_TEXTS,
  lexiconIndexUrl,
  type LexiconPageEntryResponse,
} from '@amb/shared-contracts/content';
import { ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { BookmarkButton } from '../../components/BookmarkButton';
import { ContentBlocks } from '../../components/ContentBlocks';
import { useSiteLink } from '../../siteLinks';
import { useGetLexiconEntryQuery } from './lexiconApi';
import './lexicon.css';

function Entry({ entry }: { entry: LexiconPageEntryResponse }) {
  const siteLink = useSiteLink();
  const texts = LEXICON_AUDIENCE_TEXTS[entry.audience];
  return (
    <Page title={`${entry.title} – ${texts.title}`} heading={entry.title}>
      <p className="lex-back">
        <Link href={siteLink(lexiconIndexUrl(entry.audience))}>{`${texts.title} von A bis Z`}</Link>
      </p>
      <BookmarkButton kind="lexicon" itemKey={`${entry.audience}/${entry.slug}`} />
      <div className="lex-definition">
        <ContentBlocks blocks={entry.definition} />
      </div>
      {entry.citations.length > 0 ? (
        <section className="lex-related" aria-labelledby="lex-gesetz">
          <h2 id="lex-gesetz">Rechtsgrundlagen</h2>
          <ul>
            {entry.citations.map((citation) => (
              <li key={citation.text}>
                <Link href={siteLink(citation.url)}>{citation.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entry.relatedEntries.length > 0 ? (
        <section className="lex-related" aria-labelledby="lex-verwandt">
          <h2 id="lex-verwandt">Verwandte Begriffe</h2>
          <ul>
            {entry.relatedEntries.map((related) => (
              <li key={related.slug}>
                <Link href={siteLink(related.url)}>{related.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entry.relatedSeminars.length > 0 ? (
        <section className="lex-related" aria-labelledby="lex-seminare">
          <h2 id="lex-seminare">Passende Seminare</h2>
          <ul>
            {entry.relatedSeminars.map((theme) => (
              <li key={theme.themeId}>
                <Link href={siteLink(theme.url)}>{theme.title}</Link>
                {theme.subtitle ? <span className="lex-related__line">{theme.subtitle}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {entry.tags.length > 0 ? (
        <p className="lex-tags">Schlagworte: {entry.tags.map((tag) => tag.name).join(', ')}</p>
      ) : null}
    </Page>
  );
}

/** `/betriebsratslexikon/{br|sbv|jav}/{slug}`: one term, its definition, the paragraphs it cites and what relates. */
export function LexiconEntryPage({ title, params }: { title: string; params: RouteParams }) {
  const audience = params.variant ?? '';
  const valid = isLexiconAudience(audience);
  const key = { audience, slug: params.slug ?? '' };
  const { currentData: entry, error, isFetching, refetch } = useGetLexiconEntryQuery(key, { skip: !valid });
  if (!valid || (error && failureOf(error).status === 404)) return <NotFoundPage />;
  if (entry) return <Entry entry={entry} />;
  return (
    <Page title={LEXICON_AUDIENCE_TEXTS[audience].title ?? title}>
      {isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Der Eintrag konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

import { type ContentItemResponse, type RouteParams, formatBerlinDay } from '@amb/shared-contracts/core';
import { CONTENT_KIND_LABELS, readingTimeText, topicUrl, type ContentKind } from '@amb/shared-contracts/content';
import { ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { BookmarkButton } from '../../components/BookmarkButton';
import { ContentBlocks } from '../../components/ContentBlocks';
import { useSiteLink } from '../../siteLinks';
import { RelatedMedia } from '../../components/related/RelatedMedia';
import { useGetContentItemQuery } from './contentApi';
import { isShownAt } from './contentPlace';
import './content.css';

function Article({ item }: { item: ContentItemResponse }) {
  const siteLink = useSiteLink();
  return (
    <Page title={item.title}>
      <article className="cnt-item">
        <p className="cnt-item__meta">
          <span className="cnt-item__kind">{CONTENT_KIND_LABELS[item.kind]}</span>
          {' · '}
          <time dateTime={item.publishedOn}>{formatBerlinDay(item.publishedOn)}</time>
          {' · '}
          <span>von {item.author}</span>
          {' · '}
          <span>{readingTimeText(item.readingMinutes)}</span>
        </p>
        <BookmarkButton kind={item.kind} itemKey={item.slug} />
        <p className="cnt-item__teaser">{item.teaser}</p>
        <div className="cnt-item__body">
          <ContentBlocks blocks={item.body} />
        </div>
        {item.tags.length > 0 ? (
          <p className="cnt-item__tags">
            Schlagworte:{' '}
            {item.tags.map((tag, index) => (
              <span key={tag.slug}>
                {index > 0 ? ', ' : null}
                <Link href={siteLink(topicUrl(tag.slug))}>{tag.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </article>
      {item.relatedSeminars.length > 0 ? (
        <section className="cnt-related" aria-labelledby="cnt-seminare">
          <h2 id="cnt-seminare">Passende Seminare</h2>
          <ul>
            {item.relatedSeminars.map((theme) => (
              <li key={theme.themeId}>
                <Link href={siteLink(theme.url)}>{theme.title}</Link>
                {theme.subtitle ? <span className="cnt-related__line">{theme.subtitle}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.relatedContent.length > 0 ? (
        <section className="cnt-related" aria-labelledby="cnt-weitere">
          <h2 id="cnt-weitere">Das könnte Sie auch interessieren</h2>
          <ul>
            {item.relatedContent.map((other) => (
              <li key={other.id}>
                <Link href={siteLink(other.url)}>{other.title}</Link>
                <span className="cnt-related__line">
                  {CONTENT_KIND_LABELS[other.kind]} vom {formatBerlinDay(other.publishedOn)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RelatedMedia contentId={item.id} />
    </Page>
  );
}

/** An article, news item or interview by the slug (and, for articles and news, the id) of its address. */
export function ContentItemPage({ kind, title, params }: { kind: ContentKind; title: string; params: RouteParams }) {
  const slug = params.slug ?? '';
  const { currentData: item, error, isFetching, refetch } = useGetContentItemQuery({ kind, slug });
  if (item) return isShownAt(item, params) ? <Article item={item} /> : <NotFoundPage />;
  if (error && failureOf(error).status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      {isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Der Beitrag konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

/** The page of one kind, as the page table takes it. */
export const contentItemPage = (kind: ContentKind) =>
  function ContentKindPage(props: { title: string; params: RouteParams }) {
    return <ContentItemPage kind={kind} {...props} />;
  };

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { type ContentSummary, type RouteParams, formatBerlinDay } from '@amb/shared-contracts/core';
import { CONTENT_KIND_LABELS, TOPIC_TEXTS, topicUrl } from '@amb/shared-contracts/content';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  failureOf,
  Link,
  Loading,
  NotFoundPage,
  Page,
  useLocation,
} from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { startCursorOf } from './topicHead';
import { useGetTagArticlesQuery, useGetTopicQuery } from './topicsApi';
import '../../components/visuallyHidden.css';
import './topics.css';

function ArticleItem({ item }: { item: ContentSummary }) {
  const siteLink = useSiteLink();
  return (
    <li className="cnt-topic__item">
      <Link href={siteLink(item.url)} className="cnt-topic__title">
        {item.title}
      </Link>
      <span className="cnt-topic__line">
        {CONTENT_KIND_LABELS[item.kind]} vom{' '}
        <time dateTime={item.publishedOn}>{formatBerlinDay(item.publishedOn)}</time>
      </span>
      <span className="cnt-topic__teaser">{item.teaser}</span>
    </li>
  );
}

/** The items of one page of the list (the list's pages share one <ul>). */
function ArticlesPage({ tag, cursor }: { tag: string; cursor: string | null }) {
  const { data } = useGetTagArticlesQuery({ tag, cursor });
  return (
    <>
      {data?.items.map((item) => (
        <ArticleItem key={item.id} item={item} />
      ))}
    </>
  );
}

/**
 * The topic's articles: the page the address names, then each page "Weitere Artikel laden" adds. The button is
 * a link to the next page (`?cursor=`), so the server-rendered page works alone; in the browser it adds the
 * next page here and moves the focus to its first item. It disappears after the last page.
 */
function TopicArticles({ tag, start }: { tag: string; start: string | null }) {
  const [cursors, setCursors] = useState<Array<string | null>>([start]);
  const [announced, setAnnounced] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const first = useGetTagArticlesQuery({ tag, cursor: start });
  const last = useGetTagArticlesQuery({ tag, cursor: cursors.at(-1) ?? null });

  useEffect(() => {
    if (focusFrom.current === null || !last.data || last.isFetching) return;
    const added = last.data.items.length;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
    setAnnounced(TOPIC_TEXTS.loaded(added));
  }, [last.data, last.isFetching]);

  if (first.isError && !first.data) {
    return <ErrorState message={TOPIC_TEXTS.loadFailed} onRetry={() => void first.refetch()} />;
  }
  if (!first.data) return <Loading />;
  if (first.data.items.length === 0) return <EmptyState message={TOPIC_TEXTS.noArticles} />;

  const next = last.data?.nextCursor ?? null;
  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!next) return;
    event.preventDefault();
    focusFrom.current = list.current?.children.length ?? 0;
    setCursors([...cursors, next]);
  };

  return (
    <>
      <ul className="cnt-topic__list" ref={list}>
        {cursors.map((cursor) => (
          <ArticlesPage key={cursor ?? ''} tag={tag} cursor={cursor} />
        ))}
      </ul>
      <p className="cnt-visually-hidden" role="status">
        {announced}
      </p>
      {last.isFetching ? (
        <Loading />
      ) : last.isError ? (
        <ErrorState message={TOPIC_TEXTS.loadFailed} onRetry={() => void last.refetch()} />
      ) : next ? (
        <p className="cnt-topic__more">
          <ButtonLink variant="secondary" href={topicUrl(tag, next)} onClick={loadMore}>
            {TOPIC_TEXTS.loadMore}
          </ButtonLink>
        </p>
      ) : null}
    </>
  );
}

/** `/themen/{tag}`: a catalogue tag as a topic, its newest articles, news and interviews, and its seminars. */
export function TopicPage({ title, params }: { title: string; params: RouteParams }) {
  const tag = params.tag ?? '';
  const start = startCursorOf(useLocation().search);
  const siteLink = useSiteLink();
  const { currentData: topic, error, isFetching, refetch } = useGetTopicQuery(tag);
  const list = useGetTagArticlesQuery({ tag, cursor: start });
  const refused = (failure: unknown) => [400, 404].includes(failureOf(failure).status);
  if ((error && refused(error)) || (list.error && refused(list.error))) return <NotFoundPage />;
  if (!topic)
    return (
      <Page title={title}>
        {isFetching || !error ? (
          <Loading />
        ) : (
          <ErrorState
            message="Das Thema konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
            onRetry={() => void refetch()}
          />
        )}
      </Page>
    );
  return (
    <Page title={topic.name}>
      <p className="cnt-topic__description">{topic.description}</p>
      <section className="cnt-topic__section" aria-labelledby="cnt-topic-beitraege">
        <h2 id="cnt-topic-beitraege">{TOPIC_TEXTS.articles}</h2>
        {start ? (
          <p>
            <Link href={topicUrl(topic.slug)}>{TOPIC_TEXTS.newest}</Link>
          </p>
        ) : null}
        <TopicArticles key={`${tag} ${start ?? ''}`} tag={tag} start={start} />
      </section>
      {topic.seminars.length > 0 ? (
        <section className="cnt-topic__section cnt-related" aria-labelledby="cnt-topic-seminare">
          <h2 id="cnt-topic-seminare">{TOPIC_TEXTS.seminars}</h2>
          <ul>
            {topic.seminars.map((theme) => (
              <li key={theme.themeId}>
                <Link href={siteLink(theme.url)}>{theme.title}</Link>
                {theme.subtitle ? <span className="cnt-related__line">{theme.subtitle}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

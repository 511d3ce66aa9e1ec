import {
  PAGE_META,
  PAGE_ROUTES,
  buildPath,
  type ContentSummary,
  type ServerHead,
  formatBerlinDay,
} from '@amb/shared-contracts/core';
import { NEWS_LIST_PAGE_PARAM, readingTimeText } from '@amb/shared-contracts/content';
import { ErrorState, Link, Loading, NotFoundPage, Page, useLocation } from '@amb/remote-kit';
import type { PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { useSiteLink } from '../../siteLinks';
import { newsListApi, newsPageOf, useGetNewsListQuery } from './newsListApi';
import './newsList.css';

const pageUrl = (page: number) =>
  buildPath(PAGE_ROUTES.worksCouncilNews.path, {}, { [NEWS_LIST_PAGE_PARAM]: page > 1 ? page : undefined });

/** A page past the last (none for an empty list): no such page. */
const isPastTheEnd = (page: number, totalPages: number) => page > Math.max(1, totalPages);

function NewsItem({ item }: { item: ContentSummary }) {
  const siteLink = useSiteLink();
  return (
    <li className="cnt-news__item">
      <h2 className="cnt-news__title">
        <Link href={siteLink(item.url)}>{item.title}</Link>
      </h2>
      <p className="cnt-news__meta">
        <time dateTime={item.publishedOn}>{formatBerlinDay(item.publishedOn)}</time>
        {' · '}
        <span>{readingTimeText(item.readingMinutes)}</span>
      </p>
      <p className="cnt-news__teaser">{item.teaser}</p>
    </li>
  );
}

/** Previous and next as plain links: on the works-council site no script runs for this page. */
function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="cnt-news__pager" aria-label="Seitennavigation">
      {page > 1 ? (
        <a href={pageUrl(page - 1)} rel="prev">
          Neuere News
        </a>
      ) : null}
      <span aria-current="page">{`Seite ${page} von ${totalPages}`}</span>
      {page < totalPages ? (
        <a href={pageUrl(page + 1)} rel="next">
          Ältere News
        </a>
      ) : null}
    </nav>
  );
}

/** /news on the works-council site: the news, newest first, a page at a time. */
export function NewsListPage({ title }: { title: string }) {
  const page = newsPageOf(useLocation().search);
  const { currentData, error, isFetching, refetch } = useGetNewsListQuery(page);
  if (currentData && isPastTheEnd(page, currentData.totalPages)) return <NotFoundPage />;
  return (
    <Page title={title}>
      <p className="cnt-news__intro">Aktuelle Meldungen aus Arbeitsrecht und Mitbestimmung, die neuesten zuerst.</p>
      {currentData ? (
        currentData.items.length === 0 ? (
          <p>Zurzeit gibt es keine News.</p>
        ) : (
          <>
            <ol className="cnt-news">
              {currentData.items.map((item) => (
                <NewsItem key={item.id} item={item} />
              ))}
            </ol>
            <Pager page={page} totalPages={currentData.totalPages} />
          </>
        )
      ) : isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die News konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

export function prefetchNewsList(dispatch: AppDispatch, { search }: PagePlace): void {
  void dispatch(newsListApi.endpoints.getNewsList.initiate(newsPageOf(search)));
}

/** The head of /news (the page number in title and canonical); null (404) for a page past the last. */
export function newsListHead(state: RootState, { search, origin }: PagePlace): ServerHead | null {
  const page = newsPageOf(search);
  const data = newsListApi.endpoints.getNewsList.select(page)(state).data;
  if (data && isPastTheEnd(page, data.totalPages)) return null;
  const meta = PAGE_META.worksCouncilNews;
  return {
    title: page > 1 ? `${meta.title} – Seite ${page}` : meta.title,
    description: meta.description,
    canonical: `${origin}${pageUrl(page)}`,
  };
}

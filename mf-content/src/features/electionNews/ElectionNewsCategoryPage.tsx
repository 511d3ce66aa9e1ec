import type { RouteParams } from '@amb/shared-contracts/core';
import { electionNewsCategoryOf } from '@amb/shared-contracts/content';
import { EmptyState, ErrorState, failureOf, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { ElectionNewsCategories } from './ElectionNewsCategories';
import { ElectionNewsList } from './ElectionNewsList';
import { useGetElectionNewsCategoryQuery } from './electionNewsApi';
import { categoryTitle } from './electionNewsHead';
import './electionNews.css';

/** `/wahlseiten-news/kategorie/{slug}`: the items of one category, newest first. */
export function ElectionNewsCategoryPage({ title, params }: { title: string; params: RouteParams }) {
  const category = electionNewsCategoryOf(params.slug ?? '');
  const { currentData, error, isFetching, refetch } = useGetElectionNewsCategoryQuery(category?.slug ?? '', {
    skip: !category,
  });
  if (!category || (error && failureOf(error).status === 404)) return <NotFoundPage />;
  return (
    // The route's title until the api has confirmed the category, as the other content pages while loading.
    <Page title={currentData ? categoryTitle(currentData.category.name) : title}>
      <ElectionNewsCategories current={category.slug} />
      {currentData ? (
        currentData.items.length === 0 ? (
          <EmptyState message="Zu diesem Thema gibt es noch keine Wahl-News." />
        ) : (
          <ElectionNewsList items={currentData.items} showCategory={false} />
        )
      ) : isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die Wahl-News konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

import { EmptyState, ErrorState, Loading, Page } from '@amb/remote-kit';
import { ElectionNewsCategories } from './ElectionNewsCategories';
import { ElectionNewsList } from './ElectionNewsList';
import { useGetElectionNewsArchiveQuery } from './electionNewsApi';
import './electionNews.css';

/** `/wahlseiten-news/archiv/`: every election news item by year and month, newest first. */
export function ElectionNewsArchivePage({ title }: { title: string }) {
  const { currentData, error, isFetching, refetch } = useGetElectionNewsArchiveQuery();
  return (
    <Page title={title}>
      <ElectionNewsCategories />
      {currentData ? (
        currentData.years.length === 0 ? (
          <EmptyState message="Es gibt noch keine Wahl-News." />
        ) : (
          currentData.years.map(({ year, months }) => (
            <section key={year} className="eln-year" aria-labelledby={`eln-${year}`}>
              <h2 id={`eln-${year}`}>{year}</h2>
              {months.map(({ month, label, items }) => (
                <section key={month} aria-labelledby={`eln-${month}`}>
                  <h3 id={`eln-${month}`}>{label}</h3>
                  <ElectionNewsList items={items} />
                </section>
              ))}
            </section>
          ))
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

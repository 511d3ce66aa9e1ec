import { PAGE_ROUTES, type JudgmentSummary, type RouteParams } from '@amb/shared-contracts/core';
import {
  CASE_LAW_AREAS,
  CASE_LAW_TOPICS,
  caseLawAreaUrl,
  caseLawTopicsOf,
  caseLawTopicUrl,
} from '@amb/shared-contracts/content';
import { EmptyState, ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { useGetJudgmentsQuery } from './caseLawApi';
import { caseLawTitleOf, caseLawViewOf, listKeyOf, type CaseLawListRoute, type CaseLawView } from './caseLawPlace';
import { JudgmentList } from './JudgmentTeaser';
import './caseLaw.css';

const AREA_LINKS = { br: 'Für Betriebsräte', sbv: 'Für Schwerbehindertenvertretungen' } as const;

function TopicLinks({ view }: { view: CaseLawView }) {
  const siteLink = useSiteLink();
  const area = view.kind === 'area' ? view.area : undefined;
  const topics = area ? caseLawTopicsOf(area) : CASE_LAW_TOPICS;
  return (
    <section className="cnt-caselaw__section" aria-labelledby="cnt-caselaw-themen">
      <h2 id="cnt-caselaw-themen">Themen</h2>
      <ul className="cnt-caselaw__topics">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <Link href={siteLink(caseLawTopicUrl(topic.slug, area))}>{topic.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Judgments({ view, items }: { view: CaseLawView; items: JudgmentSummary[] }) {
  const siteLink = useSiteLink();
  if (view.kind === 'topic') {
    return (
      <>
        {items.length === 0 ? (
          <EmptyState message="Zu diesem Thema gibt es noch keine Entscheidungen. Schauen Sie bald wieder vorbei." />
        ) : (
          <JudgmentList items={items} headingLevel={2} />
        )}
        <p className="cnt-caselaw__back">
          <Link href={siteLink(view.area ? caseLawAreaUrl(view.area) : PAGE_ROUTES.worksCouncilCaseLaw.path)}>
            Alle Themen der Rechtsprechung
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <section className="cnt-caselaw__section" aria-labelledby="cnt-caselaw-neu">
        <h2 id="cnt-caselaw-neu">Neueste Entscheidungen</h2>
        <JudgmentList items={items} />
      </section>
      <TopicLinks view={view} />
      {view.kind === 'overview' ? (
        <nav className="cnt-caselaw__section" aria-label="Rechtsprechung nach Bereich">
          <ul className="cnt-caselaw__areas">
            {CASE_LAW_AREAS.map((area) => (
              <li key={area}>
                <Link href={siteLink(caseLawAreaUrl(area))}>{AREA_LINKS[area]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

function CaseLawList({ view, routeTitle }: { view: CaseLawView; routeTitle: string }) {
  const title = caseLawTitleOf(view, routeTitle);
  const { currentData, error, isFetching, refetch } = useGetJudgmentsQuery(listKeyOf(view));
  if (error && failureOf(error).status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      <div className="cnt-caselaw">
        {currentData ? (
          <Judgments view={view} items={currentData.items} />
        ) : isFetching || !error ? (
          <Loading />
        ) : (
          <ErrorState
            message="Die Rechtsprechung konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
            onRetry={() => void refetch()}
          />
        )}
      </div>
    </Page>
  );
}

/** The page of one of the list routes, as the page table takes it. */
export const caseLawListPage = (route: CaseLawListRoute) =>
  function CaseLawListRoutePage({ title, params }: { title: string; params: RouteParams }) {
    return <CaseLawList view={caseLawViewOf(route, params)} routeTitle={title} />;
  };

import { SITES } from '@amb/shared-contracts';
import { HomePage } from './features/home/HomePage';
import { NotFoundPage } from './features/pages/NotFoundPage';
import { SectionPage } from './features/pages/SectionPage';
import { RubricLinks, useRubricHeading } from './features/rubrics/RubricLinks';
import { SeminarListPage } from './features/seminars/SeminarListPage';
import { useLocation } from './routing/history';
import { matchRoute } from './routing/matchRoute';

function RubricPage({ rubric }: { rubric: string }) {
  return <SeminarListPage key={rubric} place="rubric" heading={useRubricHeading(rubric)} pathRubric={rubric} />;
}

function RubricsPage() {
  return (
    <div className="cat-page">
      <h1 className="cat-page__heading">Rubriken</h1>
      <RubricLinks />
    </div>
  );
}

/** The routes this remote owns (ROUTE_OWNERSHIP.mf_catalogue), nothing else. */
export function App() {
  const route = matchRoute(useLocation().pathname);
  return (
    <div className="cat-app" data-boundary="mf_catalogue">
      {route.kind === 'home' ? <HomePage /> : null}
      {route.kind === 'seminars' ? <SeminarListPage place="seminars" heading={SITES.main.label} /> : null}
      {route.kind === 'rubric' ? <RubricPage rubric={route.rubric} /> : null}
      {route.kind === 'search' ? <SeminarListPage place="search" heading="Suche" /> : null}
      {route.kind === 'rubrics' ? <RubricsPage /> : null}
      {route.kind === 'section' ? <SectionPage heading={route.heading} /> : null}
      {route.kind === 'notFound' ? <NotFoundPage /> : null}
    </div>
  );
}

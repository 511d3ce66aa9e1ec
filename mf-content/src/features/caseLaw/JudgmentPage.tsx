import { type JudgmentResponse, type RouteParams, formatBerlinDay } from '@amb/shared-contracts/core';
import { CASE_LAW_AREA_LABELS, caseLawTopicUrl } from '@amb/shared-contracts/content';
import { ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { BookmarkButton } from '../../components/BookmarkButton';
import { ContentBlocks } from '../../components/ContentBlocks';
import { useSiteLink } from '../../siteLinks';
import { useGetJudgmentQuery } from './caseLawApi';
import { citationOf, JudgmentList } from './JudgmentTeaser';
import './caseLaw.css';

function Judgment({ judgment }: { judgment: JudgmentResponse }) {
  const siteLink = useSiteLink();
  return (
    <Page title={citationOf(judgment)}>
      <article className="cnt-judgment">
        <BookmarkButton kind="judgment" itemKey={judgment.slug} />
        <dl className="cnt-judgment__facts">
          <dt>Gericht</dt>
          <dd>{judgment.court}</dd>
          <dt>Entscheidung</dt>
          <dd>
            {judgment.kind} vom <time dateTime={judgment.decidedOn}>{formatBerlinDay(judgment.decidedOn)}</time>
          </dd>
          <dt>Aktenzeichen</dt>
          <dd>{judgment.fileNumber}</dd>
          <dt>Thema</dt>
          <dd>
            <Link href={siteLink(caseLawTopicUrl(judgment.topic.slug, judgment.area))}>{judgment.topic.label}</Link>
            {' · '}
            {CASE_LAW_AREA_LABELS[judgment.area]}
          </dd>
        </dl>
        <section className="cnt-judgment__principle" aria-labelledby="cnt-leitsatz">
          <h2 id="cnt-leitsatz">Leitsatz</h2>
          <p>{judgment.guidingPrinciple}</p>
        </section>
        <div className="cnt-judgment__body">
          <ContentBlocks blocks={judgment.body} />
        </div>
      </article>
      {judgment.citations.length > 0 ? (
        <section className="cnt-judgment__section" aria-labelledby="cnt-vorschriften">
          <h2 id="cnt-vorschriften">Zitierte Vorschriften</h2>
          <ul>
            {judgment.citations.map((citation) => (
              <li key={`${citation.law}-${citation.paragraph}-${citation.detail}`}>
                <Link href={siteLink(citation.url)}>{citation.text}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {judgment.related.length > 0 ? (
        <section className="cnt-judgment__section" aria-labelledby="cnt-weitere-urteile">
          <h2 id="cnt-weitere-urteile">Weitere Entscheidungen zum Thema</h2>
          <JudgmentList items={judgment.related} />
        </section>
      ) : null}
    </Page>
  );
}

/** `/rechtsprechung/{br|sbv}/urteil/{slug}`: a published judgment; a draft or an unknown slug is the 404 page. */
export function JudgmentPage({ title, params }: { title: string; params: RouteParams }) {
  const key = { area: params.area ?? '', slug: params.slug ?? '' };
  const { currentData: judgment, error, isFetching, refetch } = useGetJudgmentQuery(key);
  if (judgment) return <Judgment judgment={judgment} />;
  if (error && failureOf(error).status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      {isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die Entscheidung konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

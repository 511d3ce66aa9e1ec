import { type JudgmentSummary, formatBerlinDay } from '@amb/shared-contracts/core';
import { CASE_LAW_AREA_LABELS, judgmentCitation } from '@amb/shared-contracts/content';
import { Link } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { teaserOf } from './caseLawPlace';

/** How many characters of the guiding principle a list shows. */
const TEASER_LENGTH = 220;

export const citationOf = (judgment: JudgmentSummary) =>
  judgmentCitation(judgment.court, judgment.kind, formatBerlinDay(judgment.decidedOn), judgment.fileNumber);

/** A judgment in a list: court, kind, date and file number as its link, its topic and area, the guiding principle. */
export function JudgmentTeaser({ judgment, headingLevel = 3 }: { judgment: JudgmentSummary; headingLevel?: 2 | 3 }) {
  const siteLink = useSiteLink();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="cnt-judgments__item">
      <article>
        <Heading className="cnt-judgments__title">
          <Link href={siteLink(judgment.url)}>{citationOf(judgment)}</Link>
        </Heading>
        <p className="cnt-judgments__meta">
          <time dateTime={judgment.decidedOn}>{formatBerlinDay(judgment.decidedOn)}</time>
          {' · '}
          {judgment.topic.label}
          {' · '}
          {CASE_LAW_AREA_LABELS[judgment.area]}
        </p>
        <p className="cnt-judgments__principle">{teaserOf(judgment.guidingPrinciple, TEASER_LENGTH)}</p>
      </article>
    </li>
  );
}

export function JudgmentList({ items, headingLevel }: { items: JudgmentSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="cnt-judgments">
      {items.map((judgment) => (
        <JudgmentTeaser key={`${judgment.area}/${judgment.slug}`} judgment={judgment} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

import { useEffect } from 'react';
import type { RouteParams } from '@amb/shared-contracts/core';
import {
  lawAbsatzAnchor,
  lawParagraphAnchor,
  lawParagraphPath,
  type LawCitingPage,
  type LawHeading,
  type LawParagraphView,
  type LawResponse,
  type LawSlug,
} from '@amb/shared-contracts/content';
import { ErrorState, failureOf, Link, Loading, NotFoundPage, Page } from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { CopyLinkButton } from './CopyLinkButton';
import { useGetLawQuery } from './lawsApi';
import './laws.css';

const KIND_LABELS: Record<LawCitingPage['kind'], string> = {
  judgment: 'Rechtsprechung',
  lexicon: 'Lexikon',
  article: 'Fachartikel',
  news: 'News',
  interview: 'Interview',
};

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';
const headingTag = (level: number): HeadingTag => (['h2', 'h3', 'h4', 'h5'] as const)[Math.min(level, 4) - 1]!;

/** What cites the paragraph, each page linked (on the works-council site too). */
function CitedBy({ number, pages }: { number: string; pages: LawCitingPage[] }) {
  const siteLink = useSiteLink();
  if (pages.length === 0) return null;
  return (
    <div className="cnt-law__cited">
      <p className="cnt-law__cited-title">{`Zitiert in (§ ${number}):`}</p>
      <ul>
        {pages.map((page) => (
          <li key={`${page.kind}:${page.path}`}>
            <span className="cnt-law__kind">{KIND_LABELS[page.kind]}</span>{' '}
            <Link href={siteLink(page.path)}>{page.title}</Link>
            {page.detail ? <span className="cnt-law__detail"> ({page.detail})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Paragraph({ law, paragraph, level }: { law: LawSlug; paragraph: LawParagraphView; level: number }) {
  const anchor = lawParagraphAnchor(paragraph.number);
  const path = lawParagraphPath(law, paragraph.number);
  const Heading = headingTag(level);
  return (
    <article id={anchor} className="cnt-law__paragraph" aria-labelledby={`${anchor}-titel`}>
      <Heading id={`${anchor}-titel`} className="cnt-law__paragraph-title">
        {`§ ${paragraph.number} ${paragraph.title}`}
      </Heading>
      <p className="cnt-law__summary">{paragraph.summary}</p>
      {paragraph.absaetze.length > 0 ? (
        <ol className="cnt-law__absaetze">
          {paragraph.absaetze.map((absatz, index) => (
            // Each Absatz has its anchor (`#p37-abs7`): the chatbot's sources link to it.
            <li key={index} id={lawAbsatzAnchor(paragraph.number, index + 1)}>
              <span className="cnt-law__absatz-number">{`(${index + 1})`}</span>{' '}
              <span className="cnt-law__absatz-text">{absatz}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="cnt-law__link">
        <a href={path}>{`Direktlink zu § ${paragraph.number}`}</a>{' '}
        <CopyLinkButton path={path} label={`Link zu § ${paragraph.number} kopieren`} />
      </p>
      <CitedBy number={paragraph.number} pages={paragraph.citedBy} />
    </article>
  );
}

function Contents({ law, titles }: { law: LawResponse; titles: Map<string, string> }) {
  return (
    <nav className="cnt-law__toc" aria-labelledby="inhaltsverzeichnis">
      <h2 id="inhaltsverzeichnis">Inhaltsverzeichnis</h2>
      <ul>
        {law.headings.map((heading, index) => (
          <li key={index} className={`cnt-law__toc-heading cnt-law__toc-heading--${heading.level}`}>
            <span className="cnt-law__toc-label">{`${heading.label}: ${heading.title}`}</span>
            {heading.paragraphs.length > 0 ? (
              <ul>
                {heading.paragraphs.map((number) => (
                  <li key={number}>
                    <a href={`#${lawParagraphAnchor(number)}`}>{`§ ${number} ${titles.get(number) ?? ''}`}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({
  law,
  heading,
  paragraphs,
}: {
  law: LawSlug;
  heading: LawHeading;
  paragraphs: Map<string, LawParagraphView>;
}) {
  const Heading = headingTag(heading.level);
  return (
    <>
      <Heading className="cnt-law__heading">{`${heading.label}: ${heading.title}`}</Heading>
      {heading.paragraphs.map((number) => {
        const paragraph = paragraphs.get(number);
        return paragraph ? <Paragraph key={number} law={law} paragraph={paragraph} level={heading.level + 1} /> : null;
      })}
    </>
  );
}

function Law({ law }: { law: LawResponse }) {
  const paragraphs = new Map(law.paragraphs.map((paragraph) => [paragraph.number, paragraph]));
  const titles = new Map(law.paragraphs.map((paragraph) => [paragraph.number, paragraph.title]));
  return (
    <Page title={law.title}>
      <p className="cnt-law__intro">
        {`${law.short}: `}alle Paragrafen mit einer kurzen Zusammenfassung der Redaktion, die wichtigen mit ihrem Inhalt
        Absatz für Absatz, und die Rechtsprechung und Lexikonbeiträge, die sie zitieren. Die Zusammenfassungen ersetzen
        nicht den amtlichen Wortlaut.
      </p>
      <Contents law={law} titles={titles} />
      <div className="cnt-law__text">
        {law.headings.map((heading, index) => (
          <Section key={index} law={law.slug as LawSlug} heading={heading} paragraphs={paragraphs} />
        ))}
      </div>
    </Page>
  );
}

/**
 * Opens the paragraph the address names (`#p87`) once the law is shown: the browser does it itself for server
 * HTML, not for a law rendered after a navigation in the browser.
 */
function useScrollToAnchor(shown: boolean) {
  useEffect(() => {
    if (!shown || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView?.();
  }, [shown]);
}

/** `/gesetze/{slug}`: a law with its table of contents, every paragraph with its anchor and what cites it. */
export function LawPage({ title, params }: { title: string; params: RouteParams }) {
  const { currentData: law, error, isFetching, refetch } = useGetLawQuery(params.slug ?? '');
  useScrollToAnchor(law !== undefined);
  if (law) return <Law law={law} />;
  if (error && failureOf(error).status === 404) return <NotFoundPage />;
  return (
    <Page title={title}>
      {isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Das Gesetz konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

import type { ReactNode } from 'react';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  FORUM_CATEGORIES,
  forumCategoryLabel,
  forumCategoryPath,
  type ForumCategorySlug,
  type ForumThreadSummary,
  type ForumThreadsResponse,
} from '@amb/shared-contracts/content';
import { formatDate, formatTime } from '@amb/shared-contracts/dates';
import {
  ButtonLink,
  ErrorState,
  failureOf,
  Link,
  Loading,
  NotFoundPage,
  Page,
  useLocation,
  type PageProps,
} from '@amb/remote-kit';
import { useSiteLink } from '../../siteLinks';
import { ForumPager } from './ForumPager';
import { useGetForumPermissionQuery, useGetForumThreadsQuery } from './forumApi';
import { categoryOf, forumPageOf, listPath } from './forumPlace';
import './forum.css';

/** „vor dem Datum um Uhrzeit“ in Berlin time. */
export const whenText = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)} Uhr`;

const answers = (n: number) => (n === 1 ? '1 Antwort' : `${n} Antworten`);

function ThreadItem({ thread, showCategory }: { thread: ForumThreadSummary; showCategory: boolean }) {
  const siteLink = useSiteLink();
  return (
    <li className="cnt-forum-thread">
      <h3 className="cnt-forum-thread__title">
        <Link href={siteLink(thread.url)}>{thread.title}</Link>
        {thread.locked ? <span className="cnt-forum-badge">Gesperrt</span> : null}
      </h3>
      <p className="cnt-forum-thread__excerpt">{thread.excerpt}</p>
      <p className="cnt-forum-meta">
        {showCategory ? <span className="cnt-forum-category">{forumCategoryLabel(thread.category)}</span> : null}
        <span>{`von ${thread.author}`}</span>
        <span>{answers(thread.replies)}</span>
        <span>
          {'letzte Aktivität '}
          <time dateTime={thread.lastActivityAt}>{whenText(thread.lastActivityAt)}</time>
        </span>
      </p>
    </li>
  );
}

function Categories({ data, current }: { data: ForumThreadsResponse; current: ForumCategorySlug | null }) {
  const siteLink = useSiteLink();
  return (
    <nav className="cnt-forum-categories" aria-label="Kategorien des Forums">
      <ul>
        <li>
          <Link href={siteLink(PAGE_ROUTES.forum.path)} aria-current={current === null ? 'page' : undefined}>
            Alle Themen
          </Link>
        </li>
        {data.categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={siteLink(forumCategoryPath(category.slug))}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.label}
            </Link>
            <span className="cnt-forum-count">{` (${category.threads})`}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ForumList({
  title,
  category,
  intro,
}: {
  title: string;
  /** A category's slug as the address names it (the api refuses an unknown one), or null for all. */
  category: string | null;
  intro: ReactNode;
}) {
  const siteLink = useSiteLink();
  const page = forumPageOf(useLocation().search);
  // Asked in the browser (with the session): moderators get the way to the reports.
  const { data: permission } = useGetForumPermissionQuery(null);
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useGetForumThreadsQuery({
    kategorie: category as ForumCategorySlug | null,
    seite: page,
  });
  if (data && page > data.totalPages) return <NotFoundPage />;
  if (error && [400, 404].includes(failureOf(error).status)) return <NotFoundPage />;
  const known = categoryOf(category ?? undefined);
  return (
    <Page title={title}>
      {intro}
      <p className="cnt-forum-actions">
        <ButtonLink href={siteLink(PAGE_ROUTES.forumNewThreadPage.path)}>Neues Thema erstellen</ButtonLink>
        {permission?.moderate ? (
          <ButtonLink variant="secondary" href={siteLink(PAGE_ROUTES.forumModerationPage.path)}>
            Gemeldete Beiträge prüfen
          </ButtonLink>
        ) : null}
      </p>
      {data ? (
        <div className="cnt-forum-layout">
          <Categories data={data} current={known} />
          <section aria-labelledby="forum-themen" className="cnt-forum-list">
            <h2 id="forum-themen">{known ? `Themen in ${forumCategoryLabel(known)}` : 'Neueste Themen'}</h2>
            {data.items.length === 0 ? (
              <p>In dieser Kategorie gibt es noch keine Themen. Stellen Sie die erste Frage!</p>
            ) : (
              <ol className="cnt-forum-threads">
                {data.items.map((thread) => (
                  <ThreadItem key={thread.id} thread={thread} showCategory={known === null} />
                ))}
              </ol>
            )}
            <ForumPager
              page={page}
              totalPages={data.totalPages}
              pathOf={(n) => listPath(known, n)}
              label="Seitennavigation"
              previous="Neuere Themen"
              next="Ältere Themen"
            />
          </section>
        </div>
      ) : isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Die Themen des Forums konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

/** /forum: the latest threads of every category, newest activity first. */
export function ForumOverviewPage({ title }: { title: string }) {
  return (
    <ForumList
      title={title}
      category={null}
      intro={
        <p className="cnt-forum-intro">
          Fragen aus der Praxis stellen, Erfahrungen teilen, von anderen Gremien lernen. Lesen kann jede und jeder;
          schreiben können angemeldete Mitglieder mit bestätigter E-Mail-Adresse. Bitte keine Namen oder Daten von
          Beschäftigten nennen.
        </p>
      }
    />
  );
}

/** /forum/kategorie/{slug}: the threads of one category; an unknown category is the not-found page. */
export function ForumCategoryPage({ title, params }: PageProps) {
  const info = FORUM_CATEGORIES.find((entry) => entry.slug === params.category);
  return (
    <ForumList
      title={info ? `Forum: ${info.label}` : title}
      category={params.category ?? ''}
      intro={info ? <p className="cnt-forum-intro">{info.description}</p> : null}
    />
  );
}

import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import type { ForumReportView } from '@amb/shared-contracts/content';
import { Button, EmptyState, Link, type PageProps } from '@amb/remote-kit';
import { EditorAccess } from '../../components/editorAccess';
import { useSiteLink } from '../../siteLinks';
import { useDismissForumReportMutation, useGetForumReportsQuery } from './forumApi';
import { whenText } from './ForumListPage';
import './forum.css';

function Report({ report }: { report: ForumReportView }) {
  const siteLink = useSiteLink();
  const [dismiss, { isLoading }] = useDismissForumReportMutation();
  return (
    <li className="cnt-forum-report">
      <p className="cnt-forum-meta">
        <span className="cnt-forum-badge">{report.reasonLabel}</span>
        <span>{`gemeldet von ${report.reporter}`}</span>
        <time dateTime={report.createdAt}>{whenText(report.createdAt)}</time>
      </p>
      <p>
        <Link href={siteLink(report.post.url)}>{`${report.thread.title} – Beitrag von ${report.post.author}`}</Link>
        {report.post.hidden ? <span className="cnt-forum-badge">ausgeblendet</span> : null}
      </p>
      <blockquote className="cnt-forum-quote">
        <p>{report.post.excerpt}</p>
      </blockquote>
      {report.note ? <p>{`Hinweis: ${report.note}`}</p> : null}
      <p className="cnt-forum-post__actions">
        <Link href={siteLink(report.post.url)}>Zum Beitrag (dort ausblenden oder das Thema sperren)</Link>
        <Button variant="secondary" disabled={isLoading} onClick={() => void dismiss(report.id)}>
          Meldung erledigt, Beitrag bleibt
        </Button>
      </p>
    </li>
  );
}

/** /forum/moderation: the open reports, oldest first (staff only; the api decides, 403 for everyone else). */
export function ForumModerationPage({ title }: PageProps) {
  const siteLink = useSiteLink();
  const { data, error, isSuccess, refetch } = useGetForumReportsQuery();
  return (
    <EditorAccess title={title} error={error} loaded={isSuccess} retry={() => void refetch()}>
      {() =>
        data && data.items.length > 0 ? (
          <ol className="cnt-forum-reports">
            {data.items.map((report) => (
              <Report key={report.id} report={report} />
            ))}
          </ol>
        ) : (
          <EmptyState
            message="Keine offenen Meldungen."
            action={<Link href={siteLink(PAGE_ROUTES.forum.path)}>Zum Forum</Link>}
          />
        )
      }
    </EditorAccess>
  );
}

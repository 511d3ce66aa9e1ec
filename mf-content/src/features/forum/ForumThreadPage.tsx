import { useState } from 'react';
import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import {
  forumCategoryLabel,
  forumCategoryPath,
  forumPostAnchor,
  type ForumPermissionResponse,
  type ForumPostView,
  type ForumPostsResponse,
} from '@amb/shared-contracts/content';
import {
  Button,
  ButtonLink,
  ErrorState,
  FormStatus,
  Link,
  Loading,
  NotFoundPage,
  Page,
  failureOf,
  navigate,
  useLocation,
  type PageProps,
} from '@amb/remote-kit';
import { loginPathFor } from '../../components/editorAccess';
import { useSiteLink } from '../../siteLinks';
import { useGetForumPermissionQuery, useGetForumPostsQuery, useSetForumSubscriptionMutation } from './forumApi';
import { EditForm, HidePostControl, LockThreadControl, ReplyForm, ReportForm } from './ForumForms';
import { whenText } from './ForumListPage';
import { ForumPager } from './ForumPager';
import { forumPageOf, threadIdOf, threadPagePath } from './forumPlace';
import './forum.css';

type Thread = ForumPostsResponse['thread'];

function Post({
  post,
  thread,
  permission,
  onQuote,
}: {
  post: ForumPostView;
  thread: Thread;
  permission: ForumPermissionResponse | undefined;
  onQuote: (post: ForumPostView) => void;
}) {
  const [mode, setMode] = useState<'read' | 'edit' | 'report'>('read');
  const [status, setStatus] = useState<string | null>(null);
  const moderator = permission?.moderate === true;
  const anchor = forumPostAnchor(post.id);
  return (
    <li className={`cnt-forum-post${post.hidden ? ' cnt-forum-post--hidden' : ''}`} id={anchor}>
      <article aria-labelledby={`${anchor}-kopf`}>
        <header className="cnt-forum-post__head" id={`${anchor}-kopf`}>
          <span className="cnt-forum-post__author">{post.author}</span>
          <time dateTime={post.createdAt}>{whenText(post.createdAt)}</time>
          {post.editedAt ? (
            <span className="cnt-forum-post__edited">{`bearbeitet ${whenText(post.editedAt)}`}</span>
          ) : null}
          <a className="cnt-forum-post__link" href={`#${anchor}`} aria-label={`Link zu Beitrag ${post.position}`}>
            {`#${post.position}`}
          </a>
        </header>
        {post.hidden ? (
          <p className="cnt-forum-post__hidden-note">{`Dieser Beitrag wurde von der Moderation ausgeblendet: ${post.hidden.reason}`}</p>
        ) : null}
        {post.quote ? (
          <blockquote className="cnt-forum-quote">
            <p className="cnt-forum-quote__author">{`${post.quote.author} schrieb:`}</p>
            <p>{post.quote.excerpt ?? 'Dieser Beitrag ist ausgeblendet.'}</p>
          </blockquote>
        ) : null}
        {mode === 'edit' ? (
          <EditForm
            post={post}
            threadId={thread.id}
            title={post.position === 1 ? thread.title : null}
            onDone={() => setMode('read')}
          />
        ) : post.bodyHtml ? (
          // Rendered from Markdown and sanitised by the api: only paragraphs, emphasis, lists, quotes, code, links.
          <div className="cnt-forum-post__body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        ) : null}
        {mode === 'report' ? (
          <ReportForm
            post={post}
            threadId={thread.id}
            onDone={(message) => {
              setMode('read');
              setStatus(message);
            }}
          />
        ) : null}
        {mode === 'read' ? (
          <div className="cnt-forum-post__actions">
            {permission?.reply && !post.hidden ? (
              <Button variant="secondary" onClick={() => onQuote(post)}>
                Zitieren
              </Button>
            ) : null}
            {post.mayEdit ? (
              <Button variant="secondary" onClick={() => setMode('edit')}>
                Bearbeiten
              </Button>
            ) : null}
            {post.mayReport ? (
              <Button variant="secondary" onClick={() => setMode('report')}>
                Melden
              </Button>
            ) : null}
            {moderator ? <HidePostControl post={post} threadId={thread.id} /> : null}
            {moderator && post.reports > 0 ? (
              <span className="cnt-forum-badge">{post.reports === 1 ? '1 Meldung' : `${post.reports} Meldungen`}</span>
            ) : null}
          </div>
        ) : null}
        <FormStatus message={status} />
      </article>
    </li>
  );
}

function Subscription({ thread }: { thread: Thread }) {
  const [setSubscription, { isLoading }] = useSetForumSubscriptionMutation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="cnt-forum-subscription">
      <Button
        variant="secondary"
        disabled={isLoading}
        onClick={() =>
          void setSubscription({ id: thread.id, subscribed: !thread.subscribed })
            .unwrap()
            .then((answer) => setMessage(answer.message))
        }
      >
        {thread.subscribed ? 'Abo beenden' : 'Thema abonnieren'}
      </Button>
      <FormStatus message={message} />
    </div>
  );
}

/** What a visitor who may not answer sees instead of the form. */
function NoReply({ permission, here }: { permission: ForumPermissionResponse | undefined; here: string }) {
  if (!permission) return null;
  if (permission.role === 'guest') {
    return (
      <p className="cnt-forum-notice">
        <Link href={loginPathFor(here)}>Melden Sie sich an</Link>, um zu antworten.
      </p>
    );
  }
  return <p className="cnt-forum-notice">{permission.reason}</p>;
}

function Thread({
  data,
  page,
  permission,
}: {
  data: ForumPostsResponse;
  page: number;
  permission: ForumPermissionResponse | undefined;
}) {
  const siteLink = useSiteLink();
  const { pathname, search } = useLocation();
  const [quote, setQuote] = useState<ForumPostView | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const { thread } = data;
  return (
    <Page title={thread.title}>
      <p className="cnt-forum-meta">
        <Link href={siteLink(PAGE_ROUTES.forum.path)}>Forum</Link>
        <span>
          <Link href={siteLink(forumCategoryPath(thread.category))}>{forumCategoryLabel(thread.category)}</Link>
        </span>
        <span>{`${thread.replies === 1 ? '1 Antwort' : `${thread.replies} Antworten`}`}</span>
      </p>
      {thread.lock ? (
        <p className="cnt-forum-notice" role="note">
          {`Dieses Thema wurde am ${whenText(thread.lock.at)} gesperrt: ${thread.lock.reason}`}
        </p>
      ) : null}
      {permission && permission.role !== 'guest' && permission.role !== 'unconfirmed' ? (
        <Subscription thread={thread} />
      ) : null}
      {permission?.moderate ? <LockThreadControl threadId={thread.id} locked={thread.lock !== null} /> : null}
      <ol className="cnt-forum-posts">
        {data.items.map((post) => (
          <Post
            key={post.id}
            post={post}
            thread={thread}
            permission={permission}
            onQuote={(quoted) => {
              setQuote(quoted);
              setFocusKey((n) => n + 1);
            }}
          />
        ))}
      </ol>
      <ForumPager
        page={page}
        totalPages={data.totalPages}
        pathOf={(n) => threadPagePath(thread.url, n)}
        label="Seiten des Themas"
        previous="Vorherige Seite"
        next="Nächste Seite"
      />
      {permission?.reply ? (
        <ReplyForm
          threadId={thread.id}
          quote={quote}
          focusKey={focusKey}
          onClearQuote={() => setQuote(null)}
          onAnswered={(url) => {
            const [target, anchor] = url.split('#');
            if (target && target !== `${pathname}${search}`) navigate(target);
            window.setTimeout(() => document.getElementById(anchor ?? '')?.scrollIntoView?.(), 0);
          }}
        />
      ) : (
        <NoReply permission={permission} here={`${pathname}${search}`} />
      )}
      <p className="cnt-forum-hint">
        <ButtonLink variant="secondary" href={siteLink(PAGE_ROUTES.forumNewThreadPage.path)}>
          Neues Thema erstellen
        </ButtonLink>
      </p>
    </Page>
  );
}

/**
 * `/forum/thema/{slug}-{id}`: the thread and a page of its answers. The server renders it as a guest sees it;
 * in the browser the permission call (with the session) decides what the reader may do, and the thread is then
 * loaded for them (their own posts editable, moderators see hidden ones).
 */
export function ForumThreadPage({ title, params }: PageProps) {
  const threadId = threadIdOf(params.thread);
  const page = forumPageOf(useLocation().search);
  const { data: permission } = useGetForumPermissionQuery(threadId || null);
  // An address without a thread's id asks the api too: its 400 is the not-found page, as an unknown id's 404.
  const { data, error, isFetching, refetch } = useGetForumPostsQuery({
    thema: threadId,
    seite: page,
    viewer: permission?.role ?? 'guest',
  });
  if (error && [400, 404].includes(failureOf(error).status)) return <NotFoundPage />;
  if (data && data.thread.id === threadId && data.page === page)
    return <Thread data={data} page={page} permission={permission} />;
  return (
    <Page title={title}>
      {isFetching || !error ? (
        <Loading />
      ) : (
        <ErrorState
          message="Das Thema konnte gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal."
          onRetry={() => void refetch()}
        />
      )}
    </Page>
  );
}

import { useState } from 'react';
import type { Bookmark } from '@amb/shared-contracts/core';
import { BOOKMARK_KIND_LABELS, BOOKMARK_TEXTS } from '@amb/shared-contracts/content';
import { formatDate } from '@amb/shared-contracts/dates';
import { Button, EmptyState, failureOf, FormAlert, FormStatus, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { useBookmarksQuery, useRemoveBookmarkMutation } from './bookmarksApi';
import './bookmarks.css';

function BookmarkList() {
  const bookmarks = useBookmarksQuery();
  const [removeBookmark, removal] = useRemoveBookmarkMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  if (bookmarks.error)
    return <PageState kind="error" message={BOOKMARK_TEXTS.listFailed} onRetry={() => bookmarks.refetch()} />;
  if (!bookmarks.isSuccess) return <PageState kind="loading" />;

  const remove = async (bookmark: Bookmark) => {
    setAlert(null);
    setStatus(null);
    try {
      await removeBookmark({ kind: bookmark.kind, key: bookmark.key }).unwrap();
      setStatus(`„${bookmark.title}“: ${BOOKMARK_TEXTS.removedStatus}`);
    } catch (error) {
      setAlert(failureOf(error).status === 0 ? BOOKMARK_TEXTS.failed : failureOf(error).message);
    }
  };

  const { items } = bookmarks.data;
  return (
    <>
      <FormAlert message={alert} />
      <FormStatus message={status} />
      {items.length === 0 ? (
        <EmptyState message={BOOKMARK_TEXTS.listEmpty} />
      ) : (
        <ul className="account-bookmarks">
          {items.map((bookmark) => (
            <li key={`${bookmark.kind} ${bookmark.key}`} className="account-bookmarks__item">
              <span className="account-bookmarks__text">
                <a href={bookmark.path} className="account-bookmarks__title">
                  {bookmark.title}
                </a>
                <span className="account-bookmarks__line">
                  {BOOKMARK_KIND_LABELS[bookmark.kind]} · gemerkt am {formatDate(bookmark.createdAt)}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={BOOKMARK_TEXTS.removeLabel(bookmark.title)}
                disabled={removal.isLoading}
                onClick={() => void remove(bookmark)}
              >
                {BOOKMARK_TEXTS.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * `/meinamb/gemerkte-beitraege`: the content pages the member keeps ("Merken" on an article, news item, interview,
 * judgment or lexicon entry), newest first, each with its removal. The seminar dates of the wish list stay on
 * `/meinamb/merkliste` (mf-cart).
 */
export function BookmarksPage() {
  return <MemberFrame>{() => <BookmarkList />}</MemberFrame>;
}

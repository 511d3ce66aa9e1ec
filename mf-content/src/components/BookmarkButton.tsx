import { useEffect, useState } from 'react';
import { PAGE_ROUTES, readPageGlobals, returnPath, routeUrl } from '@amb/shared-contracts/core';
import { BOOKMARK_TEXTS, type BookmarkKind } from '@amb/shared-contracts/content';
import { failureOf, useLocation } from '@amb/remote-kit';
import { useSiteLink } from '../siteLinks';
import { useAddBookmarkMutation, useGetBookmarkIdsQuery, useRemoveBookmarkMutation, bookmarkId } from './bookmarksApi';
import './bookmark.css';
import './visuallyHidden.css';

/** The browser's full page load, behind an object so tests can watch it (jsdom cannot navigate). */
export const bookmarkBrowser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Whether a member is logged in, from the page globals; null in the first render (the server's HTML is the
 * same for every visitor, so hydration starts logged out), known after mounting.
 */
function useLoggedIn(): boolean | null {
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);
  useEffect(() => setLoggedIn(Boolean(readPageGlobals()?.user)), []);
  return loggedIn;
}

export interface BookmarkButtonProps {
  kind: BookmarkKind;
  /** What names the page in its address: the slug (a lexicon entry `{audience}/{slug}`). */
  itemKey: string;
}

/**
 * "Merken" on a content page. Logged out (and in the server's HTML, and on the works-council site, where only
 * the navigation runs in the browser) it is a link to the login that leads back here; logged in, a toggle
 * button (aria-pressed) that writes /wishlist/add-bookmark or /delete-bookmark and shows the state of
 * /wishlist/get-bookmarks (one request per page, shared by every button).
 */
export function BookmarkButton({ kind, itemKey }: BookmarkButtonProps) {
  const loggedIn = useLoggedIn();
  const { pathname, search } = useLocation();
  const siteLink = useSiteLink();
  const { data: ids, isLoading } = useGetBookmarkIdsQuery(undefined, { skip: loggedIn !== true });
  const [add, adding] = useAddBookmarkMutation();
  const [remove, removing] = useRemoveBookmarkMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const loginHref = siteLink(routeUrl(PAGE_ROUTES.login, {}, { redirect: returnPath(`${pathname}${search}`) }));
  const target = { kind, key: itemKey };
  const pressed = Boolean(ids?.includes(bookmarkId(target)));

  if (loggedIn !== true)
    return (
      <p className="cnt-bookmark">
        <a className="cnt-bookmark__control" href={loginHref} title={BOOKMARK_TEXTS.loginHint}>
          {BOOKMARK_TEXTS.add}
        </a>
      </p>
    );

  const toggle = async () => {
    setMessage(null);
    try {
      await (pressed ? remove(target) : add(target)).unwrap();
      setMessage({ text: pressed ? BOOKMARK_TEXTS.removedStatus : BOOKMARK_TEXTS.addedStatus, error: false });
    } catch (failed) {
      // The session ended meanwhile: log in again and come back.
      if (failureOf(failed).status === 401) bookmarkBrowser.assign(loginHref);
      else setMessage({ text: BOOKMARK_TEXTS.failed, error: true });
    }
  };

  return (
    <p className="cnt-bookmark">
      <button
        type="button"
        className="cnt-bookmark__control"
        aria-pressed={pressed}
        title={pressed ? BOOKMARK_TEXTS.removeHint : BOOKMARK_TEXTS.addHint}
        disabled={isLoading || adding.isLoading || removing.isLoading}
        onClick={() => void toggle()}
      >
        {pressed ? BOOKMARK_TEXTS.added : BOOKMARK_TEXTS.add}
      </button>
      {/* Always present, so screen readers announce what is written into it. */}
      <span className="cnt-visually-hidden" role="status">
        {message && !message.error ? message.text : ''}
      </span>
      {message?.error ? (
        <span className="cnt-bookmark__error" role="alert">
          {message.text}
        </span>
      ) : null}
    </p>
  );
}

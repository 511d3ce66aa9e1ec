import { useEffect, useRef, type ReactNode } from 'react';
import { MEMBER_AREA, PAGE_ROUTES, buildPath, isLoggedIn, type CurrentUser } from '@amb/shared-contracts/core';
import { failureOf, PageState, useLocation } from '@amb/remote-kit';
import { browser } from './browser';
import { useAccountNavigationQuery, useCurrentUserQuery } from './memberApi';
import { UnconfirmedEmailHint } from './UnconfirmedEmailHint';

/** Sends a logged-out visitor to the login page, coming back here afterwards. */
function toLogin(pathname: string) {
  browser.assign(buildPath(PAGE_ROUTES.login.path, {}, { redirect: pathname + window.location.search }));
}

/** The member's current user, or null while loading; redirects to the login when logged out. */
export function useMember(): { user: CurrentUser | null; error: string | null } {
  const { pathname } = useLocation();
  const { data, error, isSuccess } = useCurrentUserQuery();
  const user = isSuccess && isLoggedIn(data?.user) ? data.user : null;
  const loggedOut = isSuccess && !user;
  useEffect(() => {
    if (loggedOut) toLogin(pathname);
  }, [loggedOut, pathname]);
  return { user, error: error ? failureOf(error).message : null };
}

export function AccountNavigation() {
  const { pathname } = useLocation();
  const { data, error } = useAccountNavigationQuery(pathname);
  const unauthorised = error !== undefined && failureOf(error).status === 401;
  useEffect(() => {
    if (unauthorised) toLogin(pathname);
  }, [unauthorised, pathname]);
  const entries = (data ?? []).filter((entry) => entry.visible && entry.title);
  const nav = useRef<HTMLElement>(null);
  // On a phone the menu is a row that scrolls sideways: its active entry is scrolled into that row's view.
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = active?.closest('ul');
    if (!active || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [entries.length, pathname]);
  if (entries.length === 0) return null;
  return (
    <nav ref={nav} className="account-nav" aria-label={`${MEMBER_AREA}-Navigation`}>
      <ul className="account-nav__list">
        {entries.map((entry) => (
          <li key={entry.uri}>
            <a
              href={entry.uri}
              className={`account-nav__link${entry.active ? ' account-nav__link--active' : ''}`}
              aria-current={entry.active ? 'page' : undefined}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The mein-area frame: only for logged-in members (others go to the login), the account navigation
 * beside the page content.
 */
export function MemberFrame({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, error } = useMember();
  if (error) {
    return <PageState kind="error" message={error} />;
  }
  if (!user) {
    return <PageState kind="loading" />;
  }
  return (
    <div className="account-frame">
      <AccountNavigation />
      <div className="account-frame__content">
        <UnconfirmedEmailHint user={user} />
        {children(user)}
      </div>
    </div>
  );
}

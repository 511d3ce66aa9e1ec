import { useState } from 'react';
import {
  isWorksCouncilUrl,
  loginUrl,
  PAGE_ROUTES,
  readPageGlobals,
  routeUrl,
  returnPath,
} from '@amb/shared-contracts/core';
import { ButtonLink, EmptyState, ErrorState, failureOf, Loading } from '@amb/remote-kit';
import { pageHasSession } from '../../components/pageSession';
import { useGetWishlistQuery } from './api';
import { WISHLIST_TEXTS } from './texts';
import { WishlistEntryItem } from './WishlistEntryItem';

/** Login (the works-council one on that site) and registration, both leading back here. */
function MembersOnly() {
  const here = `${window.location.pathname}${window.location.search}`;
  const globals = readPageGlobals();
  const login = globals
    ? loginUrl(globals, isWorksCouncilUrl(window.location.href, globals.worksCouncilDomain), here)
    : routeUrl(PAGE_ROUTES.login, {}, { redirect: returnPath(here) });
  const register = routeUrl(PAGE_ROUTES.registration, {}, { redirect: returnPath(here) });
  return (
    <div className="amb-cart-members-only">
      <p>{WISHLIST_TEXTS.loggedOut}</p>
      <p className="amb-cart-members-only__links">
        <ButtonLink href={login}>{WISHLIST_TEXTS.login}</ButtonLink>
        <ButtonLink variant="secondary" href={register}>
          {WISHLIST_TEXTS.register}
        </ButtonLink>
      </p>
    </div>
  );
}

/**
 * The member's wish list (GET /wishlist/get-with-event): the entries, or why there are none (logged out: a
 * member feature — on a visitor's page without asking, pageHasSession — or a session that ran out since; empty).
 * What an entry's action did stays announced after the entry has left the list.
 */
export function WishlistContent() {
  const withSession = pageHasSession();
  const { data, error, isLoading } = useGetWishlistQuery(undefined, { skip: !withSession });
  const [notice, setNotice] = useState<{ text: string; toCart: boolean } | null>(null);

  const status = (
    <p className="amb-cart-notice" role="status">
      {notice ? (
        <>
          {notice.text} {notice.toCart ? <a href={PAGE_ROUTES.cart.path}>{WISHLIST_TEXTS.toCart}</a> : null}
        </>
      ) : null}
    </p>
  );

  if (!withSession) return <MembersOnly />;
  if (error) {
    const failure = failureOf(error);
    return failure.status === 401 ? <MembersOnly /> : <ErrorState message={failure.message} />;
  }
  if (isLoading || !data) return <Loading />;
  if (data.length === 0) {
    return (
      <>
        {status}
        <EmptyState
          message={WISHLIST_TEXTS.empty}
          action={<a href={PAGE_ROUTES.seminarList.path}>{WISHLIST_TEXTS.toSeminars}</a>}
        />
      </>
    );
  }
  return (
    <>
      {status}
      <p className="amb-cart-wishlist__count">{WISHLIST_TEXTS.count(data.length)}</p>
      <ul className="amb-cart-wishlist">
        {data.map((entry) => (
          <WishlistEntryItem key={entry.wishlistItemId} entry={entry} onDone={setNotice} />
        ))}
      </ul>
    </>
  );
}

import { API_ROUTES, buildPath, MEMBER_AREA, type AccountNavigationResponse } from '@amb/shared-contracts/core';
import { cartApi } from '../../api';
import { pageHasSession } from '../../components/pageSession';

const navigationApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    memberAreaNavigation: build.query<AccountNavigationResponse, string>({
      query: (path) => buildPath(API_ROUTES.memberAccountNavigation.path, {}, { path }),
    }),
  }),
});

/**
 * The member area's navigation (the api's one list, as mf-account shows it beside its pages), so a page of
 * this remote under /meinamb links back to the rest of the area. Logged out it shows nothing (asking nothing on a visitor's page): the page says why.
 */
export function MemberAreaNavigation({ pathname }: { pathname: string }) {
  const { data } = navigationApi.useMemberAreaNavigationQuery(pathname, { skip: !pageHasSession() });
  const entries = (data ?? []).filter((entry) => entry.visible && entry.title);
  if (entries.length === 0) return null;
  return (
    <nav className="amb-cart-member-nav" aria-label={`${MEMBER_AREA}-Navigation`}>
      <ul className="amb-cart-member-nav__list">
        {entries.map((entry) => (
          <li key={entry.uri}>
            <a
              href={entry.uri}
              className={`amb-cart-member-nav__link${entry.active ? ' amb-cart-member-nav__link--active' : ''}`}
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

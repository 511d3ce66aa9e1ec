import type { PageOwner } from '@amb/shared-contracts';
import { ownedPageRoutes } from '@amb/shared-contracts/testing';
import { matchPage, type PageDefinition } from '../router/pages';

/**
 * The route contract from a remote's side: each page route of the table it owns is served by its page
 * table unless it is pending — and a pending route is not (a pending route answers 404, never a page).
 */
export function describeOwnedRoutes(owner: PageOwner, pages: readonly PageDefinition[]): void {
  const routes = ownedPageRoutes(owner);
  describe(`Routenvertrag von ${owner}`, () => {
    it('besitzt mindestens eine Route', () => {
      expect(routes.length).toBeGreaterThan(0);
    });
    it.each(routes.map((route) => [route.name, route.path, route.pending] as const))(
      '%s (%s): ausstehend %s',
      (_name, path, pending) => {
        expect(matchPage(pages, path) === null).toBe(pending);
      },
    );
  });
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { ownerOfPath } from '@amb/shared-contracts';
import { navigate } from './history';

/**
 * A link that stays inside this remote without a page load when the target is one of its routes;
 * every other target (and any modified click) is an ordinary link.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const path = href.split('?')[0] ?? href;
    if (!href.startsWith('/') || ownerOfPath(path) !== 'mf_catalogue') return;
    event.preventDefault();
    navigate(href);
    window.scrollTo(0, 0);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

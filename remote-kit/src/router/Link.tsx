import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { ownerOfPath } from '@amb/shared-contracts/core';
import { useRemoteName } from '../lifecycles/RemoteContext';
import { navigate } from './location';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A link that stays inside this remote without a page load when the target is one of its own routes;
 * any other target (another remote, another site, a modified click) is an ordinary link.
 */
export function Link({ href, onClick, children, ...rest }: LinkProps) {
  const remote = useRemoteName();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event) || !href.startsWith('/') || href.startsWith('//')) return;
    const path = href.split(/[?#]/)[0] ?? href;
    if (remote === null || ownerOfPath(path) !== remote) return;
    event.preventDefault();
    navigate(href);
    window.scrollTo(0, 0);
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

import type { NavigationItem } from '@amb/shared-contracts/core';

/** A linkClass token that marks a link which closes the open menu when clicked (SPEC §4). */
export const CLOSE_MARKER = 'close-flyout';

export function closesMenu(item: NavigationItem): boolean {
  return (item.linkClass ?? '').split(/\s+/).includes(CLOSE_MARKER);
}

interface ItemLinkProps {
  item: NavigationItem;
  className: string;
  /** Called on a click of a link marked to close. */
  onClose?: () => void;
}

/** One navigation link: aria-current on the current page, a class on the parent of it, the item's own class. */
export function ItemLink({ item, className, onClose }: ItemLinkProps) {
  const classes = [className, item.linkClass, item.isCurrentParent ? `${className}--current-parent` : null];
  return (
    <a
      className={classes.filter(Boolean).join(' ')}
      href={item.url}
      aria-current={item.isCurrent ? 'page' : undefined}
      onClick={closesMenu(item) ? onClose : undefined}
    >
      {item.linkText}
    </a>
  );
}

import type { NavigationItem } from '@amb/shared-contracts/core';
import { LABELS } from '../../labels';
import { Icon } from '../../components/Icon';

interface FlyoutPanelProps {
  item: NavigationItem;
  open: boolean;
  onClose: () => void;
}

function flyoutId(item: NavigationItem): string {
  return `nav-flyout-${item.id}`;
}

function ChildLinks({ items }: { items: NavigationItem[] }) {
  return (
    <ul className="nav-flyout__list">
      {items.map((child) => (
        <li key={child.id} className={`nav-flyout__entry nav-flyout__entry--${child.linkPosition ?? 'left'}`}>
          <a
            className={child.linkClass ? `nav-flyout__link ${child.linkClass}` : 'nav-flyout__link'}
            href={child.url}
            aria-current={child.isCurrent ? 'page' : undefined}
          >
            {child.linkText}
          </a>
          {child.linkDescription ? <p className="nav-flyout__description">{child.linkDescription}</p> : null}
          {child.children.length > 0 ? <ChildLinks items={child.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The full-width panel of one top-bar item: its children as links, with a close button. */
export function FlyoutPanel({ item, open, onClose }: FlyoutPanelProps) {
  const style = item.flyoutStyle || 'accordion';
  return (
    <div
      id={flyoutId(item)}
      className={`nav-flyout nav-flyout--${style}`}
      role="region"
      aria-label={item.linkText}
      hidden={!open}
    >
      <div className="nav-flyout__head">
        <a className="nav-flyout__overview" href={item.url}>
          {`${item.linkText} – ${LABELS.overview}`}
        </a>
        <button type="button" className="nav-flyout__close" aria-label={LABELS.closeMenu} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <ChildLinks items={item.children} />
    </div>
  );
}

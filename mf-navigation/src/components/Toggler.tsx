import { useId, useState, type CSSProperties } from 'react';
import type { NavigationItem } from '@amb/shared-contracts/core';
import { ItemLink } from './ItemLink';

interface TogglerProps {
  item: NavigationItem;
  /** Length of the open/close animation (SPEC §9: 300 ms, 200 ms in mobile v2). */
  animationMs: number;
  onClose?: () => void;
}

/** An expandable section (`expandable` '1', v2): its name as a button that shows or hides its links. */
export function Toggler({ item, animationMs, onClose }: TogglerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="nav-toggler" style={{ '--nav-toggle-ms': `${animationMs}ms` } as CSSProperties}>
      <button
        type="button"
        className="nav-toggler__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {item.linkText}
      </button>
      <ul id={listId} className="nav-toggler__list" hidden={!open}>
        {item.children.map((child) => (
          <li key={child.id}>
            <ItemLink item={child} className="nav-menu-link" onClose={onClose} />
          </li>
        ))}
      </ul>
    </div>
  );
}

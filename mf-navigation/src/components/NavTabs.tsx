import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavigationItem } from '@amb/shared-contracts/core';
import { ItemLink } from './ItemLink';
import { MENU_LABELS } from './menuLabels';
import { Toggler } from './Toggler';

/** The items of a v2 menu that are tabs (they carry a tab label). */
export function tabItems(items: NavigationItem[]): NavigationItem[] {
  return items.filter((item) => Boolean(item.tabLabel));
}

/** The tab's own link: the relative one, else the absolute one, else none. */
export function tabLink(tab: NavigationItem): string | null {
  return tab.tabLinkRel || tab.tabLinkAbs || null;
}

interface NavTabsProps {
  tabs: NavigationItem[];
  /** Animation of the expandable sections inside the panels. */
  togglerMs: number;
  onClose?: () => void;
}

/**
 * The v2 tabs (SPEC §2.2, §2.3): label and description per tab, the first selected; the selected tab's panel
 * shows its link and its entries (an expandable tab as a toggler section). Arrow keys move between tabs.
 */
export function NavTabs({ tabs, togglerMs, onClose }: NavTabsProps) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: selected + 1,
      ArrowRight: selected + 1,
      ArrowUp: selected - 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="nav-tabs">
      <div role="tablist" aria-orientation="vertical" className="nav-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            className="nav-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            <span className="nav-tabs__label">{tab.tabLabel}</span>
            {tab.tabDescription ? <span className="nav-tabs__description">{tab.tabDescription}</span> : null}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const link = tabLink(tab);
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            className="nav-tabs__panel"
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== selected}
          >
            {link ? (
              <a className="nav-tabs__link" href={link}>
                {MENU_LABELS.tabLink(tab.tabLabel ?? tab.linkText)}
              </a>
            ) : null}
            {tab.expandable === '1' ? (
              <Toggler item={tab} animationMs={togglerMs} onClose={onClose} />
            ) : (
              <ul className="nav-tabs__entries">
                {tab.children.map((child) => (
                  <li key={child.id}>
                    <ItemLink item={child} className="nav-menu-link" onClose={onClose} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

import { useId } from 'react';
import { TIMINGS, type NavigationItem } from '@amb/shared-contracts/core';
import { ItemLink } from '../../components/ItemLink';
import { useAccordion } from './useAccordion';

interface SectionsProps {
  items: NavigationItem[];
  onClose: () => void;
}

const positionOf = (item: NavigationItem) => item.linkPosition ?? 'left';

/** One entry of a flyout: its link (with description) and its own links below. */
function Section({ item, onClose }: { item: NavigationItem; onClose: () => void }) {
  return (
    <div className="nav-flyout__section">
      <ItemLink item={item} className="nav-flyout__heading" onClose={onClose} />
      {item.linkDescription ? <p className="nav-flyout__description">{item.linkDescription}</p> : null}
      {item.children.length > 0 ? (
        <ul className="nav-flyout__list">
          {item.children.map((child) => (
            <li key={child.id}>
              <ItemLink item={child} className="nav-menu-link" onClose={onClose} />
              {child.linkDescription ? <p className="nav-flyout__description">{child.linkDescription}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Column({ items, onClose, name }: SectionsProps & { name: string }) {
  return (
    <div className={`nav-flyout__column nav-flyout__column--${name}`}>
      {items.map((item) => (
        <Section key={item.id} item={item} onClose={onClose} />
      ))}
    </div>
  );
}

/** Any flyoutStyle other than the three column layouts: one section open at a time, 300 ms per change. */
function Accordion({ items, onClose }: SectionsProps) {
  const { openIndex, toggle } = useAccordion(TIMINGS.accordionMs);
  const baseId = useId();
  return (
    <div className="nav-accordion">
      {items.map((item, index) =>
        item.children.length === 0 ? (
          <div key={item.id} className="nav-accordion__section">
            <ItemLink item={item} className="nav-flyout__heading" onClose={onClose} />
          </div>
        ) : (
          <div key={item.id} className="nav-accordion__section">
            <button
              type="button"
              className="nav-accordion__button"
              aria-expanded={openIndex === index}
              aria-controls={`${baseId}-${index}`}
              onClick={() => toggle(index)}
            >
              {item.linkText}
            </button>
            <div id={`${baseId}-${index}`} className="nav-accordion__panel" hidden={openIndex !== index}>
              <Section item={item} onClose={onClose} />
            </div>
          </div>
        ),
      )}
    </div>
  );
}

/**
 * The middle of a flyout by flyoutStyle (SPEC §2.2): `3-col` by linkPosition left / middle / right, `2-col`
 * left against the rest, `4-col-grid-headline` a four-column grid under a headline, anything else an accordion.
 */
export function FlyoutBody({ parent, items, onClose }: SectionsProps & { parent: NavigationItem }) {
  switch (parent.flyoutStyle) {
    case '3-col':
      return (
        <div className="nav-flyout__columns nav-flyout__columns--3">
          {(['left', 'middle', 'right'] as const).map((name) => (
            <Column key={name} name={name} items={items.filter((i) => positionOf(i) === name)} onClose={onClose} />
          ))}
        </div>
      );
    case '2-col':
      return (
        <div className="nav-flyout__columns nav-flyout__columns--2">
          <Column name="left" items={items.filter((i) => positionOf(i) === 'left')} onClose={onClose} />
          <Column name="rest" items={items.filter((i) => positionOf(i) !== 'left')} onClose={onClose} />
        </div>
      );
    case '4-col-grid-headline':
      return (
        <div className="nav-flyout__grid">
          <p className="nav-flyout__headline">{parent.linkDescription ?? parent.linkText}</p>
          <div className="nav-flyout__columns nav-flyout__columns--4">
            {items.map((item) => (
              <Section key={item.id} item={item} onClose={onClose} />
            ))}
          </div>
        </div>
      );
    default:
      return <Accordion items={items} onClose={onClose} />;
  }
}

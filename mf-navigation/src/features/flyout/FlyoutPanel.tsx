import { useRef } from 'react';
import { TIMINGS, type NavigationItem, type NavVersion } from '@amb/shared-contracts/core';
import { Icon } from '../../components/Icon';
import { ItemLink } from '../../components/ItemLink';
import { MENU_LABELS } from '../../components/menuLabels';
import { NavTabs, tabItems } from '../../components/NavTabs';
import { FlyoutBody } from './FlyoutBody';
import { useFlyoutV1Box } from './flyoutV1Box';
import { Slideshow } from './Slideshow';

interface FlyoutPanelProps {
  item: NavigationItem;
  version: NavVersion;
  open: boolean;
  /** Playing the closing animation: still visible, no longer usable. */
  closing: boolean;
  onClose: () => void;
}

export function flyoutId(item: NavigationItem): string {
  return `nav-flyout-${item.id}`;
}

/**
 * The full-width panel of one top-bar item (SPEC §2.2): head with overview link and close button, top strip,
 * the body (v2: tabs first) with the inspiration slideshow, bottom strips (heading and three columns).
 */
export function FlyoutPanel({ item, version, open, closing, onClose }: FlyoutPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFlyoutV1Box(panel, version === 1 && open);
  const top = item.children.filter((child) => child.linkPosition === 'top');
  const bottom = item.children.filter((child) => child.linkPosition === 'bottom');
  const tabs = version === 2 ? tabItems(item.children) : [];
  const rest = item.children.filter(
    (child) => child.linkPosition !== 'top' && child.linkPosition !== 'bottom' && !tabs.includes(child),
  );
  const slides = item.inspirationContent ?? [];
  const classes = [
    'nav-flyout',
    `nav-flyout--${item.flyoutStyle || 'accordion'}`,
    closing ? 'nav-flyout--closing' : '',
  ];

  return (
    <div
      ref={panel}
      id={flyoutId(item)}
      className={classes.filter(Boolean).join(' ')}
      role="region"
      aria-label={item.linkText}
      hidden={!open && !closing}
      inert={closing}
      aria-hidden={closing || undefined}
    >
      <div className="nav-flyout__inner">
        <div className="nav-flyout__head">
          <a className="nav-flyout__overview" href={item.url}>
            {`${item.linkText} – ${MENU_LABELS.overview}`}
          </a>
          <button type="button" className="nav-flyout__close" aria-label={MENU_LABELS.closeMenu} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {top.length > 0 ? (
          <ul className="nav-flyout__strip nav-flyout__strip--top">
            {top.map((child) => (
              <li key={child.id}>
                <ItemLink item={child} className="nav-menu-link" onClose={onClose} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="nav-flyout__main">
          {tabs.length > 0 ? <NavTabs tabs={tabs} togglerMs={TIMINGS.accordionMs} onClose={onClose} /> : null}
          {rest.length > 0 ? <FlyoutBody parent={item} items={rest} onClose={onClose} /> : null}
          {slides.length > 0 ? <Slideshow title={item.inspiration ?? ''} slides={slides} /> : null}
        </div>
        {bottom.map((strip) => (
          <div key={strip.id} className="nav-flyout__strip nav-flyout__strip--bottom">
            <ItemLink item={strip} className="nav-flyout__heading" onClose={onClose} />
            <ul className="nav-flyout__strip-columns">
              {strip.children.map((child) => (
                <li key={child.id}>
                  <ItemLink item={child} className="nav-menu-link" onClose={onClose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

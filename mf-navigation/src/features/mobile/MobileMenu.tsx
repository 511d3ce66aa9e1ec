import { useEffect, useRef } from 'react';
import {
  MOBILE_PAGE_TOP_MARGIN,
  TIMINGS,
  visibleSocialLinks,
  type NavigationItem,
  type NavVersion,
  type SocialLinks,
} from '@amb/shared-contracts/core';
import { Icon } from '../../components/Icon';
import { ItemLink } from '../../components/ItemLink';
import { MENU_LABELS } from '../../components/menuLabels';
import { NavTabs, tabItems } from '../../components/NavTabs';
import { firstFocusable, trapTab } from './focusTrap';
import { useMobileMenu } from './useMobileMenu';

const MENU_ID = 'nav-mobile-menu';

interface MobileMenuProps {
  items: NavigationItem[];
  version: NavVersion;
  loggedIn: boolean;
  socialLinks: SocialLinks;
  /** A link the bar shows beside the top bar on desktop ("Service & Kontakt"), listed here on mobile. */
  extraLink?: { label: string; href: string } | null;
}

function findItem(items: NavigationItem[], id: number): NavigationItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Entries of one page: a button that pushes the sub-page of an entry with children, else its link. */
function Entries({
  items,
  onPush,
  onClose,
}: {
  items: NavigationItem[];
  onPush: (id: number) => void;
  onClose: () => void;
}) {
  return (
    <ul className="nav-mobile__entries">
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <button
              type="button"
              className={
                item.isCurrentParent ? 'nav-mobile__push nav-mobile__push--current-parent' : 'nav-mobile__push'
              }
              data-item={item.id}
              onClick={() => onPush(item.id)}
            >
              {item.linkText}
              <span aria-hidden="true">›</span>
            </button>
          ) : (
            <ItemLink item={item} className="nav-mobile__link" onClose={onClose} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu (SPEC §2.3, §4): the toggle "Menü" opens a full-screen page stack below the top margin (52 px
 * logged out, 72 px logged in); an entry with children pushes its sub-page (v2: its tabs), "Zurück" pops it
 * with a 500 ms exit, close clears the stack. Focus stays inside while open; Esc closes and returns to the toggle.
 */
export function MobileMenu({ items, version, loggedIn, socialLinks, extraLink = null }: MobileMenuProps) {
  const { open, stack, popping, dispatch } = useMobileMenu();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const pages = stack.map((id) => findItem(items, id)).filter((item): item is NavigationItem => Boolean(item));
  const depth = pages.length;
  const lastStack = useRef<number[]>([]);

  // Focus follows the menu: into it on opening, back to the toggle on closing.
  useEffect(() => {
    if (open) {
      if (panel.current) firstFocusable(panel.current)?.focus();
    } else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // While open, Esc closes and Tab stays inside (the page behind is covered).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
      else if (panel.current) trapTab(panel.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  // After a push the new page's first control (Zurück) takes focus; after a pop the entry that had opened it.
  useEffect(() => {
    const container = panel.current;
    const before = lastStack.current;
    lastStack.current = stack;
    if (!container || !open || stack.length === before.length) return;
    if (stack.length > before.length) firstFocusable(container)?.focus();
    else container.querySelector<HTMLElement>(`[data-item="${before[before.length - 1]}"]`)?.focus();
  }, [stack, open]);

  const close = () => dispatch({ type: 'close' });
  const push = (id: number) => dispatch({ type: 'push', id });
  const social = visibleSocialLinks(socialLinks);
  const top = loggedIn ? MOBILE_PAGE_TOP_MARGIN.loggedIn : MOBILE_PAGE_TOP_MARGIN.loggedOut;

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="nav-mobile-toggle"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => dispatch({ type: 'toggle' })}
      >
        <Icon name="menu" />
        <span>{MENU_LABELS.menu}</span>
      </button>
      {/* The page behind, dimmed in the top margin; a tap there closes (a pointer's way out, as Esc and ✕ are). */}
      <div className="nav-mobile-backdrop" hidden={!open} aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id={MENU_ID}
        className="nav-mobile"
        role="dialog"
        aria-modal="true"
        aria-label={MENU_LABELS.menu}
        hidden={!open}
        style={{ top: `${top}px` }}
      >
        <div className="nav-mobile__page" hidden={depth > 0 && !(popping && depth === 1)} inert={popping}>
          <div className="nav-mobile__head">
            <button type="button" className="nav-mobile__close" aria-label={MENU_LABELS.closeMenu} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <Entries items={items} onPush={push} onClose={close} />
          {extraLink ? (
            <a className="nav-mobile__link nav-mobile__extra" href={extraLink.href}>
              {extraLink.label}
            </a>
          ) : null}
          {social.length > 0 ? (
            <ul className="nav-mobile__social" aria-label={MENU_LABELS.social}>
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a className="nav-mobile__social-link" href={url} rel="noopener noreferrer">
                    <Icon name={network} title={MENU_LABELS.socialNetwork[network]} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {pages.map((page, index) => {
          const level = index + 1;
          const leaving = popping && level === depth;
          const visible = level === depth || (popping && level === depth - 1);
          const tabs = version === 2 ? tabItems(page.children) : [];
          const rest = page.children.filter((child) => !tabs.includes(child));
          return (
            <div
              key={page.id}
              className={
                leaving
                  ? 'nav-mobile__page nav-mobile__page--sub nav-mobile__page--leaving'
                  : 'nav-mobile__page nav-mobile__page--sub'
              }
              hidden={!visible}
              inert={leaving || (popping && level !== depth)}
            >
              <div className="nav-mobile__head">
                <button type="button" className="nav-mobile__back" onClick={() => dispatch({ type: 'back' })}>
                  <span aria-hidden="true">‹</span> {MENU_LABELS.back}
                </button>
                <button type="button" className="nav-mobile__close" aria-label={MENU_LABELS.closeMenu} onClick={close}>
                  <Icon name="close" />
                </button>
              </div>
              <a className="nav-mobile__overview" href={page.url}>
                {`${page.linkText} – ${MENU_LABELS.overview}`}
              </a>
              {tabs.length > 0 ? <NavTabs tabs={tabs} togglerMs={TIMINGS.accordionMobileV2Ms} onClose={close} /> : null}
              {rest.length > 0 ? <Entries items={rest} onPush={push} onClose={close} /> : null}
            </div>
          );
        })}
      </div>
    </>
  );
}

import { useEffect, useRef } from 'react';
import { BREAKPOINTS, type NavigationItem, type NavVersion } from '@amb/shared-contracts/core';
import { ItemLink } from '../../components/ItemLink';
import { FlyoutPanel, flyoutId } from './FlyoutPanel';
import { useFlyout } from './useFlyout';

/**
 * Top-bar items (desktop, SPEC §2.2, §4): plain links, or triggers of a flyout with their children. Esc closes
 * and gives focus back to the trigger; so do the underlay and the close button; a window narrower than the
 * desktop breakpoint closes it.
 */
export function TopBar({ items, version }: { items: NavigationItem[]; version: NavVersion }) {
  const { openId, closingId, dispatch } = useFlyout();
  const triggers = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (openId === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close' });
      triggers.current.get(openId)?.focus();
    };
    const onResize = () => {
      if (window.innerWidth < BREAKPOINTS.desktop) dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [openId, dispatch]);

  const close = () => {
    if (openId !== null) triggers.current.get(openId)?.focus();
    dispatch({ type: 'close' });
  };

  return (
    <>
      <ul className="nav-topbar">
        {items.map((item) =>
          item.children.length > 0 ? (
            <li key={item.id} className="nav-topbar__item">
              <button
                type="button"
                ref={(element) => {
                  if (element) triggers.current.set(item.id, element);
                  else triggers.current.delete(item.id);
                }}
                className={
                  item.isCurrentParent || item.isCurrent
                    ? 'nav-topbar__trigger nav-topbar__trigger--current'
                    : 'nav-topbar__trigger'
                }
                aria-expanded={openId === item.id}
                aria-controls={flyoutId(item)}
                onClick={() => dispatch({ type: 'toggle', id: item.id })}
              >
                {item.linkText}
              </button>
              <FlyoutPanel
                item={item}
                version={version}
                open={openId === item.id}
                closing={closingId === item.id}
                onClose={close}
              />
            </li>
          ) : (
            <li key={item.id} className="nav-topbar__item">
              <ItemLink item={item} className="nav-topbar__link" />
            </li>
          ),
        )}
      </ul>
      <div
        className={closingId !== null && openId === null ? 'nav-underlay nav-underlay--closing' : 'nav-underlay'}
        hidden={openId === null && closingId === null}
        aria-hidden="true"
        onClick={close}
      />
    </>
  );
}

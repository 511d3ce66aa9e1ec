import { useEffect, useReducer, useRef } from 'react';
import { BREAKPOINTS, type NavigationItem } from '@amb/shared-contracts/core';
import { FlyoutPanel } from './FlyoutPanel';
import { flyoutReducer, initialFlyoutState } from './flyoutReducer';

/** Top-bar items: plain links, or triggers of a flyout listing their children (one open at a time). */
export function TopBar({ items }: { items: NavigationItem[] }) {
  const [{ openId }, dispatch] = useReducer(flyoutReducer, initialFlyoutState);
  const triggers = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (openId === null) return undefined;
    const closeAndRefocus = () => {
      dispatch({ type: 'close' });
      triggers.current.get(openId)?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAndRefocus();
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
  }, [openId]);

  const close = () => dispatch({ type: 'close' });

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
                  item.isCurrentParent ? 'nav-topbar__trigger nav-topbar__trigger--current' : 'nav-topbar__trigger'
                }
                aria-expanded={openId === item.id}
                onClick={() => dispatch({ type: 'toggle', id: item.id })}
              >
                {item.linkText}
              </button>
              <FlyoutPanel item={item} open={openId === item.id} onClose={close} />
            </li>
          ) : (
            <li key={item.id} className="nav-topbar__item">
              <a className="nav-topbar__link" href={item.url} aria-current={item.isCurrent ? 'page' : undefined}>
                {item.linkText}
              </a>
            </li>
          ),
        )}
      </ul>
      <div className="nav-underlay" hidden={openId === null} aria-hidden="true" onClick={close} />
    </>
  );
}

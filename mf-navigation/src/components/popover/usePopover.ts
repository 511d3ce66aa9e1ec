import { useCallback, useEffect, useRef, useState } from 'react';
import { on, TIMINGS } from '@amb/shared-contracts/core';
import { needsReposition, popoverPlacement, type PopoverMenu, type PopoverPlacement } from './popoverPosition';

/** The id of a menu's panel (its trigger's aria-controls). */
export const popoverPanelId = (menu: PopoverMenu) => `nav-popover-${menu}`;

export interface PopoverState {
  /** The menu shown, or null when closed. */
  menu: PopoverMenu | null;
  /** True during the 100 ms closing animation. */
  closing: boolean;
  placement: PopoverPlacement | null;
}

/** The element pop-overs are placed in (position: relative; the header's bar). */
export const POPOVER_FRAME = 'data-popover-frame';
/** Marks triggers and panels: a press anywhere else is an outside click. */
export const POPOVER_PART = 'data-popover-part';

const CLOSED: PopoverState = { menu: null, closing: false, placement: null };
/** A touch tap fires compatibility mouse events before its click: hover is ignored that long after a touch. */
const TOUCH_MOUSE_GRACE_MS = 1000;
/**
 * A click this soon after the hover opened the same menu is the visitor's way of opening it, not of closing it again
 * (a pointer that rests on the trigger for 50 ms before the press, or a busy main thread that delays the click).
 */
export const CLICK_AFTER_HOVER_GRACE_MS = 600;

export interface PopoverOptions {
  loggedIn: boolean;
  /** A menu that stays open on leave (SPEC §2.5: the user pop-over while logged out, with its form). */
  sticky?: (menu: PopoverMenu) => boolean;
}

/**
 * The header pop-overs' state machine (SPEC §2.5, §4, §9): closed, or open for one menu. Hover opens after
 * 50 ms (at once when one is open already: the content swaps), leaving closes after 150 ms, a click toggles,
 * closing animates 100 ms; an outside click, the focus leaving it, Esc (focus back to the trigger) and `navigation:open-popover`
 * from other remotes; a width change of more than 20 % places the open pop-over again.
 */
export function usePopover({ loggedIn, sticky = () => false }: PopoverOptions) {
  const [state, setState] = useState<PopoverState>(CLOSED);
  const stateRef = useRef(state);
  stateRef.current = state;
  const triggers = useRef(new Map<PopoverMenu, HTMLElement>());
  const placedAtWidth = useRef(0);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touchedAt = useRef(-Infinity);

  const clearTimers = useCallback(() => {
    if (openTimer.current) clearTimeout(openTimer.current);
    if (closeTimer.current) clearTimeout(closeTimer.current);
    openTimer.current = null;
    closeTimer.current = null;
  }, []);

  const place = useCallback(
    (menu: PopoverMenu): PopoverPlacement => {
      const viewportWidth = window.innerWidth;
      const trigger = triggers.current.get(menu);
      const frameLeft = trigger?.closest(`[${POPOVER_FRAME}]`)?.getBoundingClientRect().left ?? 0;
      const anchorRight = trigger ? trigger.getBoundingClientRect().right - frameLeft : viewportWidth;
      placedAtWidth.current = viewportWidth;
      return popoverPlacement({ menu, loggedIn, viewportWidth, anchorRight });
    },
    [loggedIn],
  );

  /** When the hover last opened a menu (a click toggles it shut only after CLICK_AFTER_HOVER_GRACE_MS). */
  const hoverOpened = useRef<{ menu: PopoverMenu; at: number } | null>(null);

  const open = useCallback(
    (menu: PopoverMenu) => {
      clearTimers();
      hoverOpened.current = null;
      setState({ menu, closing: false, placement: place(menu) });
    },
    [clearTimers, place],
  );

  const openByHover = useCallback(
    (menu: PopoverMenu) => {
      open(menu);
      hoverOpened.current = { menu, at: performance.now() };
    },
    [open],
  );

  const close = useCallback(() => {
    clearTimers();
    if (!stateRef.current.menu || stateRef.current.closing) return;
    setState((current) => ({ ...current, closing: true }));
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setState(CLOSED);
    }, TIMINGS.popoverCloseAnimationMs);
  }, [clearTimers]);

  const isOpen = (menu: PopoverMenu) => stateRef.current.menu === menu && !stateRef.current.closing;

  /** Pointer over a trigger. */
  const enter = useCallback(
    (menu: PopoverMenu) => {
      if (performance.now() - touchedAt.current < TOUCH_MOUSE_GRACE_MS) return;
      if (closeTimer.current && !stateRef.current.closing) clearTimers();
      if (isOpen(menu)) return;
      if (openTimer.current) clearTimeout(openTimer.current);
      const oneIsOpen = stateRef.current.menu !== null && !stateRef.current.closing;
      if (oneIsOpen) {
        openByHover(menu);
        return;
      }
      openTimer.current = setTimeout(() => openByHover(menu), TIMINGS.popoverOpenDelayMs);
    },
    [clearTimers, openByHover],
  );

  /** Pointer back over the open pop-over: the pending close is off. */
  const stay = useCallback(() => {
    if (closeTimer.current && !stateRef.current.closing) {
      clearTimeout(closeTimer.current);
      closeTimer.current = null;
    }
  }, []);

  /** Pointer left a trigger or the pop-over. */
  const leave = useCallback(() => {
    if (openTimer.current) {
      clearTimeout(openTimer.current);
      openTimer.current = null;
    }
    const { menu, closing } = stateRef.current;
    if (!menu || closing || sticky(menu)) return;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      close();
    }, TIMINGS.popoverCloseDelayMs);
  }, [close, sticky]);

  /**
   * A click on a trigger: the same trigger closes, another opens (swapping the content); a click right after the
   * hover opened this menu keeps it open.
   */
  const toggle = useCallback(
    (menu: PopoverMenu) => {
      const hovered = hoverOpened.current;
      const justHovered = hovered?.menu === menu && performance.now() - hovered.at < CLICK_AFTER_HOVER_GRACE_MS;
      if (isOpen(menu) && justHovered) hoverOpened.current = null;
      else if (isOpen(menu)) close();
      else open(menu);
    },
    [close, open],
  );

  const touched = useCallback((pointerType: string) => {
    if (pointerType !== 'mouse') touchedAt.current = performance.now();
  }, []);

  const triggerRef = useCallback(
    (menu: PopoverMenu) => (element: HTMLElement | null) => {
      if (element) triggers.current.set(menu, element);
      else triggers.current.delete(menu);
    },
    [],
  );

  useEffect(() => on('navigation:open-popover', ({ menu }) => open(menu)), [open]);

  useEffect(() => {
    if (!state.menu || state.closing) return;
    const menu = state.menu;
    /** The open menu's own parts: its trigger and its panel. */
    const holds = (node: EventTarget | null) =>
      node instanceof Node &&
      Boolean(
        triggers.current.get(menu)?.contains(node) || document.getElementById(popoverPanelId(menu))?.contains(node),
      );
    // Focus that was in the menu and moves elsewhere closes it (Tab past its last link, Shift+Tab before its trigger);
    // a menu opened from elsewhere (hover, another remote) stays until the focus has been in it.
    let focusWasInside = holds(document.activeElement);
    const onPointerDown = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[${POPOVER_PART}]`)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (holds(event.target)) focusWasInside = true;
      else if (focusWasInside) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = holds(document.activeElement);
      close();
      // The focus returns to the trigger when it was in the menu; otherwise it stays where the visitor is.
      if (focused || !document.activeElement || document.activeElement === document.body) {
        triggers.current.get(menu)?.focus();
      }
    };
    const onResize = () => {
      if (needsReposition(placedAtWidth.current, window.innerWidth)) {
        setState((current) => (current.menu ? { ...current, placement: place(current.menu) } : current));
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [state.menu, state.closing, close, place]);

  useEffect(() => clearTimers, [clearTimers]);

  return { state, triggerRef, enter, leave, stay, toggle, touched, open, close };
}

export type PopoverControl = ReturnType<typeof usePopover>;

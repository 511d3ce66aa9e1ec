const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Elements Tab can reach inside `container`, skipping hidden pages and inert (leaving) ones. */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

export function firstFocusable(container: HTMLElement): HTMLElement | undefined {
  return focusables(container)[0];
}

/** Keeps Tab and Shift+Tab inside `container` (the open mobile menu): past either end focus wraps around. */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const elements = focusables(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

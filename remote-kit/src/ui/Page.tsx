import { useEffect, useRef, type ReactNode } from 'react';
import { BRAND_NAME } from '@amb/shared-contracts/core';
import { navigatedInBrowser } from '../router/location';
import './page.css';

/** `<title>` of a page: its own title and the brand. */
export function documentTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/** Keeps the browser tab's title in step with the page shown (client-side navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * A page of a loaded document keeps the focus where the browser put it (the skip link comes first). A page the
 * browser navigated to without loading the document lost the focus with the link that led there: its heading takes
 * it, so the keyboard and the screen reader go on from the top of the new page, never from the page's body. The
 * heading is focusable only while it has the focus (the page's markup stays as the server rendered it).
 */
function useHeadingFocusAfterNavigation() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!navigatedInBrowser() || !lost || !element) return;
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
    element.focus();
  }, []);
  return heading;
}

/** The page layout every remote uses: max width, margins, the one h1, the document title. */
export function Page({
  title,
  heading = title,
  children,
}: {
  title: string;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  const headingRef = useHeadingFocusAfterNavigation();
  return (
    <section className="kit-page">
      <h1 ref={headingRef} className="kit-page__heading">
        {heading}
      </h1>
      {children}
    </section>
  );
}

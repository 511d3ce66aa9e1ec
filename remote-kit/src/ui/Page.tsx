import { useEffect, type ReactNode } from 'react';
import { BRAND_NAME } from '@amb/shared-contracts/core';
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
  return (
    <section className="kit-page">
      <h1 className="kit-page__heading">{heading}</h1>
      {children}
    </section>
  );
}

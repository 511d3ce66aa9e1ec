import { useEffect } from 'react';
import { BRAND_NAME, MESSAGES, pageFor } from '@amb/shared-contracts';
import { PAGES } from './pages';
import { usePathname } from './routing';

/** The pages this remote owns; a path it owns without a page gets the German "not found". */
export function App() {
  const pathname = usePathname();
  const page = pageFor(PAGES, pathname);
  const heading = page ? page.title : MESSAGES.pageNotFoundTitle;
  const Content = page?.component;

  useEffect(() => {
    document.title = `${heading} | ${BRAND_NAME}`;
  }, [heading]);

  return (
    <section className="account-page">
      <h1 className="account-page__title">{heading}</h1>
      {page ? null : <p className="account-page__text">{MESSAGES.pageNotFoundText}</p>}
      {Content ? <Content key={pathname} pathname={pathname} /> : null}
    </section>
  );
}

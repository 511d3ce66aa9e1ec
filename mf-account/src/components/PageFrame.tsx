import type { ComponentType } from 'react';
import { Page, useLocation, type PageProps } from '@amb/remote-kit';

/**
 * An account page inside the kit's page frame (the one h1, the document title). Another address of the same
 * page (meinamb and meinambv2, another A–Z entry) starts with fresh state.
 */
export function framed(Content: ComponentType<PageProps>): ComponentType<PageProps> {
  function FramedPage({ title, params }: PageProps) {
    const { pathname } = useLocation();
    return (
      <Page title={title}>
        <Content key={pathname} title={title} params={params} />
      </Page>
    );
  }
  FramedPage.displayName = `Framed(${Content.displayName ?? Content.name})`;
  return FramedPage;
}

import { PAGE_ROUTES } from '@amb/shared-contracts/core';
import { Link, Page } from '@amb/remote-kit';

/** A catalogue page whose content follows in a later step: its heading and a way back to the list. */
export function SectionPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p>
        <Link href={PAGE_ROUTES.seminarList.path}>Zur Seminarübersicht</Link>
      </p>
    </Page>
  );
}

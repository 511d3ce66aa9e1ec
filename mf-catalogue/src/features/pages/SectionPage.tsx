import { PAGE_ROUTES } from '@amb/shared-contracts';
import { AppLink } from '../../routing/AppLink';

/** A catalogue page whose content follows in a later step: its heading and a way back to the list. */
export function SectionPage({ heading }: { heading: string }) {
  return (
    <div className="cat-page">
      <h1 className="cat-page__heading">{heading}</h1>
      <p>
        <AppLink href={PAGE_ROUTES.seminarList.path}>Zur Seminarübersicht</AppLink>
      </p>
    </div>
  );
}

import { MEMBER_AREA, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { MemberFrame } from '../../components/MemberFrame';

/** `/kundenportal/meinamb` and `/meinamb/meinambv2`: greeting and the account navigation. */
export function MemberAreaPage({ pathname }: { pathname: string }) {
  return (
    <MemberFrame pathname={pathname}>
      {(user) => (
        <>
          <p className="account-greeting">Hallo, {user.firstname}!</p>
          <p className="account-page__text">
            {`Willkommen in ${MEMBER_AREA}. Hier finden Sie Ihre Buchungen, Unterlagen und Einstellungen.`}
          </p>
          <p>
            <a href={PAGE_ROUTES.memberSettings.path}>Einstellungen bearbeiten</a>
          </p>
        </>
      )}
    </MemberFrame>
  );
}

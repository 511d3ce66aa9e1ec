import { ErrorState, failureOf, Loading } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
import { countriesOf, settingsOf } from './settingsData';
import { useCountriesQuery, useSettingsQuery } from './settingsApi';
import {
  BrFunctionsSection,
  CountrySection,
  HotelSection,
  LoginEmailSection,
  MarketingSection,
  MembershipsSection,
  PasswordSection,
  PersonalDataSection,
} from './sections';

function SettingsForms({ email }: { email: string }) {
  const settings = useSettingsQuery();
  const countries = useCountriesQuery();
  if (settings.error) {
    return <ErrorState message={failureOf(settings.error).message} />;
  }
  if (!settings.isSuccess || countries.isLoading) {
    return <Loading />;
  }
  const data = settingsOf(settings.data);
  return (
    <div className="account-settings">
      <PersonalDataSection initial={data.personal} />
      <LoginEmailSection currentEmail={email} />
      <PasswordSection />
      <MarketingSection initial={data.marketing} />
      <HotelSection initial={data.hotel} />
      <BrFunctionsSection initial={data.brFunctions} options={data.brFunctionOptions} />
      <CountrySection initial={data.country} countries={countriesOf(countries.data)} />
      <MembershipsSection initial={data.memberships} options={data.membershipOptions} />
    </div>
  );
}

/** `/meinamb/einstellungen`: every settings form of the member, each saved on its own. */
export function SettingsPage({ pathname }: { pathname: string }) {
  return <MemberFrame pathname={pathname}>{(user) => <SettingsForms email={user.email} />}</MemberFrame>;
}

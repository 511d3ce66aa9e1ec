import { failureOf, PageState } from '@amb/remote-kit';
import { MemberFrame } from '../../components/MemberFrame';
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
    return <PageState kind="error" message={failureOf(settings.error).message} />;
  }
  if (!settings.isSuccess || countries.isLoading) {
    return <PageState kind="loading" />;
  }
  const data = settings.data;
  return (
    <div className="account-settings">
      <PersonalDataSection initial={data.personalData} />
      <LoginEmailSection currentEmail={data.loginEmail || email} pendingEmail={data.pendingLoginEmail} />
      <PasswordSection />
      <MarketingSection initial={{ advertisingOptIn: data.advertisingOptIn, ...data.marketingPreferences }} />
      <HotelSection initial={data.hotelPreferences} />
      <BrFunctionsSection initial={data.brFunctions} options={data.options.brFunctions} />
      <CountrySection initial={data.country ?? ''} countries={countries.data ?? data.options.countries} />
      <MembershipsSection initial={data.memberships} options={data.options.memberships} />
    </div>
  );
}

/** `/meinamb/einstellungen`: every settings form of the member, each saved on its own. */
export function SettingsPage() {
  return <MemberFrame>{(user) => <SettingsForms email={user.email} />}</MemberFrame>;
}

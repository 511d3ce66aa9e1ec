import type { PersonalData } from '@amb/shared-contracts';

/** Valid personal data (SPEC §3) of someone who is none of the demo users. */
export const NEW_PERSON: PersonalData = {
  salutation: 'Frau',
  title: '',
  firstname: 'Erika',
  lastname: 'Muster',
  phone: '030 1234567',
  company: 'Nordwerk GmbH',
  street: 'Hauptstraße',
  streetNumber: '12a',
  postalCode: '10115',
  city: 'Berlin',
};

/** A valid registration body of NEW_PERSON under `email`. */
export function registrationOf(email: string, password = 'Mitbestimmung2026!') {
  return { ...NEW_PERSON, email, password };
}

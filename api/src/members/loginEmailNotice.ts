/** The notice to the old address after a change of the login e-mail: German, and nothing secret in it. */
import { BRAND_NAME, MEMBER_AREA, formatDate, formatTime } from '@amb/shared-contracts';
import type { MailMessage } from '../mail';

export function loginEmailChangedNotice(to: string, firstname: string, at: Date): MailMessage {
  return {
    to,
    subject: `Ihre Anmelde-E-Mail-Adresse wurde geändert – ${BRAND_NAME}`,
    text: [
      `Hallo ${firstname},`,
      '',
      `am ${formatDate(at)} um ${formatTime(at)} Uhr wurde die E-Mail-Adresse geändert, mit der Sie sich bei ${MEMBER_AREA} anmelden. Diese Adresse gilt dafür nicht mehr. Alle anderen Anmeldungen wurden beendet.`,
      '',
      'Wenn Sie das selbst waren, ist nichts weiter zu tun. Wenn nicht, wenden Sie sich bitte umgehend an unseren Kundenservice.',
      '',
      `Ihre ${BRAND_NAME}`,
    ].join('\n'),
  };
}

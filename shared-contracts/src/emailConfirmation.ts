/**
 * Confirming a login e-mail: a single-use link by mail (registration, resend, change of the login e-mail).
 * Until the address is confirmed nothing is linked to the account by e-mail: it sees only the orders it
 * placed itself, not the participations others booked under that address, their papers or photos.
 */
export const EMAIL_CONFIRMATION_MESSAGES = {
  /** After registration (the form's notice) and in the confirmation mail's subject. */
  registered: (email: string) =>
    `Bitte bestätigen Sie Ihre E-Mail-Adresse: Wir haben Ihnen einen Link an ${email} geschickt. Bis dahin sehen Sie in meinamb nur die Buchungen, die Sie selbst vorgenommen haben.`,
  /** meinamb's hint while the login e-mail is unconfirmed. */
  unconfirmedHint: (email: string) =>
    `Ihre E-Mail-Adresse ${email} ist noch nicht bestätigt. Buchungen, die andere für Sie vorgenommen haben, sowie Unterlagen und Fotos dazu sehen Sie erst nach der Bestätigung.`,
  resend: 'Bestätigungs-E-Mail erneut senden',
  resent: (email: string) => `Wir haben Ihnen eine neue Bestätigungs-E-Mail an ${email} geschickt.`,
  alreadyConfirmed: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  confirming: 'Ihre E-Mail-Adresse wird bestätigt …',
  confirmed: (email: string) => `Vielen Dank! Ihre E-Mail-Adresse ${email} ist bestätigt.`,
  changeConfirmed: (email: string) =>
    `Vielen Dank! Ihre neue E-Mail-Adresse ${email} ist bestätigt. Sie melden sich ab jetzt damit an.`,
  invalidLink:
    'Der Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Fordern Sie in meinamb eine neue Bestätigungs-E-Mail an.',
  /** The login-e-mail change before the new address is confirmed. */
  changeRequested: (email: string) =>
    `Bitte bestätigen Sie Ihre neue E-Mail-Adresse: Wir haben einen Link an ${email} geschickt. Bis dahin melden Sie sich weiter mit Ihrer bisherigen Adresse an.`,
  pendingChange: (email: string) => `Neue Adresse ${email} – noch nicht bestätigt`,
  toMemberArea: 'Weiter zu meinamb',
  mailSubject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Akademie für Mitbestimmung',
} as const;

/** How long a confirmation link is valid. */
export const EMAIL_CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

/** German texts of the account flows, shared by api (responses) and mf-account (pages). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich an.',
  loginRequired: 'Bitte melden Sie sich an.',
  forbidden: 'Dafür fehlt Ihnen die Berechtigung.',
  csrfInvalid:
    'Ihre Sitzung ist abgelaufen oder die Anfrage ist ungültig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  tooManyLoginAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
  passwordResetSent:
    'Wenn diese E-Mail-Adresse bei uns registriert ist, haben wir Ihnen einen Link zum Zurücksetzen des Passworts geschickt.',
  passwordResetInvalid: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  wrongCurrentPassword: 'Das aktuelle Passwort ist nicht korrekt.',
  saved: 'Ihre Änderungen wurden gespeichert.',
  impersonationBar: 'Sie handeln als {name}.',
  impersonationStop: 'Zurück zum Admin-Konto',
  outboxDevelopmentOnly:
    'Der Postausgang ist nur in der lokalen Entwicklungsumgebung verfügbar. Im Betrieb werden E-Mails per SMTP verschickt; Links zum Zurücksetzen des Passworts werden nicht gespeichert.',
} as const;

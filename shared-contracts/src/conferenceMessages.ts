/** The messages of conferences (Fachtagungen): the api's refusals, the pages' notes, the schemas' checks. */

const people = (n: number) => (n === 1 ? 'ein Teilnehmer' : `${n} Teilnehmer`);

export const CONFERENCE_MESSAGES = {
  notFound: 'Diese Fachtagung gibt es nicht.',
  url: 'Bitte geben Sie eine gültige Adresse einer Fachtagung an.',
  query: 'Bitte prüfen Sie die Angaben der Abfrage.',
  workshops: 'Bitte wählen Sie Workshops aus der Liste aus.',
  workshopClash: 'Je Zeitfenster kann ein Teilnehmer nur einen Workshop besuchen.',
  workshopUnknown: 'Bitte wählen Sie nur Workshops dieser Fachtagung aus.',
  notConference: 'Workshops und Mitgliederpreis gibt es nur bei Fachtagungen.',
  unionMember: 'Bitte geben Sie an, ob der Teilnehmer Gewerkschaftsmitglied ist.',
  workshopsMissing: (name: string) => `Bitte wählen Sie für ${name} in jedem Zeitfenster einen Workshop aus.`,
  workshopFull: (title: string) =>
    `Der Workshop „${title}“ ist inzwischen ausgebucht. Bitte wählen Sie einen anderen Workshop oder seine Warteliste.`,
  boardOption:
    'Bei dieser Fachtagung gibt es diese Verpflegungs-/Übernachtungsoption nicht. Bitte wählen Sie eine der angebotenen Optionen.',
  noRooms: (left: number) =>
    left === 0
      ? 'Aus dem Zimmerkontingent der Fachtagung ist kein Zimmer mehr frei. Bitte wählen Sie die Tagungspauschale ohne Übernachtung und buchen Sie Ihr Zimmer direkt beim Hotel.'
      : `Aus dem Zimmerkontingent der Fachtagung sind nur noch ${left} Zimmer frei. Bitte wählen Sie für weitere Teilnehmer die Tagungspauschale ohne Übernachtung.`,
  roomsReleased: (day: string) =>
    `Das Zimmerkontingent der Fachtagung wurde nach dem ${day} an das Hotel zurückgegeben. Bitte wählen Sie die Tagungspauschale ohne Übernachtung und buchen Sie Ihr Zimmer direkt beim Hotel.`,
  workshopChanged: (title: string) => `Die Workshop-Wahl ist gespeichert: „${title}“.`,
  workshopWaiting: (title: string) =>
    `Sie stehen auf der Warteliste des Workshops „${title}“. Wird ein Platz frei, bekommen Sie ihn und eine E-Mail.`,
  notChangeable: 'Die Workshops dieses Teilnehmers lassen sich nicht mehr ändern.',
  participantNotFound: 'Diesen Teilnehmer gibt es in Ihren Buchungen nicht.',
  noSuchSlot: 'Diesen Workshop gibt es bei dieser Fachtagung nicht.',
  registrationLoggedIn:
    'Sie sind bereits angemeldet. Buchen Sie die Fachtagung bitte direkt über „Jetzt buchen“ auf ihrer Seite.',
  registered: (email: string) =>
    `Wir haben Ihr Konto angelegt und Ihre Anmeldung vorgemerkt. Bitte bestätigen Sie Ihre E-Mail-Adresse ${email} über den Link, den wir Ihnen gerade geschickt haben: Erst dann ist die Buchung verbindlich. Bis dahin halten wir die Plätze 48 Stunden für Sie frei.`,
  confirmEmailFirst:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link aus unserer E-Mail; dann ist Ihre Anmeldung verbindlich.',
  bookingsConfirmed: (count: number) =>
    `Ihre E-Mail-Adresse ist bestätigt. Ihre Anmeldung für ${people(count)} ist jetzt verbindlich gebucht; die Buchungsbestätigung haben wir Ihnen geschickt.`,
  committeeName: 'Bitte geben Sie den Namen Ihres Gremiums an (mindestens 5 Zeichen).',
  conference: 'Bitte wählen Sie eine Fachtagung aus.',
} as const;

/**
 * SGB IX Teil 3 (Schwerbehindertenrecht, §§ 151–241) for the demo (issue 13): its real chapters and paragraph
 * titles; summaries and the texts of the paragraphs a works council and the SBV use most are the editors' own
 * words at summary level (not the official wording), as of the law in force since 2018 with later changes.
 */
import { heading, paragraph, type LawSeedEntry } from './lawsSeedTypes';

const h = heading;
const p = paragraph;

export const SGB_IX_SEED: readonly LawSeedEntry[] = [
  h(1, 'Kapitel 1', 'Geschützter Personenkreis'),
  p(
    '151',
    'Geltungsbereich',
    'Die besonderen Regelungen gelten für schwerbehinderte und ihnen gleichgestellte behinderte Menschen; die Gleichstellung spricht die Bundesagentur für Arbeit auf Antrag aus.',
  ),
  p(
    '152',
    'Feststellung der Behinderung, Ausweise',
    'Auf Antrag stellt die zuständige Behörde das Vorliegen einer Behinderung und den Grad der Behinderung fest und stellt schwerbehinderten Menschen einen Ausweis aus.',
  ),
  p(
    '153',
    'Verordnungsermächtigung',
    'Die Bundesregierung kann Näheres zur Feststellung des Grades der Behinderung und zu den Ausweisen durch Rechtsverordnung regeln.',
  ),

  h(1, 'Kapitel 2', 'Beschäftigungspflicht der Arbeitgeber'),
  p(
    '154',
    'Pflicht der Arbeitgeber zur Beschäftigung schwerbehinderter Menschen',
    'Arbeitgeber mit durchschnittlich mindestens 20 Arbeitsplätzen müssen auf wenigstens fünf Prozent davon schwerbehinderte Menschen beschäftigen.',
  ),
  p(
    '155',
    'Beschäftigung besonderer Gruppen schwerbehinderter Menschen',
    'Im Rahmen der Beschäftigungspflicht sind besonders betroffene schwerbehinderte Menschen, etwa mit besonders schwerer Behinderung oder ab 50 Jahren, in angemessenem Umfang zu beschäftigen.',
  ),
  p(
    '156',
    'Begriff des Arbeitsplatzes',
    'Arbeitsplätze sind alle Stellen, auf denen Arbeitnehmer, Beamte, Richter und Auszubildende beschäftigt werden; bestimmte Stellen und Beschäftigungen unter 18 Wochenstunden zählen nicht.',
  ),
  p(
    '157',
    'Berechnung der Mindestzahl von Arbeitsplätzen und der Pflichtarbeitsplatzzahl',
    'Regelt, wie die Zahl der Arbeitsplätze im Jahresdurchschnitt und daraus die Zahl der Pflichtarbeitsplätze berechnet wird.',
  ),
  p(
    '158',
    'Anrechnung Beschäftigter auf die Zahl der Pflichtarbeitsplätze für schwerbehinderte Menschen',
    'Ein schwerbehinderter Mensch, der auf einem Arbeitsplatz beschäftigt wird, wird auf einen Pflichtarbeitsplatz angerechnet; Sonderregeln gelten für Teilzeit und Ausbildung.',
  ),
  p(
    '159',
    'Mehrfachanrechnung',
    'Die Bundesagentur für Arbeit kann die Anrechnung eines schwerbehinderten Menschen auf mehr als einen, höchstens drei Pflichtarbeitsplätze zulassen, wenn seine Teilhabe am Arbeitsleben auf besondere Schwierigkeiten stößt.',
  ),
  p(
    '160',
    'Ausgleichsabgabe',
    'Solange Arbeitgeber die vorgeschriebene Zahl schwerbehinderter Menschen nicht beschäftigen, entrichten sie für jeden unbesetzten Pflichtarbeitsplatz monatlich eine nach der Beschäftigungsquote gestaffelte Ausgleichsabgabe an das Integrationsamt.',
  ),
  p(
    '161',
    'Ausgleichsfonds',
    'Beim Bundesministerium für Arbeit und Soziales besteht ein Ausgleichsfonds für überregionale Vorhaben zur Teilhabe schwerbehinderter Menschen am Arbeitsleben.',
  ),
  p(
    '162',
    'Verordnungsermächtigungen',
    'Die Bundesregierung kann Einzelheiten der Pflichtquote, der Ausgleichsabgabe und des Ausgleichsfonds durch Rechtsverordnung regeln.',
  ),

  h(1, 'Kapitel 3', 'Sonstige Pflichten der Arbeitgeber; Rechte der schwerbehinderten Menschen'),
  p(
    '163',
    'Zusammenwirken der Arbeitgeber mit der Bundesagentur für Arbeit und den Integrationsämtern',
    'Arbeitgeber führen ein Verzeichnis der beschäftigten schwerbehinderten Menschen, zeigen der Bundesagentur für Arbeit jährlich die Beschäftigungsdaten an und geben Auskünfte.',
  ),
  p(
    '164',
    'Pflichten des Arbeitgebers und Rechte schwerbehinderter Menschen',
    'Arbeitgeber prüfen bei jeder freien Stelle, ob sie mit schwerbehinderten Menschen besetzt werden kann, beteiligen dabei die Schwerbehindertenvertretung und dürfen schwerbehinderte Beschäftigte nicht benachteiligen; diese haben Anspruch auf eine behinderungsgerechte Beschäftigung.',
    [
      'Die Arbeitgeber sind verpflichtet zu prüfen, ob freie Arbeitsplätze mit schwerbehinderten Menschen, insbesondere mit arbeitslos oder arbeitsuchend gemeldeten schwerbehinderten Menschen, besetzt werden können. Sie nehmen dazu frühzeitig Verbindung mit der Agentur für Arbeit auf. Über Vermittlungsvorschläge und vorliegende Bewerbungen schwerbehinderter Menschen haben sie die Schwerbehindertenvertretung und die Arbeitnehmervertretungen unmittelbar nach Eingang zu unterrichten. Erfüllt der Arbeitgeber seine Beschäftigungspflicht nicht und ist die Schwerbehindertenvertretung oder eine Arbeitnehmervertretung mit der beabsichtigten Entscheidung nicht einverstanden, ist diese unter Darlegung der Gründe mit ihnen zu erörtern; dabei wird der betroffene schwerbehinderte Mensch angehört. Alle Beteiligten sind vom Arbeitgeber über die getroffene Entscheidung unter Darlegung der Gründe unverzüglich zu unterrichten.',
      'Arbeitgeber dürfen schwerbehinderte Beschäftigte nicht wegen ihrer Behinderung benachteiligen. Im Einzelnen gelten hierzu die Regelungen des Allgemeinen Gleichbehandlungsgesetzes.',
      'Die Arbeitgeber stellen durch geeignete Maßnahmen sicher, dass in ihren Betrieben und Dienststellen wenigstens die vorgeschriebene Zahl schwerbehinderter Menschen eine möglichst dauerhafte behinderungsgerechte Beschäftigung finden kann.',
      'Die schwerbehinderten Menschen haben gegenüber ihren Arbeitgebern Anspruch auf\n1. Beschäftigung, bei der sie ihre Fähigkeiten und Kenntnisse möglichst voll verwerten und weiterentwickeln können,\n2. bevorzugte Berücksichtigung bei innerbetrieblichen Maßnahmen der beruflichen Bildung zur Förderung ihres beruflichen Fortkommens,\n3. Erleichterungen im zumutbaren Umfang zur Teilnahme an außerbetrieblichen Maßnahmen der beruflichen Bildung,\n4. behinderungsgerechte Einrichtung und Unterhaltung der Arbeitsstätten einschließlich der Betriebsanlagen, Maschinen und Geräte sowie der Gestaltung der Arbeitsplätze, des Arbeitsumfelds, der Arbeitsorganisation und der Arbeitszeit, unter besonderer Berücksichtigung der Unfallgefahr,\n5. Ausstattung ihres Arbeitsplatzes mit den erforderlichen technischen Arbeitshilfen\nunter Berücksichtigung der Behinderung und ihrer Auswirkungen auf die Beschäftigung. Ein Anspruch besteht nicht, soweit seine Erfüllung für den Arbeitgeber nicht zumutbar oder mit unverhältnismäßigen Aufwendungen verbunden wäre.',
      'Die Arbeitgeber fördern die Einrichtung von Teilzeitarbeitsplätzen. Schwerbehinderte Menschen haben einen Anspruch auf Teilzeitbeschäftigung, wenn die kürzere Arbeitszeit wegen Art oder Schwere der Behinderung notwendig ist; Satz 3 des Absatzes 4 gilt entsprechend.',
    ],
  ),
  p(
    '165',
    'Besondere Pflichten der öffentlichen Arbeitgeber',
    'Öffentliche Arbeitgeber melden freie Stellen frühzeitig der Agentur für Arbeit und laden schwerbehinderte Bewerber grundsätzlich zu einem Vorstellungsgespräch ein.',
  ),
  p(
    '166',
    'Inklusionsvereinbarung',
    'Arbeitgeber treffen mit der Schwerbehindertenvertretung und der betrieblichen Interessenvertretung eine verbindliche Inklusionsvereinbarung über die Eingliederung schwerbehinderter Menschen.',
  ),
  p(
    '167',
    'Prävention',
    'Bei Schwierigkeiten im Arbeitsverhältnis schaltet der Arbeitgeber frühzeitig Schwerbehindertenvertretung und Integrationsamt ein; bei mehr als sechs Wochen Arbeitsunfähigkeit im Jahr bietet er allen Beschäftigten ein betriebliches Eingliederungsmanagement an.',
  ),

  h(1, 'Kapitel 4', 'Kündigungsschutz'),
  p(
    '168',
    'Erfordernis der Zustimmung',
    'Die Kündigung des Arbeitsverhältnisses eines schwerbehinderten Menschen durch den Arbeitgeber bedarf der vorherigen Zustimmung des Integrationsamtes.',
    [
      'Die Kündigung des Arbeitsverhältnisses eines schwerbehinderten Menschen durch den Arbeitgeber bedarf der vorherigen Zustimmung des Integrationsamtes.',
    ],
  ),
  p(
    '169',
    'Kündigungsfrist',
    'Die Kündigungsfrist gegenüber schwerbehinderten Menschen beträgt mindestens vier Wochen.',
  ),
  p(
    '170',
    'Antragsverfahren',
    'Der Arbeitgeber beantragt die Zustimmung schriftlich oder elektronisch beim zuständigen Integrationsamt, das Stellungnahmen von Betriebsrat und Schwerbehindertenvertretung einholt und den Betroffenen anhört.',
  ),
  p(
    '171',
    'Entscheidung des Integrationsamtes',
    'Das Integrationsamt soll binnen eines Monats entscheiden; nach Zustimmung kann der Arbeitgeber nur innerhalb eines Monats nach Zustellung kündigen.',
  ),
  p(
    '172',
    'Einschränkungen der Ermessensentscheidung',
    'Bei Betriebsstilllegungen, bestimmten Einschränkungen und im Insolvenzverfahren ist das Ermessen des Integrationsamtes eingeschränkt; es soll bzw. muss dann zustimmen.',
  ),
  p(
    '173',
    'Ausnahmen',
    'Der besondere Kündigungsschutz gilt unter anderem nicht in den ersten sechs Monaten des Arbeitsverhältnisses und nicht, wenn die Schwerbehinderung zum Zeitpunkt der Kündigung nicht nachgewiesen ist.',
  ),
  p(
    '174',
    'Außerordentliche Kündigung',
    'Auch die außerordentliche Kündigung bedarf der Zustimmung; sie kann nur binnen zwei Wochen beantragt werden und gilt als erteilt, wenn das Integrationsamt nicht binnen zwei Wochen entscheidet.',
  ),
  p(
    '175',
    'Erweiterter Beendigungsschutz',
    'Die Beendigung des Arbeitsverhältnisses wegen teilweiser Erwerbsminderung, Berufs- oder Erwerbsunfähigkeit ohne Kündigung bedarf ebenfalls der Zustimmung des Integrationsamtes.',
  ),

  h(
    1,
    'Kapitel 5',
    'Betriebs-, Personal-, Richter-, Staatsanwalts- und Präsidialrat, Schwerbehindertenvertretung, Inklusionsbeauftragter des Arbeitgebers',
  ),
  p(
    '176',
    'Aufgaben des Betriebs-, Personal-, Richter-, Staatsanwalts- und Präsidialrates',
    'Betriebsrat und Personalrat fördern die Eingliederung schwerbehinderter Menschen, achten auf die Erfüllung der Arbeitgeberpflichten und wirken auf die Wahl einer Schwerbehindertenvertretung hin.',
    [
      'Betriebs-, Personal-, Richter-, Staatsanwalts- und Präsidialrat fördern die Eingliederung schwerbehinderter Menschen. Sie achten insbesondere darauf, dass die dem Arbeitgeber nach den §§ 154, 155 und 164 bis 167 obliegenden Verpflichtungen erfüllt werden; sie wirken auf die Wahl der Schwerbehindertenvertretung hin.',
    ],
  ),
  p(
    '177',
    'Wahl und Amtszeit der Schwerbehindertenvertretung',
    'In Betrieben mit wenigstens fünf nicht nur vorübergehend beschäftigten schwerbehinderten Menschen werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied für vier Jahre gewählt.',
    [
      'In Betrieben und Dienststellen, in denen wenigstens fünf schwerbehinderte Menschen nicht nur vorübergehend beschäftigt sind, werden eine Vertrauensperson und wenigstens ein stellvertretendes Mitglied gewählt, das die Vertrauensperson im Falle der Verhinderung vertritt. Ferner wählen bei Gerichten, denen mindestens fünf schwerbehinderte Richter angehören, diese einen Richter zu ihrer Schwerbehindertenvertretung.',
      'Wahlberechtigt sind alle in dem Betrieb oder der Dienststelle beschäftigten schwerbehinderten Menschen.',
      'Wählbar sind alle in dem Betrieb oder der Dienststelle nicht nur vorübergehend Beschäftigten, die am Wahltag das 18. Lebensjahr vollendet haben und dem Betrieb oder der Dienststelle seit sechs Monaten angehören; besteht der Betrieb oder die Dienststelle weniger als ein Jahr, so bedarf es für die Wählbarkeit nicht der sechsmonatigen Zugehörigkeit. Nicht wählbar ist, wer kraft Gesetzes dem Betriebs-, Personal-, Richter-, Staatsanwalts- oder Präsidialrat nicht angehören kann.',
      'In Dienststellen der Bundeswehr, bei denen eine Vertretung der Soldaten nach dem Bundespersonalvertretungsgesetz zu wählen ist, gelten für die Wahl der Schwerbehindertenvertretung besondere Regelungen.',
      'Die regelmäßigen Wahlen finden alle vier Jahre in der Zeit vom 1. Oktober bis 30. November statt. Außerhalb dieser Zeit finden Wahlen statt, wenn das Amt der Schwerbehindertenvertretung vorzeitig erlischt und ein stellvertretendes Mitglied nicht nachrückt, wenn die Wahl mit Erfolg angefochten worden ist oder wenn eine Schwerbehindertenvertretung noch nicht gewählt ist.',
      'Die Vertrauensperson und das stellvertretende Mitglied werden in geheimer und unmittelbarer Wahl nach den Grundsätzen der Mehrheitswahl gewählt. In Betrieben und Dienststellen mit weniger als 50 wahlberechtigten schwerbehinderten Menschen wird im vereinfachten Wahlverfahren gewählt, wenn der Betrieb oder die Dienststelle nicht aus räumlich weit auseinanderliegenden Teilen besteht.',
      'Die Amtszeit der Schwerbehindertenvertretung beträgt vier Jahre. Sie beginnt mit der Bekanntgabe des Wahlergebnisses oder, wenn die Amtszeit der bisherigen Schwerbehindertenvertretung noch nicht beendet ist, mit deren Ablauf. Das Amt erlischt vorzeitig, wenn die Vertrauensperson es niederlegt, aus dem Arbeits-, Dienst- oder Richterverhältnis ausscheidet oder die Wählbarkeit verliert.',
      'In Betrieben gilt § 21a des Betriebsverfassungsgesetzes entsprechend.',
    ],
  ),
  p(
    '178',
    'Aufgaben der Schwerbehindertenvertretung',
    'Die Schwerbehindertenvertretung fördert die Eingliederung schwerbehinderter Menschen, vertritt ihre Interessen und steht ihnen beratend zur Seite; der Arbeitgeber muss sie in allen Angelegenheiten, die schwerbehinderte Menschen berühren, unterrichten und vor einer Entscheidung anhören.',
    [
      'Die Schwerbehindertenvertretung fördert die Eingliederung schwerbehinderter Menschen in den Betrieb oder die Dienststelle, vertritt ihre Interessen und steht ihnen beratend und helfend zur Seite. Sie wacht darüber, dass die zugunsten schwerbehinderter Menschen geltenden Gesetze, Verordnungen, Tarifverträge, Betriebs- oder Dienstvereinbarungen und Verwaltungsanordnungen durchgeführt und insbesondere die Arbeitgeberpflichten nach den §§ 154, 155 und 164 bis 167 erfüllt werden, beantragt dienliche Maßnahmen bei den zuständigen Stellen und nimmt Anregungen und Beschwerden entgegen. Sie unterstützt Beschäftigte auch bei Anträgen auf Feststellung einer Behinderung und auf Gleichstellung.',
      'Der Arbeitgeber hat die Schwerbehindertenvertretung in allen Angelegenheiten, die einen einzelnen oder die schwerbehinderten Menschen als Gruppe berühren, unverzüglich und umfassend zu unterrichten und vor einer Entscheidung anzuhören; er hat ihr die getroffene Entscheidung unverzüglich mitzuteilen. Die Durchführung oder Vollziehung einer ohne Beteiligung getroffenen Entscheidung ist auszusetzen und die Beteiligung binnen sieben Tagen nachzuholen. Die Kündigung eines schwerbehinderten Menschen, die der Arbeitgeber ohne Beteiligung der Schwerbehindertenvertretung ausspricht, ist unwirksam. Die Schwerbehindertenvertretung hat das Recht auf Beteiligung am Verfahren nach § 164 Abs. 1 und, wenn Vermittlungsvorschläge oder Bewerbungen schwerbehinderter Menschen vorliegen, auf Einsicht in die entscheidungsrelevanten Teile der Bewerbungsunterlagen und auf Teilnahme an Vorstellungsgesprächen.',
      'Der schwerbehinderte Mensch hat das Recht, bei Einsicht in die über ihn geführte Personalakte die Schwerbehindertenvertretung hinzuzuziehen. Die Schwerbehindertenvertretung bewahrt über den Inhalt der Daten Stillschweigen, soweit sie der schwerbehinderte Mensch nicht von dieser Verpflichtung entbunden hat.',
      'Die Schwerbehindertenvertretung hat das Recht, an allen Sitzungen des Betriebsrats und deren Ausschüssen sowie des Arbeitsschutzausschusses beratend teilzunehmen; sie kann beantragen, Angelegenheiten, die einzelne oder die schwerbehinderten Menschen als Gruppe besonders betreffen, auf die Tagesordnung der nächsten Sitzung zu setzen. Erachtet sie einen Beschluss als erhebliche Beeinträchtigung wichtiger Interessen schwerbehinderter Menschen oder ist sie entgegen Absatz 2 nicht beteiligt worden, wird auf ihren Antrag der Beschluss für die Dauer von einer Woche ausgesetzt.',
      'Die Schwerbehindertenvertretung wird zu Besprechungen nach § 74 Abs. 1 des Betriebsverfassungsgesetzes zwischen dem Arbeitgeber und dem Betriebsrat hinzugezogen.',
      'Die Schwerbehindertenvertretung hat das Recht, mindestens einmal im Kalenderjahr eine Versammlung schwerbehinderter Menschen im Betrieb oder in der Dienststelle durchzuführen. Die für Betriebs- und Personalversammlungen geltenden Vorschriften finden entsprechende Anwendung.',
      'Sind in einer Angelegenheit sowohl die Schwerbehindertenvertretung der Richter als auch die Schwerbehindertenvertretung der übrigen Bediensteten beteiligt, so handeln sie gemeinsam.',
      'Die Schwerbehindertenvertretung kann an Betriebs- und Personalversammlungen in Betrieben und Dienststellen teilnehmen, für die sie als Schwerbehindertenvertretung zuständig ist, und hat dort ein Rederecht, auch wenn die Mitglieder der Schwerbehindertenvertretung nicht Angehörige des Betriebs oder der Dienststelle sind.',
    ],
  ),
  p(
    '179',
    'Persönliche Rechte und Pflichten der Vertrauenspersonen der schwerbehinderten Menschen',
    'Die Vertrauensperson führt ihr Amt als Ehrenamt, ist für ihre Aufgaben ohne Entgeltminderung freizustellen, genießt den Kündigungs-, Versetzungs- und Abordnungsschutz eines Betriebsratsmitglieds und hat Anspruch auf Schulungen; die Kosten trägt der Arbeitgeber.',
    [
      'Die Vertrauenspersonen führen ihr Amt unentgeltlich als Ehrenamt.',
      'Die Vertrauenspersonen dürfen in der Ausübung ihres Amtes nicht behindert oder wegen ihres Amtes nicht benachteiligt oder begünstigt werden; dies gilt auch für ihre berufliche Entwicklung.',
      'Die Vertrauenspersonen besitzen gegenüber dem Arbeitgeber die gleiche persönliche Rechtsstellung, insbesondere den gleichen Kündigungs-, Versetzungs- und Abordnungsschutz wie ein Mitglied des Betriebs-, Personal-, Staatsanwalts- oder Richterrates. Das stellvertretende Mitglied besitzt während der Dauer der Vertretung und der Heranziehung die gleiche persönliche Rechtsstellung wie die Vertrauensperson, im Übrigen die gleiche Rechtsstellung wie Ersatzmitglieder der in Satz 1 genannten Vertretungen.',
      'Die Vertrauenspersonen werden von ihrer beruflichen Tätigkeit ohne Minderung des Arbeitsentgelts oder der Dienstbezüge befreit, wenn und soweit es zur Durchführung ihrer Aufgaben erforderlich ist. Sind in den Betrieben und Dienststellen in der Regel wenigstens 100 schwerbehinderte Menschen beschäftigt, wird die Vertrauensperson auf ihren Wunsch freigestellt. Satz 1 gilt entsprechend für die Teilnahme der Vertrauensperson und des mit der höchsten Stimmenzahl gewählten stellvertretenden Mitglieds an Schulungs- und Bildungsveranstaltungen, soweit diese Kenntnisse vermitteln, die für die Arbeit der Schwerbehindertenvertretung erforderlich sind.',
      'Freigestellte Vertrauenspersonen dürfen von inner- oder außerbetrieblichen Maßnahmen der Berufsbildung nicht ausgeschlossen werden; innerhalb eines Jahres nach Beendigung ihrer Freistellung ist ihnen im Rahmen der Möglichkeiten des Betriebs Gelegenheit zu geben, eine wegen der Freistellung unterbliebene berufliche Entwicklung nachzuholen.',
      'Vertrauenspersonen, die ihre Tätigkeit aus betriebsbedingten Gründen außerhalb der Arbeitszeit durchführen, haben Anspruch auf entsprechende Arbeits- oder Dienstbefreiung unter Fortzahlung des Arbeitsentgelts oder der Dienstbezüge.',
      'Die Vertrauenspersonen sind verpflichtet, über ihnen wegen ihres Amtes bekannt gewordene persönliche Verhältnisse und Angelegenheiten von Beschäftigten, die ihrer Bedeutung oder ihrem Inhalt nach einer vertraulichen Behandlung bedürfen, Stillschweigen zu bewahren und ihnen wegen ihres Amtes bekannt gewordene und vom Arbeitgeber ausdrücklich als geheimhaltungsbedürftig bezeichnete Betriebs- oder Geschäftsgeheimnisse nicht zu offenbaren und nicht zu verwerten.',
      'Die durch die Tätigkeit der Schwerbehindertenvertretung entstehenden Kosten trägt der Arbeitgeber; das schließt die Kosten für eine Bürokraft in erforderlichem Umfang ein. Für Sitzungen, Sprechstunden und die laufende Geschäftsführung können die Räume und der Geschäftsbedarf, die der Arbeitgeber dem Betriebsrat zur Verfügung stellt, mitbenutzt werden, soweit ihr dafür nicht eigene Räume und sächliche Mittel zur Verfügung gestellt werden.',
      'Die Schwerbehindertenvertretung kann in Betrieben und Dienststellen mit in der Regel mehr als 100 beschäftigten schwerbehinderten Menschen nach Unterrichtung des Arbeitgebers das mit der höchsten Stimmenzahl gewählte stellvertretende Mitglied zu bestimmten Aufgaben heranziehen; ab jeweils weiteren 100 beschäftigten schwerbehinderten Menschen jeweils ein weiteres stellvertretendes Mitglied.',
    ],
  ),
  p(
    '180',
    'Konzern-, Gesamt-, Bezirks- und Hauptschwerbehindertenvertretung',
    'Ist ein Gesamt- oder Konzernbetriebsrat errichtet, wählen die Schwerbehindertenvertretungen eine Gesamt- oder Konzernschwerbehindertenvertretung, die für übergreifende Angelegenheiten zuständig ist.',
    [
      'Ist für mehrere Betriebe eines Arbeitgebers ein Gesamtbetriebsrat errichtet, wählen die Schwerbehindertenvertretungen der einzelnen Betriebe eine Gesamtschwerbehindertenvertretung. Ist eine Schwerbehindertenvertretung nur in einem der Betriebe gewählt, nimmt sie die Rechte und Pflichten der Gesamtschwerbehindertenvertretung wahr.',
      'Ist für mehrere Unternehmen ein Konzernbetriebsrat errichtet, wählen die Gesamtschwerbehindertenvertretungen eine Konzernschwerbehindertenvertretung. Besteht ein Konzernunternehmen nur aus einem Betrieb, für den eine Schwerbehindertenvertretung gewählt ist, hat sie das Wahlrecht wie eine Gesamtschwerbehindertenvertretung.',
      'Für den Geschäftsbereich mehrstufiger Verwaltungen werden entsprechend Bezirks- und Hauptschwerbehindertenvertretungen gewählt.',
      'Für jede Vertrauensperson wird wenigstens ein stellvertretendes Mitglied gewählt.',
      'Für die Wahl gelten die Vorschriften über die Wahl der Schwerbehindertenvertretung entsprechend.',
      'Die Gesamtschwerbehindertenvertretung vertritt die Interessen der schwerbehinderten Menschen in Angelegenheiten, die das Gesamtunternehmen oder mehrere Betriebe betreffen und von den Schwerbehindertenvertretungen der einzelnen Betriebe nicht geregelt werden können, sowie die Interessen der schwerbehinderten Menschen in Betrieben ohne Schwerbehindertenvertretung. Entsprechendes gilt für die Konzern-, Bezirks- und Hauptschwerbehindertenvertretung.',
      'Für die Konzern-, Gesamt-, Bezirks- und Hauptschwerbehindertenvertretungen gelten die §§ 177 bis 179 entsprechend.',
      '§ 178 Absatz 6 gilt für die Durchführung von Versammlungen der Vertrauens- und der Bezirksvertrauenspersonen durch die Gesamt-, Bezirks- oder Hauptschwerbehindertenvertretung entsprechend.',
    ],
  ),
  p(
    '181',
    'Inklusionsbeauftragter des Arbeitgebers',
    'Der Arbeitgeber bestellt einen Inklusionsbeauftragten, der ihn in Angelegenheiten schwerbehinderter Menschen verantwortlich vertritt und auf die Erfüllung seiner Pflichten achtet.',
  ),
  p(
    '182',
    'Zusammenarbeit',
    'Arbeitgeber, Inklusionsbeauftragter, Schwerbehindertenvertretung und Betriebs- oder Personalrat arbeiten zur Teilhabe schwerbehinderter Menschen eng zusammen und unterstützen sich gegenseitig.',
    [
      'Arbeitgeber, Inklusionsbeauftragter des Arbeitgebers, Schwerbehindertenvertretung und Betriebs-, Personal-, Richter-, Staatsanwalts- und Präsidialrat arbeiten zur Teilhabe schwerbehinderter Menschen am Arbeitsleben in dem Betrieb oder der Dienststelle eng zusammen.',
      'Die in Absatz 1 genannten Personen und Vertretungen, die mit der Durchführung der besonderen Regelungen zur Teilhabe schwerbehinderter Menschen beauftragten Stellen und die Rehabilitationsträger unterstützen sich gegenseitig bei der Erfüllung ihrer Aufgaben. Vertrauensperson und Inklusionsbeauftragter des Arbeitgebers sind Verbindungspersonen zur Bundesagentur für Arbeit und zu dem Integrationsamt.',
    ],
  ),
  p(
    '183',
    'Verordnungsermächtigung',
    'Die Bundesregierung regelt das Wahlverfahren der Schwerbehindertenvertretungen durch Rechtsverordnung (Wahlordnung Schwerbehindertenvertretungen).',
  ),

  h(1, 'Kapitel 6', 'Durchführung der besonderen Regelungen zur Teilhabe schwerbehinderter Menschen'),
  p(
    '184',
    'Zusammenarbeit der Integrationsämter und der Bundesagentur für Arbeit',
    'Die Integrationsämter und die Bundesagentur für Arbeit führen die besonderen Regelungen in enger Zusammenarbeit durch.',
  ),
  p(
    '185',
    'Aufgaben des Integrationsamtes',
    'Das Integrationsamt erhebt und verwendet die Ausgleichsabgabe, führt den besonderen Kündigungsschutz durch und erbringt begleitende Hilfe im Arbeitsleben.',
  ),
  p(
    '185a',
    'Einheitliche Ansprechstellen für Arbeitgeber',
    'Einheitliche Ansprechstellen informieren, beraten und unterstützen Arbeitgeber bei der Ausbildung, Einstellung und Beschäftigung schwerbehinderter Menschen.',
  ),
  p(
    '186',
    'Beratender Ausschuss für behinderte Menschen bei dem Integrationsamt',
    'Bei jedem Integrationsamt besteht ein beratender Ausschuss, der die Teilhabe schwerbehinderter Menschen fördert und bei der Vergabe von Mitteln der Ausgleichsabgabe mitwirkt.',
  ),
  p(
    '187',
    'Aufgaben der Bundesagentur für Arbeit',
    'Die Bundesagentur für Arbeit berät und vermittelt schwerbehinderte Menschen, überwacht die Beschäftigungspflicht und entscheidet über Gleichstellung und Mehrfachanrechnung.',
  ),
  p(
    '188',
    'Beratender Ausschuss für behinderte Menschen bei der Bundesagentur für Arbeit',
    'Bei der Zentrale der Bundesagentur für Arbeit besteht ein beratender Ausschuss für behinderte Menschen.',
  ),
  p('189', 'Gemeinsame Vorschriften', 'Regelt Zusammensetzung, Amtszeit und Verfahren der beratenden Ausschüsse.'),
  p(
    '190',
    'Übertragung von Aufgaben',
    'Die Länder können Aufgaben des Integrationsamtes auf örtliche Fürsorgestellen übertragen oder heranziehen.',
  ),
  p(
    '191',
    'Verordnungsermächtigung',
    'Die Bundesregierung kann Einzelheiten zu den beratenden Ausschüssen durch Rechtsverordnung regeln.',
  ),

  h(1, 'Kapitel 7', 'Integrationsfachdienste'),
  p(
    '192',
    'Begriff und Personenkreis',
    'Integrationsfachdienste sind Dienste Dritter, die bei der Teilhabe schwerbehinderter Menschen am Arbeitsleben beteiligt werden.',
  ),
  p(
    '193',
    'Aufgaben',
    'Integrationsfachdienste beraten und unterstützen schwerbehinderte Menschen und informieren und beraten Arbeitgeber.',
  ),
  p(
    '194',
    'Beauftragung und Verantwortlichkeit',
    'Integrationsfachdienste werden von Integrationsämtern oder Rehabilitationsträgern beauftragt; diese bleiben für die Ausführung verantwortlich.',
  ),
  p(
    '195',
    'Fachliche Anforderungen',
    'Integrationsfachdienste müssen über geeignetes Fachpersonal und ausreichende Erfahrung verfügen.',
  ),
  p(
    '196',
    'Finanzielle Leistungen',
    'Die Inanspruchnahme von Integrationsfachdiensten wird vom Auftraggeber vergütet.',
  ),
  p(
    '197',
    'Ergebnisbeobachtung',
    'Integrationsfachdienste dokumentieren Verlauf und Ergebnis ihrer Arbeit und erstellen jährlich eine zusammenfassende Darstellung.',
  ),
  p(
    '198',
    'Verordnungsermächtigung',
    'Die Bundesregierung kann Näheres zu den Integrationsfachdiensten durch Rechtsverordnung regeln.',
  ),

  h(
    1,
    'Kapitel 8',
    'Beendigung der Anwendung der besonderen Regelungen zur Teilhabe schwerbehinderter und gleichgestellter behinderter Menschen',
  ),
  p(
    '199',
    'Beendigung der Anwendung der besonderen Regelungen zur Teilhabe schwerbehinderter Menschen',
    'Sinkt der Grad der Behinderung auf weniger als 50, gelten die besonderen Regelungen erst am Ende des dritten Kalendermonats nach Unanfechtbarkeit des Bescheids nicht mehr.',
  ),
  p(
    '200',
    'Entziehung der besonderen Hilfen für schwerbehinderte Menschen',
    'Lehnt ein schwerbehinderter Mensch einen zumutbaren Arbeitsplatz ohne berechtigten Grund ab, kann das Integrationsamt ihm die besonderen Hilfen zeitweilig entziehen.',
  ),

  h(1, 'Kapitel 9', 'Widerspruchsverfahren'),
  p(
    '201',
    'Widerspruch',
    'Über Widersprüche gegen Verwaltungsakte der Integrationsämter und der Bundesagentur für Arbeit nach diesem Teil entscheiden besondere Widerspruchsausschüsse.',
  ),
  p(
    '202',
    'Widerspruchsausschuss bei dem Integrationsamt',
    'Beim Integrationsamt besteht ein Widerspruchsausschuss aus Vertretern der schwerbehinderten Menschen, der Arbeitgeber, der Arbeitnehmer und der Verwaltung.',
  ),
  p(
    '203',
    'Widerspruchsausschüsse der Bundesagentur für Arbeit',
    'Bei der Bundesagentur für Arbeit bestehen Widerspruchsausschüsse für Entscheidungen nach diesem Teil.',
  ),
  p(
    '204',
    'Verfahrensvorschriften',
    'Regelt das Verfahren der Widerspruchsausschüsse, insbesondere die Anhörung der Beteiligten.',
  ),

  h(1, 'Kapitel 10', 'Sonstige Vorschriften'),
  p(
    '205',
    'Vorrang der schwerbehinderten Menschen',
    'Verpflichtungen zur bevorzugten Einstellung bestimmter Personenkreise nach anderen Gesetzen lassen die Pflicht zur Beschäftigung schwerbehinderter Menschen unberührt.',
  ),
  p(
    '206',
    'Arbeitsentgelt und Dienstbezüge',
    'Renten und vergleichbare Leistungen wegen der Behinderung werden auf das Arbeitsentgelt nicht angerechnet.',
  ),
  p('207', 'Mehrarbeit', 'Schwerbehinderte Menschen werden auf ihr Verlangen von Mehrarbeit freigestellt.'),
  p(
    '208',
    'Zusatzurlaub',
    'Schwerbehinderte Menschen haben Anspruch auf bezahlten Zusatzurlaub von fünf Arbeitstagen im Jahr bei einer Fünftagewoche; bei anderer Verteilung der Arbeitszeit entsprechend mehr oder weniger.',
  ),
  p(
    '209',
    'Nachteilsausgleich',
    'Vorschriften über Hilfen für behinderte Menschen zum Ausgleich behinderungsbedingter Nachteile werden so gestaltet, dass sie der Art oder Schwere der Behinderung Rechnung tragen.',
  ),
  p(
    '210',
    'Heimarbeit',
    'Für schwerbehinderte Menschen in Heimarbeit gelten besondere Regeln zur Anrechnung, zur Kündigungsfrist und zum Zusatzurlaub.',
  ),
  p(
    '211',
    'Schwerbehinderte Beamtinnen und Beamte, Richterinnen und Richter, Soldatinnen und Soldaten',
    'Die Vorschriften gelten für schwerbehinderte Beamte, Richter und Soldaten entsprechend, soweit nichts anderes bestimmt ist.',
  ),
  p(
    '212',
    'Unabhängige Tätigkeit',
    'Für schwerbehinderte Menschen in selbständiger Tätigkeit sollen angemessene Hilfen zur Teilhabe gewährt werden.',
  ),
  p(
    '213',
    'Geheimhaltungspflicht',
    'Mitglieder der Ausschüsse und Beschäftigte der beteiligten Stellen sind zur Verschwiegenheit über persönliche Verhältnisse und Betriebsgeheimnisse verpflichtet.',
  ),
  p('214', 'Statistik', 'Über schwerbehinderte Menschen wird alle zwei Jahre eine Bundesstatistik erhoben.'),

  h(1, 'Kapitel 11', 'Inklusionsbetriebe'),
  p(
    '215',
    'Begriff und Personenkreis',
    'Inklusionsbetriebe sind rechtlich und wirtschaftlich selbständige Unternehmen zur Beschäftigung schwerbehinderter Menschen, deren Teilhabe auf dem allgemeinen Arbeitsmarkt auf besondere Schwierigkeiten stößt.',
  ),
  p(
    '216',
    'Aufgaben',
    'Inklusionsbetriebe bieten schwerbehinderten Menschen Beschäftigung, arbeitsbegleitende Betreuung und Maßnahmen der beruflichen Weiterbildung.',
  ),
  p(
    '217',
    'Finanzielle Leistungen',
    'Inklusionsbetriebe können aus Mitteln der Ausgleichsabgabe Leistungen für Aufbau, Erweiterung, Modernisierung und besonderen Aufwand erhalten.',
  ),
  p(
    '218',
    'Verordnungsermächtigung',
    'Die Bundesregierung kann Näheres zu den Inklusionsbetrieben durch Rechtsverordnung regeln.',
  ),

  h(1, 'Kapitel 12', 'Werkstätten für behinderte Menschen'),
  p(
    '219',
    'Begriff und Aufgaben der Werkstatt für behinderte Menschen',
    'Die Werkstatt ist eine Einrichtung zur Teilhabe behinderter Menschen am Arbeitsleben für diejenigen, die wegen Art oder Schwere der Behinderung nicht auf dem allgemeinen Arbeitsmarkt beschäftigt werden können.',
  ),
  p(
    '220',
    'Aufnahme in die Werkstätten für behinderte Menschen',
    'Anerkannte Werkstätten nehmen behinderte Menschen aus ihrem Einzugsgebiet auf, wenn die Aufnahmevoraussetzungen vorliegen.',
  ),
  p(
    '221',
    'Rechtsstellung und Arbeitsentgelt behinderter Menschen',
    'Behinderte Menschen im Arbeitsbereich stehen in einem arbeitnehmerähnlichen Rechtsverhältnis und erhalten ein Arbeitsentgelt aus Grundbetrag und leistungsangemessenem Steigerungsbetrag.',
  ),
  p(
    '222',
    'Mitbestimmung, Mitwirkung, Frauenbeauftragte',
    'Die Werkstattbeschäftigten wirken durch Werkstatträte mit und bestimmen in bestimmten Angelegenheiten mit; zudem wählen die Frauen eine Frauenbeauftragte.',
  ),
  p(
    '223',
    'Anrechnung von Aufträgen auf die Ausgleichsabgabe',
    'Arbeitgeber, die Aufträge an anerkannte Werkstätten vergeben, können einen Teil des Rechnungsbetrags auf die Ausgleichsabgabe anrechnen.',
  ),
  p(
    '224',
    'Vergabe von Aufträgen durch die öffentliche Hand',
    'Aufträge der öffentlichen Hand, die von Werkstätten ausgeführt werden können, werden ihnen bevorzugt angeboten.',
  ),
  p(
    '225',
    'Anerkennungsverfahren',
    'Werkstätten werden von der Bundesagentur für Arbeit im Einvernehmen mit dem Träger der Eingliederungshilfe anerkannt.',
  ),
  p(
    '226',
    'Blindenwerkstätten',
    'Die Vorschriften über die Anrechnung und bevorzugte Vergabe von Aufträgen gelten für anerkannte Blindenwerkstätten entsprechend.',
  ),
  p(
    '227',
    'Verordnungsermächtigungen',
    'Die Bundesregierung kann Näheres zu den Werkstätten, den Werkstatträten und den Frauenbeauftragten durch Rechtsverordnung regeln.',
  ),

  h(1, 'Kapitel 13', 'Unentgeltliche Beförderung schwerbehinderter Menschen im öffentlichen Personenverkehr'),
  p(
    '228',
    'Unentgeltliche Beförderung, Erstattung der Fahrgeldausfälle',
    'Schwerbehinderte Menschen, die in ihrer Bewegungsfähigkeit erheblich beeinträchtigt, hilflos oder gehörlos sind, werden gegen Vorzeigen eines Ausweises mit Wertmarke im Nahverkehr unentgeltlich befördert.',
  ),
  p(
    '229',
    'Persönliche Voraussetzungen',
    'Bestimmt, wann jemand in seiner Bewegungsfähigkeit im Straßenverkehr erheblich oder außergewöhnlich beeinträchtigt ist.',
  ),
  p(
    '230',
    'Nah- und Fernverkehr',
    'Grenzt Nahverkehr und Fernverkehr im Sinne der Vorschriften über die unentgeltliche Beförderung voneinander ab.',
  ),
  p(
    '231',
    'Erstattung der Fahrgeldausfälle im Nahverkehr',
    'Die Fahrgeldausfälle im Nahverkehr werden den Unternehmern nach einem jährlich festgesetzten Prozentsatz erstattet.',
  ),
  p(
    '232',
    'Erstattung der Fahrgeldausfälle im Fernverkehr',
    'Die Fahrgeldausfälle im Fernverkehr werden nach einem eigenen Prozentsatz erstattet.',
  ),
  p(
    '233',
    'Erstattungsverfahren',
    'Regelt Antrag, Fristen und Vorauszahlungen bei der Erstattung der Fahrgeldausfälle.',
  ),
  p('234', 'Kostentragung', 'Regelt, ob Bund oder Länder die Kosten der unentgeltlichen Beförderung tragen.'),
  p(
    '235',
    'Einnahmen aus Wertmarken',
    'Die Einnahmen aus dem Verkauf der Wertmarken werden zwischen Bund und Ländern aufgeteilt.',
  ),
  p(
    '236',
    'Erfassung der Ausweise',
    'Die Behörden erfassen die ausgegebenen Ausweise und Wertmarken für die Berechnung der Erstattung.',
  ),
  p(
    '237',
    'Verordnungsermächtigungen',
    'Die Bundesregierung kann Einzelheiten der unentgeltlichen Beförderung durch Rechtsverordnung regeln.',
  ),

  h(1, 'Kapitel 14', 'Straf-, Bußgeld- und Schlussvorschriften'),
  p(
    '237a',
    'Strafvorschriften',
    'Stellt die unbefugte Offenbarung fremder Geheimnisse durch Vertrauenspersonen unter Strafe.',
  ),
  p(
    '237b',
    'Strafvorschriften',
    'Stellt die unbefugte Verwertung fremder Betriebs- oder Geschäftsgeheimnisse durch Vertrauenspersonen unter Strafe.',
  ),
  p(
    '238',
    'Bußgeldvorschriften',
    'Wer als Arbeitgeber vorsätzlich oder fahrlässig bestimmte Pflichten, etwa zur Beschäftigung, Anzeige oder Beteiligung der Schwerbehindertenvertretung, verletzt, handelt ordnungswidrig.',
  ),
  p('239', 'Stadtstaatenklausel', 'Die Stadtstaaten können die Aufgaben abweichend zuständigen Stellen zuweisen.'),
  p(
    '240',
    'Sonderregelung für den Bundesnachrichtendienst und den Militärischen Abschirmdienst',
    'Für den Bundesnachrichtendienst und den Militärischen Abschirmdienst gelten Besonderheiten bei Anzeigepflichten und Schwerbehindertenvertretung.',
  ),
  p(
    '241',
    'Übergangsregelung',
    'Regelt den Übergang von früheren Vorschriften, insbesondere für Ausweise, Feststellungen und Vereinbarungen nach altem Recht.',
  ),
];

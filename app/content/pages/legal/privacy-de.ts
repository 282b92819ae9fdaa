import type { LegalContent } from "./types";

/**
 * Datenschutzerklärung (German, Swiss Standard German: "ss", never the sharp s).
 * Describes what the site really does: forms, consent (Google Consent Mode,
 * Google tag only after «Akzeptieren»), logs without IP addresses, retention
 * enforced by a daily purge. Company details are placeholders filled in by the page.
 */
export const privacyDe = {
  meta: {
    title: "Datenschutzerklärung – Umgang mit Ihren Daten",
    description:
      "Welche Daten wir bei Kontaktformular, Offertrechner und Verlustrechner bearbeiten, wie lange wir sie aufbewahren und welche Rechte Sie nach dem DSG haben.",
  },
  hero: {
    heading: "Datenschutzerklärung",
    intro: [
      "Der Schutz Ihrer Personendaten ist uns wichtig. Wir bearbeiten Daten gemäss dem Schweizer Datenschutzgesetz (DSG) und nur, soweit es für unsere Leistungen nötig ist. Über das Kontaktformular erheben wir Name, E-Mail und Nachricht sowie freiwillig Telefonnummer und Firma. Für den Offertrechner benötigen wir Postleitzahl, Dachart, Anlagengrösse und Ihre Kontaktdaten für den Versand der PDF-Offerte. Unsere Rechner (Verlustrechner, Ertragsrechner und Preisrechner für die Dachreinigung) rechnen in Ihrem Browser; Ihre Anlagendaten werden dabei nicht an uns übermittelt.",
      "Anfragen aus dem Kontaktformular bewahren wir 2 Jahre auf, Offertdaten und E-Mails 3 Jahre. Ohne Ihre Zustimmung setzen wir keine Cookies; Google Analytics nutzen wir nur, wenn Sie im Cookie-Hinweis zustimmen. Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten. In den folgenden Abschnitten erfahren Sie im Detail, wie wir mit Ihren Daten umgehen.",
    ],
  },
  updatedLabel: "Stand",
  toc: { label: "Inhalt" },
  updated: "2026-11-25",
  sections: [
    {
      heading: "1. Verantwortliche Stelle",
      blocks: [
        {
          type: "p",
          text: "Diese Datenschutzerklärung erläutert, welche Personendaten wir beim Besuch dieser Website und bei der Nutzung unserer Formulare, Rechner und Dienste bearbeiten. Sie richtet sich nach dem schweizerischen Bundesgesetz über den Datenschutz (revidiertes Datenschutzgesetz, revDSG bzw. nDSG), das seit dem 1. September 2023 in Kraft ist, und, soweit sie auf uns anwendbar ist, nach der Datenschutz-Grundverordnung der Europäischen Union (DSGVO).",
        },
        { type: "p", text: "Verantwortlich für die Datenbearbeitung ist:" },
        {
          type: "ul",
          items: [
            "{companyName}",
            "{street}, {postcode} {city}, Schweiz",
            "UID: {uid}",
            "E-Mail: {email}",
            "Telefon: {phone}",
          ],
        },
      ],
    },
    {
      heading: "2. Welche Daten wir bearbeiten",
      blocks: [
        {
          type: "p",
          text: "Wir bearbeiten nur die Daten, die Sie uns selbst angeben, und die technischen Daten, die für den Betrieb der Website nötig sind. Ein Benutzerkonto oder ein Login gibt es auf dieser Website nicht.",
        },
        { type: "h3", text: "Kontaktformular" },
        {
          type: "p",
          text: "Wenn Sie uns über das [Kontaktformular](page:contact) schreiben, bearbeiten wir:",
        },
        {
          type: "ul",
          items: [
            "Name",
            "E-Mail-Adresse",
            "Telefonnummer (freiwillig)",
            "Firma (freiwillig)",
            "Ihre Nachricht",
            "automatisch ergänzt: die Sprache der Website und die Seite, von der aus Sie die Nachricht gesendet haben",
          ],
        },
        { type: "h3", text: "Formular «Kostenlose Offerte»" },
        {
          type: "p",
          text: "Wenn Sie über das [Offertformular](page:leads) eine kostenlose Offerte anfordern, bearbeiten wir:",
        },
        {
          type: "ul",
          items: [
            "Name",
            "E-Mail-Adresse",
            "Telefonnummer",
            "Firma (freiwillig)",
            "Dach- bzw. Anlagenfläche",
            "gewünschte Leistung (zum Beispiel Solarreinigung, Gründachpflege, Dachreinigung, Wartungsvertrag oder Beratung)",
            "Ihre Nachricht (freiwillig)",
          ],
        },
        { type: "h3", text: "Sofort-Offerte (Offertrechner)" },
        {
          type: "p",
          text: "Wenn Sie mit der [Sofort-Offerte](page:prices) eine Offerte als PDF erstellen, bearbeiten wir:",
        },
        {
          type: "ul",
          items: [
            "Postleitzahl und Ort",
            "Dachart",
            "Grösse der Anlage und die gewählte Einheit (m², kWp oder Anzahl Module)",
            "Firma oder Name",
            "E-Mail-Adresse",
            "Telefonnummer (freiwillig)",
            "Bemerkungen (freiwillig)",
          ],
        },
        {
          type: "p",
          text: "Mit diesen Angaben erstellen wir Ihre Offerte als PDF, stellen sie Ihnen zum Herunterladen bereit und senden sie Ihnen per E-Mail zu. Dazu speichern wir die Offerte mit den berechneten Preisen, der Sprache und einer zufällig erzeugten Download-Kennung.",
        },
        {
          type: "p",
          text: "Die E-Mail mit der Offerte enthält einen persönlichen Link zur Seite Ihrer Offerte; von dem Link speichern wir nur einen nicht umkehrbaren Hashwert. Auf dieser Seite können Sie die Offerte annehmen oder ablehnen. Wir speichern dazu den Stand der Offerte (versendet, angenommen, abgelehnt, abgelaufen) mit dem Zeitpunkt jeder Änderung, bei einer Annahme die Adresse des Einsatzorts, den gewünschten Zeitraum, Ihre Hinweise zum Zugang, Ihre Telefonnummer und ob wir Sie an die nächste Reinigung erinnern sollen, bei einer Ablehnung den freiwillig angegebenen Grund. Ist eine Offerte nach einigen Tagen weder angenommen noch abgelehnt, senden wir Ihnen einmal eine Erinnerung; haben Sie es gewünscht, erinnern wir Sie an die nächste Reinigung. Beide E-Mails können Sie mit einem Klick abbestellen. Diese Angaben löschen wir mit der Offerte nach 3 Jahren.",
        },
        { type: "h3", text: "Verlustrechner und andere Rechner" },
        {
          type: "p",
          text: "Der [Verlustrechner](page:lossCalculator), der Rechner auf der Startseite, der Ertragsrechner auf der Seite [Solarreinigung](page:solar) und der Preisrechner auf der Seite [Dachreinigung](page:roofCleaning) rechnen ausschliesslich in Ihrem Browser. Die eingegebenen Anlagendaten (zum Beispiel Anlagenleistung, Einspeisevergütung, Standort oder Dachfläche) werden nicht an uns übermittelt und nicht gespeichert.",
        },
        { type: "h3", text: "Newsletter" },
        {
          type: "p",
          text: "Für die Anmeldung zum Newsletter im [Blog](page:blog) bearbeiten wir Ihre E-Mail-Adresse sowie den Zeitpunkt der Anmeldung und den Zeitpunkt der Bestätigung. Wir verwenden das Double-Opt-in-Verfahren: Nach der Anmeldung erhalten Sie eine E-Mail mit einem Bestätigungslink. Erst wenn Sie diesen Link anklicken, nehmen wir Ihre Adresse in den Verteiler auf.",
        },
        { type: "h3", text: "Chat-Assistent" },
        {
          type: "p",
          text: "Wenn Sie den Chat-Assistenten nutzen, übermitteln wir den Text Ihrer Nachricht, die Sprache der Seite und den bisherigen Gesprächsverlauf dieser Sitzung an unseren Server, um Ihnen eine Antwort zu geben. Bitte geben Sie im Chat keine Personendaten wie Namen, Adressen, Telefonnummern oder E-Mail-Adressen ein. Für eine persönliche Anfrage nutzen Sie bitte das [Kontaktformular](page:contact).",
        },
        {
          type: "p",
          text: "Der Assistent beantwortet Ihre Frage auf unserem Server aus den Inhalten dieser Website und den Preisen unseres Offertrechners. Wir speichern weder Ihre Nachrichten noch die Antworten: Nach dem Beantworten werden sie auf dem Server verworfen. Im Protokoll halten wir pro Frage nur deren Länge, die Sprache, die Art der Antwort (zum Beispiel Preisauskunft oder Weiterleitung an unser Team) und die Bearbeitungsdauer fest, nie den Text. Das Gespräch selbst bleibt im Sitzungsspeicher Ihres Browsers (siehe «Speicher im Browser»), damit es beim Seitenwechsel erhalten bleibt.",
        },
        {
          type: "p",
          text: "Falls wir für die Formulierung der Antworten ein Sprachmodell eines externen Anbieters einsetzen, übermitteln wir diesem Ihre Frage, den bisherigen Gesprächsverlauf dieser Sitzung und die passenden Auszüge unserer Website (siehe Abschnitt 4). Fragen, die der Assistent an unser Team weiterleitet, gehen nie an ein Sprachmodell.",
        },
        { type: "h3", text: "Server-Protokolle" },
        {
          type: "p",
          text: "Bei jedem Aufruf der Website protokolliert unser Server den Zeitpunkt, den aufgerufenen Pfad (ohne Abfrageparameter), den Statuscode der Antwort und die Bearbeitungsdauer. IP-Adressen, Formularinhalte und Cookies werden nicht protokolliert.",
        },
        {
          type: "p",
          text: "Ihre IP-Adresse verwenden wir nur vorübergehend, um Missbrauch abzuwehren: Wir begrenzen die Zahl der Formularsendungen und der Fragen an den Chat-Assistenten pro IP-Adresse und Minute (Rate Limiting). Die IP-Adresse wird dafür nur kurzzeitig vorgehalten und nicht in den Protokollen gespeichert.",
        },
        { type: "h3", text: "Speicher im Browser" },
        {
          type: "p",
          text: "Die Website legt im lokalen Speicher Ihres Browsers (localStorage) zwei Einträge ab:",
        },
        {
          type: "ul",
          items: [
            "«cookieConsent» mit dem Wert «accepted» oder «declined»: Ihre Wahl im Cookie-Hinweis, damit wir Sie nicht bei jedem Besuch erneut fragen.",
            "«visited»: ein Vermerk, dass Sie die Website bereits besucht haben. Er dient dazu, Sie beim ersten Besuch nur einmal auf die Sprachversion Ihres Browsers weiterzuleiten.",
          ],
        },
        {
          type: "p",
          text: "Wenn Sie den Chat-Assistenten öffnen, hält der Sitzungsspeicher Ihres Browsers (sessionStorage) unter «assistantConversation» das Gespräch dieses Tabs, bis Sie den Chat beenden oder den Tab schliessen.",
        },
        {
          type: "p",
          text: "Für diese Einträge setzen wir keine Cookies, und sie werden nicht an uns übermittelt. Cookies von Google Analytics werden erst gesetzt, wenn Sie im Cookie-Hinweis «Akzeptieren» wählen (siehe Abschnitt 4).",
        },
      ],
    },
    {
      heading: "3. Zwecke der Bearbeitung",
      blocks: [
        { type: "p", text: "Wir bearbeiten Ihre Daten für folgende Zwecke:" },
        {
          type: "ul",
          items: [
            "um Ihre Anfragen aus dem Kontaktformular, dem Offertformular und per E-Mail oder Telefon zu beantworten",
            "um Offerten zu erstellen, als PDF bereitzustellen und Ihnen zuzusenden",
            "um Ihnen Bestätigungen per E-Mail zu senden, zum Beispiel über den Eingang Ihrer Anfrage oder Offerte",
            "um Ihnen den Newsletter zu senden, und zwar nur, nachdem Sie die Anmeldung bestätigt haben",
            "um die Website und unsere Formulare vor Missbrauch, Spam und Überlastung zu schützen",
            "um die Website mit Hilfe von Google Analytics zu verbessern, und zwar nur mit Ihrer Einwilligung",
          ],
        },
        {
          type: "p",
          text: "Soweit die DSGVO anwendbar ist, stützen wir uns auf folgende Rechtsgrundlagen: die Durchführung vorvertraglicher Massnahmen und die Erfüllung eines Vertrags (Art. 6 Abs. 1 lit. b DSGVO) für Anfragen und Offerten, Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) für den Newsletter und Google Analytics sowie unser berechtigtes Interesse an einem sicheren und funktionsfähigen Betrieb der Website (Art. 6 Abs. 1 lit. f DSGVO) für Server-Protokolle und den Schutz vor Missbrauch.",
        },
        {
          type: "p",
          text: "Wir verwenden Ihre Daten nicht für andere Zwecke und treffen keine automatisierten Einzelentscheidungen.",
        },
      ],
    },
    {
      heading: "4. Empfänger und Drittanbieter",
      blocks: [
        {
          type: "p",
          text: "Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken an Dritte weiter. Empfänger sind nur die folgenden Dienstleister, soweit dies für den jeweiligen Zweck nötig ist:",
        },
        { type: "h3", text: "E-Mail-Anbieter" },
        {
          type: "p",
          text: "Unser E-Mail-Anbieter stellt die E-Mails zu, die über die Website ausgelöst werden, also Ihre Anfragen an uns, Bestätigungen und Offerten an Sie sowie den Newsletter.",
        },
        { type: "h3", text: "Hosting-Anbieter" },
        {
          type: "p",
          text: "Die Website und unsere Datenbank werden bei einem Hosting-Anbieter in der Schweiz betrieben. Dieser bearbeitet die Daten nur in unserem Auftrag und nach unseren Weisungen.",
        },
        { type: "h3", text: "Sprachmodell für den Chat-Assistenten" },
        {
          type: "p",
          text: "Standardmässig beantwortet der Chat-Assistent Ihre Fragen allein auf unserem Server; dabei geht nichts an Dritte. Setzen wir zusätzlich ein Sprachmodell eines externen Anbieters ein, gehen Ihre Frage, der bisherige Gesprächsverlauf dieser Sitzung und die passenden Auszüge unserer Website an diesen Anbieter, der daraus eine Antwort formuliert. Wir nennen den Anbieter dann an dieser Stelle, mit seinem Sitz und dem Land, in dem er die Daten bearbeitet.",
        },
        { type: "h3", text: "Google Analytics" },
        {
          type: "p",
          text: "Mit Ihrer Einwilligung verwenden wir Google Analytics, einen Webanalysedienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland, und der Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA.",
        },
        {
          type: "p",
          text: "Wir setzen den Google Consent Mode ein: Beim Aufruf der Website ist jede Speicherung für Analyse- und Werbezwecke standardmässig abgelehnt, und das Google-Tag wird vor Ihrer Einwilligung gar nicht geladen. Erst wenn Sie im Cookie-Hinweis «Akzeptieren» wählen, wird das Google-Tag geladen und Google Analytics darf Cookies setzen. Wählen Sie «Ablehnen», wird Google Analytics nicht geladen.",
        },
        {
          type: "p",
          text: "Nach Ihrer Einwilligung erfassen wir Seitenaufrufe (Pfad und Sprache) sowie einzelne Ereignisse, zum Beispiel einen Sprachwechsel, das Abspielen des Erklärvideos, die Berechnung einer Sofort-Offerte (Grösse, Einheit, Dachart und Preis), das Öffnen des Chat-Assistenten und ob eine Chat-Frage beantwortet oder an unser Team weitergeleitet wurde (mit der Sprache, ohne den Text) oder ob ein Formular erfolgreich gesendet wurde. Namen, E-Mail-Adressen, Telefonnummern und Nachrichtentexte übermitteln wir nie an Google Analytics. Google erhält dabei technische Angaben zu Ihrem Gerät und Browser; nach Angaben von Google werden IP-Adressen in Google Analytics 4 nicht gespeichert.",
        },
        { type: "h3", text: "WhatsApp" },
        {
          type: "p",
          text: "Die Website enthält Links zu WhatsApp, einem Dienst der WhatsApp Ireland Limited (Meta). Daten werden erst an WhatsApp übermittelt, wenn Sie selbst einen WhatsApp-Chat öffnen. Für die Bearbeitung Ihrer Daten durch WhatsApp gelten dessen Datenschutzbestimmungen.",
        },
        { type: "h3", text: "Erklärvideo" },
        {
          type: "p",
          text: "Unser Erklärvideo binden wir im erweiterten Datenschutzmodus von YouTube (youtube-nocookie.com), einem Dienst der Google Ireland Limited, ein. Der Videoplayer wird erst geladen, wenn Sie auf «Abspielen» klicken. Das Vorschaubild liefern wir von unserem eigenen Server aus; vor Ihrem Klick werden keine Daten an den Videoanbieter übertragen.",
        },
      ],
    },
    {
      heading: "5. Speicherort und Übermittlung ins Ausland",
      blocks: [
        {
          type: "p",
          text: "Die Daten aus unseren Formularen, der Sofort-Offerte und der Newsletter-Anmeldung speichern wir in unserer Datenbank bei unserem Hosting-Anbieter in der Schweiz.",
        },
        {
          type: "p",
          text: "Wenn Sie in Google Analytics einwilligen, können Daten an Google LLC in die USA übermittelt werden. Grundlage dafür ist Ihre Einwilligung; zudem ist Google LLC unter dem EU-US Data Privacy Framework und dem Swiss-U.S. Data Privacy Framework zertifiziert, für die die Schweiz und die EU ein angemessenes Datenschutzniveau festgestellt haben. Dasselbe gilt für Daten, die beim Abspielen des Erklärvideos an Google übermittelt werden.",
        },
      ],
    },
    {
      heading: "6. Aufbewahrung und Löschung",
      blocks: [
        {
          type: "p",
          text: "Wir bewahren Personendaten nur so lange auf, wie es für den jeweiligen Zweck nötig ist:",
        },
        {
          type: "ul",
          items: [
            "Nachrichten aus dem Kontaktformular: 2 Jahre",
            "Anfragen aus dem Offertformular: 2 Jahre (wie Nachrichten aus dem Kontaktformular)",
            "Daten der Sofort-Offerte (Angaben, berechnete Preise, Offerte als PDF): 3 Jahre",
            "E-Mails, die über die Website versendet werden: 3 Jahre",
            "Newsletter-Anmeldungen: bis zur Abmeldung; jede Newsletter-E-Mail enthält einen Link zur Abmeldung",
            "nicht bestätigte Newsletter-Anmeldungen: werden nach 30 Tagen gelöscht",
          ],
        },
        {
          type: "p",
          text: "Die Löschung nach Ablauf dieser Fristen läuft jeden Tag automatisch. Gesetzliche Aufbewahrungspflichten, etwa für Geschäftsunterlagen nach einem Vertragsabschluss, bleiben vorbehalten. Die Einträge im Speicher Ihres Browsers bleiben bestehen, bis Sie die Websitedaten in Ihrem Browser löschen.",
        },
      ],
    },
    {
      heading: "7. Ihre Rechte",
      blocks: [
        { type: "p", text: "Sie haben im Rahmen des anwendbaren Datenschutzrechts insbesondere folgende Rechte:" },
        {
          type: "ul",
          items: [
            "Auskunft darüber, ob und welche Personendaten wir über Sie bearbeiten",
            "Berichtigung unrichtiger Personendaten",
            "Löschung Ihrer Personendaten, soweit keine Aufbewahrungspflicht entgegensteht",
            "Einschränkung der Bearbeitung",
            "Widerspruch gegen die Bearbeitung",
            "Herausgabe oder Übertragung Ihrer Daten in einem gängigen elektronischen Format (Datenübertragbarkeit)",
            "Widerruf einer erteilten Einwilligung jederzeit mit Wirkung für die Zukunft",
          ],
        },
        {
          type: "p",
          text: "Ihre Einwilligung zu Google Analytics können Sie jederzeit widerrufen: Löschen Sie die Websitedaten dieser Website in Ihrem Browser. Beim nächsten Besuch erscheint der Cookie-Hinweis wieder, und Sie können «Ablehnen» wählen. Vom Newsletter können Sie sich jederzeit über den Link in jeder Newsletter-E-Mail abmelden.",
        },
        {
          type: "p",
          text: "Um Ihre Rechte auszuüben, schreiben Sie uns an {email} oder per Post an {companyName}, {street}, {postcode} {city}. Damit wir keine Daten an Unbefugte herausgeben, können wir Sie bitten, Ihre Identität nachzuweisen.",
        },
        {
          type: "p",
          text: "Sie haben zudem das Recht, sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), Feldeggweg 1, 3003 Bern, zu beschweren. Soweit die DSGVO anwendbar ist, können Sie sich auch an die Datenschutzaufsichtsbehörde in Ihrem Aufenthaltsstaat in der EU bzw. im EWR wenden.",
        },
      ],
    },
    {
      heading: "8. Kontakt und Änderungen",
      blocks: [
        {
          type: "p",
          text: "Bei Fragen zum Datenschutz erreichen Sie uns unter {email}, telefonisch unter {phone}, per Post an {companyName}, {street}, {postcode} {city}, oder über unser [Kontaktformular](page:contact).",
        },
        {
          type: "p",
          text: "Wir können diese Datenschutzerklärung anpassen, wenn sich unsere Website, unsere Dienste oder die rechtlichen Vorgaben ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.",
        },
        { type: "p", text: "Stand: 25. November 2026" },
      ],
    },
  ],
} satisfies LegalContent;

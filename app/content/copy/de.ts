import type { GermanCopy } from "./types";

/** German (Swiss Standard German) page copy: all localized and German-only pages. */
export const deCopy: GermanCopy = {
  home: {
    title: "Solarreinigung, Dachreinigung & Gründachpflege",
    description:
      "Professionelle Reinigung von Solaranlagen, Dächern und Dachrinnen sowie Gründachpflege aus Basel. Ab CHF 388, ohne Chemie und ohne Anfahrtskosten.",
    heading: "Mehr Ertrag aus Ihrer Solaranlage – professionell gereinigt",
    intro: [
      "Staub, Pollen, Vogelkot und Laub legen sich Jahr für Jahr auf Ihre Solarmodule und kosten Ertrag – je nach Standort bis zu 30 Prozent. Wir reinigen Photovoltaikanlagen schonend mit demineralisiertem Wasser und ganz ohne Chemie, bei Bedarf auch mit Roboter oder Drohne. Seit 2023 sind wir von einer Solarakademie zertifiziert, und jeder Einsatz ist durch unsere Betriebshaftpflichtversicherung bis CHF 5 Millionen abgedeckt.",
      "Seit der Gründung 2019 haben unsere 6 regionalen Teams 8'643 Module gereinigt – in Basel, im Aargau, in Zürich, Luzern, Bern und Langenthal. Daneben kümmern wir uns um Dächer, Dachrinnen und Gründächer. Die Solarreinigung gibt es ab CHF 388 inklusive MWST und ohne Anfahrtskosten. Berechnen Sie Ihre Sofort-Offerte in zwei Minuten; auf Anfragen antworten wir innert 24 Stunden.",
    ],
  },
  contact: {
    title: "Kontakt – Beratung und Offerte für Ihre Reinigung",
    description:
      "Schreiben Sie uns für eine Beratung oder Offerte zur Solar-, Dach- oder Rinnenreinigung. Wir antworten innert 24 Stunden, Montag bis Freitag 08:00–17:00.",
    heading: "Kontakt aufnehmen",
    intro: [
      "Sie möchten Ihre Solaranlage, Ihr Dach oder Ihre Dachrinnen reinigen lassen oder haben eine Frage zur Gründachpflege? Schreiben Sie uns über das Kontaktformular oder per E-Mail. Wir antworten innert 24 Stunden, von Montag bis Freitag zwischen 08:00 und 17:00 Uhr. Telefonische Beratungen vereinbaren wir gerne auf Termin, damit wir uns genügend Zeit für Ihr Anliegen nehmen können.",
      "Unsere 6 regionalen Teams sind von Basel aus im Aargau, in Zürich, Luzern, Bern und Langenthal unterwegs; Anfahrtskosten verrechnen wir nicht. Für eine genaue Offerte helfen uns Postleitzahl, Dachart und die ungefähre Grösse der Anlage in kWp, Modulen oder Quadratmetern. In dringenden Fällen, etwa nach einem Sturm, senden Sie uns eine E-Mail mit dem Betreff NOTFALL.",
    ],
  },
  solar: {
    title: "Solaranlagenreinigung – schonend und ohne Chemie",
    description:
      "Reinigung von Photovoltaikanlagen mit demineralisiertem Wasser: zertifiziert seit 2023, versichert bis CHF 5 Mio., ab CHF 388 inklusive MWST.",
    heading: "Professionelle Solaranlagenreinigung",
    intro: [
      "Verschmutzte Solarmodule verlieren spürbar an Leistung: Leichte Verschmutzung kostet 5 bis 10 Prozent Ertrag, starke Verschmutzung durch Vogelkot, Laub oder Flechten 15 bis 25 Prozent. Eine fachgerechte Reinigung bringt Ihnen bis zu 20 Prozent mehr Ertrag zurück. Wir arbeiten ausschliesslich mit demineralisiertem Wasser und weichen Bürsten, ohne Chemie – so bleiben Glasoberfläche, Rahmen und Dichtungen unversehrt.",
      "Jeder Einsatz folgt sechs Schritten: Analyse vor Ort, Sicherheitskonzept, schonende Vorreinigung, Hauptreinigung, Qualitätskontrolle mit Dokumentation und Übergabe mit Reinigungsprotokoll. Unser Team ist seit 2023 von einer Solarakademie zertifiziert und bis CHF 5 Millionen haftpflichtversichert. Eine Anlage von 50 bis 100 m² reinigen wir in zwei bis vier Stunden. Wir empfehlen eine Reinigung alle 1 bis 2 Jahre.",
    ],
    faq: [
      {
        question: "Wie oft sollte eine Solaranlage gereinigt werden?",
        answer:
          "Wir empfehlen eine Reinigung alle 1 bis 2 Jahre. In der Nähe von Landwirtschaft, stark befahrenen Strassen oder Bäumen kann eine jährliche Reinigung sinnvoll sein, weil sich dort mehr Staub, Pollen und Laub ablagern.",
      },
      {
        question: "Ist die Reinigung für meine Module sicher?",
        answer:
          "Ja. Wir reinigen mit demineralisiertem Wasser und weichen Bürsten, ohne Chemie und ohne Hochdruck auf den Modulen. Unser Team ist seit 2023 von einer Solarakademie zertifiziert, und jeder Einsatz ist über unsere Betriebshaftpflicht bis CHF 5 Millionen versichert.",
      },
      {
        question: "Wie lange dauert die Reinigung meiner Anlage?",
        answer:
          "Eine Anlage von 50 bis 100 m² reinigen wir in der Regel in zwei bis vier Stunden. Einen Termin erhalten Sie meist innert 1 bis 2 Wochen, in der Hochsaison innert 3 bis 4 Wochen.",
      },
    ],
  },
  greenRoof: {
    title: "Gründachpflege – extensive und intensive Gründächer",
    description:
      "Fachgerechte Pflege von Gründächern: Vegetation kontrollieren, Aufwuchs entfernen, Abläufe freihalten. Extensive Dächer 2-mal, intensive 4-mal pro Jahr.",
    heading: "Gründachpflege für langlebige Dachbegrünungen",
    intro: [
      "Ein Gründach hält Regenwasser zurück, kühlt im Sommer und schützt die Dachabdichtung – vorausgesetzt, es wird regelmässig gepflegt. Wir kontrollieren die Vegetation, entfernen unerwünschten Aufwuchs wie Gehölzsämlinge, halten Abläufe, Kiesstreifen und Dachrinnen frei und ergänzen bei Bedarf Substrat oder Pflanzen. Die Arbeiten richten wir nach der Jahreszeit, denn Frühling, Sommer, Herbst und Winter stellen unterschiedliche Anforderungen.",
      "Extensive Gründächer pflegen wir in der Regel zweimal, intensive Gründächer viermal pro Jahr; mit einem Wartungsvertrag legen wir die Intervalle nach Bedarf fest. Bitte beachten Sie: Unsere Zertifizierung durch eine Solarakademie bezieht sich ausschliesslich auf die Solarreinigung. Für die Gründachpflege gelten ebenfalls unsere Haftpflichtversicherung bis CHF 5 Millionen, keine Anfahrtskosten und eine Antwort innert 24 Stunden.",
    ],
    faq: [
      {
        question: "Wie oft muss ein Gründach gepflegt werden?",
        answer:
          "Extensive Gründächer mit Sedum, Moosen und Kräutern benötigen in der Regel zwei Pflegegänge pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen pflegen wir viermal pro Jahr.",
      },
      {
        question: "Was gehört zur Gründachpflege?",
        answer:
          "Dazu gehören die Kontrolle der Vegetation, das Entfernen von unerwünschtem Aufwuchs, das Freihalten von Abläufen und Kiesstreifen, die Sichtkontrolle der Randbereiche sowie bei Bedarf Nachsaat, Substratergänzung oder Bewässerung in Trockenperioden.",
      },
      {
        question: "Ist auch die Gründachpflege zertifiziert?",
        answer:
          "Nein. Unsere Zertifizierung durch eine Solarakademie seit 2023 gilt nur für die Reinigung von Solaranlagen. Unsere Betriebshaftpflichtversicherung bis CHF 5 Millionen deckt hingegen auch die Arbeiten an Ihrem Gründach.",
      },
    ],
  },
  prices: {
    title: "Preise & Sofort-Offerte für die Solarreinigung",
    description:
      "Berechnen Sie Ihre Offerte in zwei Minuten: Solarreinigung ab CHF 388, Premium mit Inspektion CHF 588, inklusive MWST und ohne Anfahrtskosten.",
    heading: "Preise und Sofort-Offerte",
    intro: [
      "Mit unserem Offertrechner sehen Sie in zwei Minuten, was die Reinigung Ihrer Solaranlage kostet. Geben Sie Postleitzahl, Dachart und Grösse ein – wahlweise in Quadratmetern, kWp oder Anzahl Module. Der Preis setzt sich aus einer Grundpauschale und einem Preis pro Quadratmeter zusammen, der mit zunehmender Fläche sinkt. Alle Beträge verstehen sich inklusive 8,1 % MWST und ohne Anfahrtskosten.",
      "Die Basisreinigung gibt es ab CHF 388. Das Premium-Paket für CHF 588 umfasst zusätzlich eine Inspektion Ihrer Anlage. Bei jeder Reinigung inbegriffen sind eine Sichtkontrolle, die Dokumentation allfälliger Mängel und auf Wunsch die Vermittlung eines Partnerbetriebs für Reparaturen. Ihre Offerte erhalten Sie als PDF; Fragen beantworten wir innert 24 Stunden, gerne auch per WhatsApp.",
    ],
  },
  about: {
    title: "Über uns – Ihr Team für Solar- und Dachpflege",
    description:
      "Seit 2019 reinigen wir Solaranlagen und pflegen Dächer: 6 regionale Teams, 8'643 gereinigte Module, zertifiziert seit 2023. Lernen Sie uns kennen.",
    heading: "Über uns",
    intro: [
      "Wir haben unser Unternehmen 2019 in Basel gegründet, weil viele Solaranlagen nach wenigen Jahren deutlich weniger Strom liefern, als sie könnten – schlicht, weil niemand sie reinigt. Seither haben wir 8'643 Module gereinigt und sind auf 6 regionale Teams gewachsen, die in Basel, im Aargau, in Zürich, Luzern, Bern und Langenthal im Einsatz sind. Unsere Kundschaft bewertet uns mit durchschnittlich 4,9 von 5 Sternen.",
      "Seit 2023 sind wir von einer Solarakademie zertifiziert, und unsere Betriebshaftpflichtversicherung deckt Schäden bis CHF 5 Millionen. Wir arbeiten nachhaltig mit demineralisiertem Wasser statt Chemie, legen Wert auf erstklassige Arbeit und planen unsere Touren effizient, damit Sie keine Anfahrtskosten tragen. Neben Solaranlagen reinigen wir Dächer und Dachrinnen und pflegen Gründächer – für Private, Verwaltungen und Unternehmen.",
    ],
  },
  blog: {
    title: "Blog – Ratgeber zu Solarreinigung und Gründächern",
    description:
      "Praxiswissen rund um die Reinigung von Photovoltaikanlagen, Ertragsverluste durch Verschmutzung, sinnvolle Reinigungsintervalle und die Pflege von Gründächern.",
    heading: "Ratgeber und Blog",
    intro: [
      "Wie viel Leistung verliert eine verschmutzte Solaranlage? Wann lohnt sich eine Reinigung, und wie oft braucht ein Gründach Pflege? In unserem Blog beantworten wir die Fragen, die uns Hausbesitzer, Verwaltungen und Unternehmen am häufigsten stellen. Die Beiträge stützen sich auf unsere Erfahrung aus 8'643 gereinigten Modulen seit 2019 und sind so geschrieben, dass Sie sie auch ohne Fachwissen verstehen.",
      "Sie finden hier Ratgeber zu den Risiken verschmutzter Module, zur Rendite einer regelmässigen Reinigung und zu sinnvollen Pflegeintervallen für Gründächer. Mit unserem Verlustrechner schätzen Sie zudem selbst ab, was Verschmutzung Ihre Anlage pro Jahr kostet. Wenn Sie danach eine persönliche Einschätzung wünschen, schreiben Sie uns – wir antworten innert 24 Stunden.",
    ],
  },
  faq: {
    title: "Häufige Fragen zur Solar- und Dachreinigung",
    description:
      "Antworten auf häufige Fragen: Reinigungsintervalle, Kosten ab CHF 388, Reinigung ohne Chemie, Dauer des Einsatzes und Versicherungsschutz bis CHF 5 Mio.",
    heading: "Häufige Fragen (FAQ)",
    intro: [
      "Hier finden Sie Antworten auf die Fragen, die uns vor einer Reinigung am häufigsten gestellt werden: wie oft eine Solaranlage gereinigt werden sollte, was das kostet, womit wir reinigen, wie lange ein Einsatz dauert und wie Sie bei Schäden abgesichert sind. Die Antworten beziehen sich auf Photovoltaikanlagen; zu Dachreinigung, Dachrinnen und Gründächern finden Sie weitere Informationen auf den jeweiligen Seiten.",
      "Ihre Frage ist nicht dabei? Schreiben Sie uns über das Kontaktformular – wir antworten innert 24 Stunden. Wenn Sie direkt wissen möchten, was die Reinigung Ihrer Anlage kostet, berechnen Sie Ihre Sofort-Offerte: Postleitzahl, Dachart und Grösse genügen, und Sie sehen den Preis inklusive MWST und ohne Anfahrtskosten.",
    ],
    faq: [
      {
        question: "Wie oft sollte ich meine Solaranlage reinigen lassen?",
        answer:
          "Wir empfehlen eine Reinigung alle 1 bis 2 Jahre und eine Kontrolle alle 12 bis 24 Monate. In der Nähe von Landwirtschaft, Bäumen oder stark befahrenen Strassen verschmutzen Module schneller; dort kann eine jährliche Reinigung sinnvoll sein.",
      },
      {
        question: "Was kostet eine Solarreinigung?",
        answer:
          "Die Basisreinigung kostet ab CHF 388, das Premium-Paket mit Inspektion CHF 588. Der genaue Preis hängt von Fläche und Dachart ab. Alle Preise verstehen sich inklusive MWST und ohne Anfahrtskosten; mit dem Offertrechner sehen Sie Ihren Preis sofort.",
      },
      {
        question: "Verwenden Sie chemische Reinigungsmittel?",
        answer:
          "Nein. Wir reinigen ausschliesslich mit demineralisiertem Wasser und weichen Bürsten. Das Wasser trocknet ohne Kalkflecken ab, schont die Beschichtung der Module und hinterlässt keine Rückstände auf Dach und Umgebung.",
      },
      {
        question: "Wie lange dauert eine Reinigung?",
        answer:
          "Eine Anlage von 50 bis 100 m² reinigen wir in der Regel in zwei bis vier Stunden. Einen Termin erhalten Sie meist innert 1 bis 2 Wochen, in der Hochsaison innert 3 bis 4 Wochen.",
      },
      {
        question: "Sind Sie bei Schäden versichert?",
        answer:
          "Ja. Unsere Betriebshaftpflichtversicherung deckt Schäden bis CHF 5 Millionen. Zudem ist unser Team seit 2023 von einer Solarakademie für die Reinigung von Solaranlagen zertifiziert.",
      },
    ],
  },
  roofCleaning: {
    title: "Dachreinigung in Basel – Moos und Algen entfernen",
    description:
      "Dachreinigung in Basel für CHF 11 pro m² ohne Anfahrtskosten: Moos- und Algenentfernung, Rinnenreinigung und Imprägnierung inklusive. Alle 3–5 Jahre.",
    heading: "Dachreinigung in Basel und Umgebung",
    intro: [
      "Moos, Algen und Flechten halten Feuchtigkeit auf dem Dach, lassen Ziegel bei Frost schneller altern und verstopfen Rinnen und Abläufe. Wir reinigen Ziegel-, Flach- und Blechdächer materialgerecht: mit Niederdruck von 1 bis 3 bar, auf Flachdächern 0,5 bis 1 bar, und bei Bedarf mit Heisswasser von 80 bis 95 °C. Für die meisten Dächer in der Region Basel empfehlen wir eine Reinigung alle 3 bis 5 Jahre.",
      "Die Dachreinigung kostet CHF 11 pro Quadratmeter, Anfahrtskosten verrechnen wir nicht. Inbegriffen sind Moos- und Algenentfernung, die Reinigung der Dachrinnen, eine Spezialimprägnierung und 5 Jahre Garantie; eine Beschichtung bieten wir auf Anfrage an. Ein Dach von 120 m² kostet so CHF 1'320, eines von 280 m² CHF 3'080. Mit dem Preisrechner auf dieser Seite sehen Sie Ihren Betrag sofort.",
    ],
  },
  gutterCleaning: {
    title: "Dachrinnenreinigung in Basel – Rinnen frei halten",
    description:
      "Wir reinigen Dachrinnen und Fallrohre in Basel und Umgebung: mindestens einmal jährlich, bei Bäumen zweimal. Schutz vor Wasserschäden, ohne Anfahrtskosten.",
    heading: "Dachrinnenreinigung in Basel",
    intro: [
      "Laub, Nadeln, Moos und angeschwemmter Schmutz sammeln sich in Dachrinnen und Fallrohren. Ist der Abfluss verstopft, läuft Regenwasser über, durchnässt Fassade und Dachrand und kann im Winter als Eis Rinnen und Halterungen beschädigen. Wir leeren die Rinnen von Hand, spülen Fallrohre durch, kontrollieren Halterungen und Laubfangkörbe und dokumentieren auffällige Schäden mit Fotos, damit Sie rechtzeitig reagieren können.",
      "Wir empfehlen, Dachrinnen mindestens einmal pro Jahr reinigen zu lassen, bei Bäumen in der Nähe zweimal und bei angrenzendem Wald dreimal – idealerweise im Frühling und nach dem Laubfall im Herbst. Besonders sinnvoll ist die Kombination mit einer Dachreinigung, denn dabei gelangt viel Schmutz in die Rinnen. Anfahrtskosten verrechnen wir nicht, und auf Anfragen antworten wir innert 24 Stunden.",
    ],
  },
  b2b: {
    title: "Solarreinigung für Unternehmen und Verwaltungen",
    description:
      "Reinigung und Wartung von Solaranlagen für Unternehmen, Verwaltungen und Facility Manager ab 100 m²: Wartungsverträge, Mengenrabatte und Protokolle.",
    heading: "Solar- und Dachpflege für Unternehmen",
    intro: [
      "Auf Gewerbe- und Industriedächern bleibt Verschmutzung oft lange unbemerkt, dabei kann sie den Ertrag einer Photovoltaikanlage um bis zu 30 Prozent senken. Wir betreuen Unternehmen, Liegenschaftsverwaltungen und Facility Manager ab 100 m² Modulfläche – mit planbaren Einsätzen, einer festen Ansprechperson und einem Reinigungsprotokoll für jede Anlage, das Sie für Ihre Dokumentation und Ihr Reporting verwenden können.",
      "Mit einem Wartungsvertrag legen wir Reinigungen und Kontrollen verbindlich fest: von einem Jahr mit zwei Reinigungen für 50 bis 500 m² über drei Jahre mit drei bis vier Reinigungen pro Jahr für 500 bis 2'000 m² bis zu Lösungen für Portfolios ab 2'000 m². Ab drei Liegenschaften gewähren wir Mengenrabatte. Wir sind seit 2023 zertifiziert, bis CHF 5 Millionen versichert und verrechnen keine Anfahrtskosten.",
    ],
  },
  lossCalculator: {
    title: "Verlustrechner: Was Verschmutzung Ihre PV-Anlage kostet",
    description:
      "Berechnen Sie, wie viel Ertrag und Geld Verschmutzung Ihre Solaranlage kostet: Leistung, Einspeisevergütung und Standort eingeben, Ergebnis sofort sehen.",
    heading: "Verlustrechner für Ihre Solaranlage",
    intro: [
      "Schmutz auf Solarmodulen kostet jedes Jahr Ertrag – schleichend und meist unbemerkt. Leichte Verschmutzung senkt die Leistung um 5 bis 10 Prozent, starke Verschmutzung um 15 bis 25 Prozent. Mit unserem Verlustrechner schätzen Sie ab, was das für Ihre Anlage bedeutet: Geben Sie die Anlagenleistung in kWp und Ihre Einspeisevergütung in CHF pro kWh ein, in der Schweiz meist zwischen 0.06 und 0.12 CHF/kWh.",
      "Wählen Sie anschliessend den Standort Ihrer Anlage, etwa Wohngebiet, Landwirtschaft, Gewerbe oder die Nähe einer stark befahrenen Strasse, und passen Sie den Verschmutzungsgrad mit dem Schieberegler an. Der Rechner zeigt den jährlichen Ertragsverlust in Franken und kWh sowie mögliche Folgeschäden. Die Werte sind Schätzungen; eine verbindliche Einschätzung erhalten Sie mit einem kostenlosen Angebot.",
    ],
  },
  certificates: {
    title: "Zertifikate, Versicherung und Qualitätsversprechen",
    description:
      "Seit 2023 von einer Solarakademie für die Solarreinigung zertifiziert und haftpflichtversichert bis CHF 5 Millionen: unsere Nachweise und Qualitätsstandards.",
    heading: "Zertifikate und Qualität",
    intro: [
      "Wer Arbeiten auf dem Dach vergibt, soll wissen, mit wem er es zu tun hat. Seit 2023 sind wir von einer Solarakademie für die fachgerechte Reinigung von Photovoltaikanlagen zertifiziert. Die Zertifizierung bezieht sich auf die Solarreinigung; bei Dachreinigung, Dachrinnen und Gründachpflege arbeiten wir mit derselben Sorgfalt, demselben Sicherheitskonzept und derselben Dokumentation, aber ohne separates Zertifikat.",
      "Unsere Betriebshaftpflichtversicherung deckt Schäden bis CHF 5 Millionen. Dazu kommt unser Qualitätsversprechen: Reinigung mit demineralisiertem Wasser ohne Chemie, ein Sicherheitskonzept für jeden Einsatz, ein Reinigungsprotokoll zur Übergabe, transparente Festpreise ohne Anfahrtskosten, eine Antwort innert 24 Stunden und eine Zufriedenheitsgarantie. Auf dieser Seite finden Sie unsere Nachweise im Überblick.",
    ],
  },
  leads: {
    title: "Kostenloses Angebot anfordern – Solar und Dach",
    description:
      "Fordern Sie Ihr kostenloses und unverbindliches Angebot für Solarreinigung, Dachreinigung, Gründachpflege oder Wartung an. Antwort innert 24 Stunden.",
    heading: "Kostenloses Angebot anfordern",
    intro: [
      "Sie möchten wissen, was die Reinigung Ihrer Solaranlage, Ihres Dachs oder die Pflege Ihres Gründachs kostet? Füllen Sie das Formular aus und erhalten Sie ein kostenloses, unverbindliches Angebot. Geben Sie die ungefähre Fläche in Quadratmetern und die gewünschte Leistung an – Solarreinigung, Gründachpflege, Dachreinigung, Wartungsvertrag oder Beratung. Je genauer Ihre Angaben, desto präziser wird das Angebot.",
      "Name, E-Mail-Adresse und Telefonnummer genügen, damit wir Sie erreichen; Firma und Nachricht sind freiwillig. Wir melden uns innert 24 Stunden bei Ihnen und klären offene Punkte, bei Bedarf mit einem Besichtigungstermin. Die Solarreinigung beginnt bei CHF 388 inklusive MWST, Anfahrtskosten verrechnen wir nicht. Ihre Daten verwenden wir ausschliesslich für die Bearbeitung Ihrer Anfrage.",
    ],
  },
  imprint: {
    title: "Impressum – Angaben zum Unternehmen",
    description:
      "Impressum mit Angaben zum Unternehmen, Kontakt, Unternehmens-Identifikationsnummer, Haftungsausschluss, Urheberrecht, Zertifizierung und Versicherung.",
    heading: "Impressum",
    intro: [
      "Verantwortlich für den Inhalt dieser Website ist unser Unternehmen mit Sitz in Basel. Die vollständige Firmenbezeichnung, die Adresse, die Unternehmens-Identifikationsnummer (UID) sowie Telefon und E-Mail finden Sie auf dieser Seite und in der Fusszeile. Unsere Bürozeiten sind Montag bis Freitag von 08:00 bis 17:00 Uhr. Seit 2023 sind wir für die Solarreinigung zertifiziert; unsere Betriebshaftpflichtversicherung deckt Schäden bis CHF 5 Millionen.",
      "Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen jedoch keine Gewähr für deren Richtigkeit, Vollständigkeit und Aktualität. Für die Inhalte verlinkter Websites sind ausschliesslich deren Betreiber verantwortlich. Texte, Bilder und Grafiken dieser Website sind urheberrechtlich geschützt; jede Verwendung ausserhalb der Grenzen des Urheberrechts bedarf unserer vorgängigen schriftlichen Zustimmung.",
    ],
  },
  privacy: {
    title: "Datenschutzerklärung – Umgang mit Ihren Daten",
    description:
      "Welche Daten wir bei Kontaktformular, Offertrechner und Verlustrechner bearbeiten, wie lange wir sie aufbewahren und welche Rechte Sie nach dem DSG haben.",
    heading: "Datenschutzerklärung",
    intro: [
      "Der Schutz Ihrer Personendaten ist uns wichtig. Wir bearbeiten Daten gemäss dem Schweizer Datenschutzgesetz (DSG) und nur, soweit es für unsere Dienstleistungen nötig ist. Über das Kontaktformular erheben wir Name, E-Mail und Nachricht sowie freiwillig Telefonnummer und Firma. Für den Offertrechner benötigen wir Postleitzahl, Dachart, Anlagengrösse und Ihre Kontaktdaten für den Versand der PDF-Offerte. Der Verlustrechner verwendet nur anonymisierte Anlagendaten und Berechnungsparameter.",
      "Anfragen aus dem Kontaktformular bewahren wir 2 Jahre auf, Offertdaten und E-Mails 3 Jahre. Google Analytics setzen wir nur ein, wenn Sie im Cookie-Banner zustimmen; notwendige Cookies braucht die Website für ihren Betrieb. Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten. In den folgenden Abschnitten erfahren Sie im Detail, wie wir mit Ihren Daten umgehen.",
    ],
  },
};

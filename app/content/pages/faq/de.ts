import { siteFacts } from "#app/content/site-facts";
import { faqFacts as f, questionsOf } from "./facts";

const soiling = siteFacts.soilingLossPercent;
const replyHours = siteFacts.replyWithinHours;
import type { FaqPageContent, FaqTopic } from "./types";

const topics: FaqTopic[] = [
  {
    id: "costs",
    title: "Kosten und Offerte",
    items: [
      {
        question: "Was kostet eine Solarreinigung?",
        answer: `Die Basisreinigung gibt es ab ${f.basicChf}, das Premium-Paket ab ${f.premiumChf}; es umfasst zusätzlich eine Inspektion Ihrer Anlage und einen Inspektionsbericht mit Empfehlungen für Wartung und Reparaturen. Zu beiden Preisen kommen der Preis pro m², der Zu- oder Abschlag für die Dachart und ${f.vatComma} % MWST. Was die Basisreinigung Ihrer Anlage genau kostet, inklusive MWST, sehen Sie in zwei Minuten mit unserem [Offertrechner](page:prices): Postleitzahl, Dachart und Grösse genügen. Das Premium-Paket offerieren wir Ihnen auf Anfrage.`,
      },
      {
        question: "Wie setzt sich der Preis zusammen?",
        answer: `Der Preis besteht aus einer Grundpauschale von ${f.fixedCostChf} und einem Flächenpreis pro Quadratmeter, der mit zunehmender Fläche sinkt: bis ${f.firstTierUpToM2} m² sind es ${f.firstTierChf} pro m², über ${f.lastTierFromM2} m² noch ${f.lastTierChf} pro m². Gegenüber einem Ziegeldach ist die Reinigung auf einem Flachdach ${f.flatRoofPercent} % günstiger und auf einem Blechdach ${f.metalRoofPercent} % teurer. Dazu kommen ${f.vatComma} % MWST. Eine Anlage mit ${f.exampleAreaM2} m² auf einem Ziegeldach kostet so rund ${f.exampleChf} inklusive MWST.`,
      },
      {
        question: "Verrechnen Sie Anfahrtskosten oder Zuschläge?",
        answer:
          "Nein. Anfahrtskosten verrechnen wir nicht, und zum Preis Ihrer Offerte kommen keine Zuschläge dazu. Eine Sichtkontrolle der Anlage, die Dokumentation allfälliger Mängel und auf Wunsch die Vermittlung eines Partnerbetriebs für Reparaturen sind bei jeder Reinigung inbegriffen.",
      },
      {
        question: "Was passiert, wenn ich mit dem Ergebnis nicht zufrieden bin?",
        answer:
          "Dafür gibt es unsere Zufriedenheitsgarantie: Entspricht das Ergebnis nicht Ihren Erwartungen, melden Sie sich bei uns. Wir schauen uns die Anlage an und reinigen die beanstandeten Stellen kostenlos nach.",
      },
    ],
  },
  {
    id: "cleaning",
    title: "Reinigung und Methode",
    items: [
      {
        question: "Wie oft sollte ich meine Solaranlage reinigen lassen?",
        answer:
          "Wir empfehlen, die Anlage alle ein bis zwei Jahre reinigen und dabei kontrollieren zu lassen. In der Nähe von Landwirtschaft, Bäumen oder stark befahrenen Strassen verschmutzen Module schneller; dort lohnt sich oft eine jährliche Reinigung. Mehr dazu auf der Seite [Solarreinigung](page:solar).",
      },
      {
        question: "Womit reinigen Sie die Module?",
        answer:
          "Ausschliesslich mit demineralisiertem Wasser und weichen Bürsten, ohne Chemie. Demineralisiertes Wasser löst Staub, Pollen und Vogelkot, trocknet ohne Kalkflecken ab und hinterlässt keine Rückstände auf den Modulen, in der Dachrinne oder im Garten.",
      },
      {
        question: "Reinigen Sie mit Hochdruck?",
        answer:
          "Nein. Hochdruck kann Dichtungen, Rahmen und die Antireflexbeschichtung der Module beschädigen. Wir reinigen die Module mit Niederdruck und weichen Bürsten und halten uns an die Reinigungsvorgaben der Modulhersteller.",
      },
      {
        question: "Setzen Sie Roboter und Drohnen ein?",
        answer:
          "Ja, wo es sinnvoll ist. Auf grossen Flachdächern von Gewerbe- und Industriebauten reinigen Roboter die Modulreihen gleichmässig und schnell. Drohnen setzen wir nur für die Kontrolle und Dokumentation schwer zugänglicher Dächer ein und fliegen sie nach den Regeln des Bundesamts für Zivilluftfahrt (BAZL). Auf Einfamilienhäusern reinigt meist unser Team von Hand.",
      },
      {
        question: "Wie viel Mehrertrag bringt eine Reinigung?",
        answer: `Leichte Verschmutzung kostet eine Anlage ${soiling.light.from} bis ${soiling.light.to} % ihres Ertrags, starke Verschmutzung ${soiling.heavy.from} bis ${soiling.heavy.to} %. Eine gereinigte Anlage liefert bis zu ${f.yieldUpTo} % mehr Strom als eine verschmutzte. Was das für Ihre Anlage in Franken bedeutet, zeigt Ihnen der [Verlustrechner](page:lossCalculator).`,
      },
    ],
  },
  {
    id: "green-roof",
    title: "Gründach",
    items: [
      {
        question: "Wie oft muss ein Gründach gepflegt werden?",
        answer:
          "Extensive Gründächer mit Sedum, Moosen und Kräutern pflegen wir in der Regel zweimal pro Jahr, im Frühling und im Herbst. Intensive Gründächer mit Stauden, Rasen oder Gehölzen pflegen wir einmal pro Jahreszeit, also viermal pro Jahr; im Winter beschränkt sich der Besuch auf eine Kontrolle, etwa der Abläufe nach Stürmen. Mit einem Wartungsvertrag legen wir die Intervalle nach Bedarf fest.",
      },
      {
        question: "Was gehört zur Gründachpflege?",
        answer:
          "Wir kontrollieren die Vegetation, entfernen unerwünschten Aufwuchs wie Gehölzsämlinge, halten Abläufe, Kiesstreifen und Dachrinnen frei und prüfen die Randbereiche. Bei Bedarf ergänzen wir Substrat, säen nach oder bewässern in Trockenperioden. Alle Leistungen finden Sie unter [Gründachpflege](page:greenRoof).",
      },
      {
        question: "Gilt die zertifizierte Schulung unseres Teams auch für die Gründachpflege?",
        answer: `Nein. Die zertifizierte Schulung, die unser Team ${f.certifiedSince} abgeschlossen hat, bezieht sich ausschliesslich auf die Reinigung von Solaranlagen. Auch bei der Gründachpflege erstellen wir für jeden Einsatz ein Sicherheitskonzept, und Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis CHF ${f.insuranceMillions} Millionen.`,
      },
    ],
  },
  {
    id: "appointments",
    title: "Termine und Sicherheit",
    items: [
      {
        question: "Wie schnell erhalte ich einen Termin?",
        answer: `Auf Ihre Anfrage antworten wir innert ${replyHours} Stunden. Einen Reinigungstermin erhalten Sie meist innert einer bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen. Schreiben Sie uns über das [Kontaktformular](page:contact) oder berechnen Sie direkt Ihre [Sofort-Offerte](page:prices).`,
      },
      {
        question: "Wie lange dauert eine Reinigung, und muss ich dabei sein?",
        answer:
          "Eine Anlage von 50 bis 100 m² reinigen wir in der Regel in zwei bis vier Stunden. Sie müssen nicht zu Hause sein; wir brauchen Zugang zum Dach und einen Wasseranschluss. Nach der Reinigung erhalten Sie ein Reinigungsprotokoll.",
      },
      {
        question: "Sind Sie versichert, falls etwas passiert?",
        answer: `Ja. Schäden, die wir bei der Arbeit verursachen, deckt unsere Betriebshaftpflichtversicherung bis CHF ${f.insuranceMillions} Millionen. Für jeden Einsatz erstellen wir ein Sicherheitskonzept mit Absturzsicherung nach den Regeln der Suva. Unsere Nachweise finden Sie auf der Seite [Zertifikate](page:certificates).`,
      },
    ],
  },
];

export const faqDe = {
  meta: {
    title: "Häufige Fragen zur Solar- und Dachreinigung",
    description: `Antworten auf häufige Fragen: Reinigungsintervalle, Kosten ab ${f.basicChf}, Reinigung ohne Chemie, Dauer des Einsatzes und Versicherungsschutz bis CHF ${f.insuranceMillions} Millionen.`,
  },
  hero: {
    heading: "Häufige Fragen (FAQ)",
    intro: [
      "Hier finden Sie Antworten auf die Fragen, die uns vor einer Reinigung am häufigsten gestellt werden: wie oft eine Solaranlage gereinigt werden sollte, was das kostet, womit wir reinigen, wie lange ein Einsatz dauert und wer für allfällige Schäden aufkommt. Die meisten Antworten betreffen die Solarreinigung, einige die Gründachpflege; zu Dachreinigung und Dachrinnen finden Sie weitere Informationen auf den jeweiligen Seiten.",
      `Ihre Frage ist nicht dabei? Schreiben Sie uns über das Kontaktformular – wir antworten innert ${replyHours} Stunden. Wenn Sie direkt wissen möchten, was die Reinigung Ihrer Anlage kostet, berechnen Sie Ihre Sofort-Offerte: Postleitzahl, Dachart und Grösse genügen, und Sie sehen den Preis inklusive MWST und ohne Anfahrtskosten.`,
    ],
  },
  topics,
  faq: { title: "Themen", items: questionsOf(topics) },
  related: {
    title: "Weiterführende Informationen",
    items: [
      {
        title: "Solarreinigung",
        text: "Ablauf in sechs Schritten, Risiken verschmutzter Module und unser Versicherungsschutz.",
        link: { label: "Zur Solarreinigung", to: { page: "solar" } },
      },
      {
        title: "Gründachpflege",
        text: "Pflegeintervalle für extensive und intensive Gründächer und die Arbeiten je Jahreszeit.",
        link: { label: "Zur Gründachpflege", to: { page: "greenRoof" } },
      },
      {
        title: "Preise und Sofort-Offerte",
        text: "Ihr Preis in zwei Minuten, inklusive MWST und ohne Anfahrtskosten, als PDF-Offerte.",
        link: { label: "Sofort-Offerte starten", to: { page: "prices" } },
      },
    ],
  },
  cta: {
    title: "Ihre Frage war nicht dabei?",
    text: `Schreiben Sie uns – wir antworten innert ${replyHours} Stunden. Oder berechnen Sie gleich Ihre Sofort-Offerte für die Reinigung Ihrer Anlage.`,
    contactButton: { label: "Frage stellen", to: { page: "contact" } },
    quoteButton: { label: "Sofort-Offerte starten", to: { page: "prices" } },
  },
} satisfies FaqPageContent;

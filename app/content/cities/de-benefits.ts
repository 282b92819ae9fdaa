import { siteFacts } from "../site-facts";
import { insurance, priceFrom } from "./de-phrases";

/** Six benefit cards shared by all city pages. */
export const cityBenefits: { title: string; text: string }[] = [
  {
    title: "Demineralisiertes Wasser, keine Chemie",
    text: "Solarmodule reinigen wir ausschliesslich mit demineralisiertem Wasser. Es trocknet ohne Kalkflecken ab, und es gelangen keine Reinigungsmittel ins Dachwasser, in den Garten oder in die Kanalisation.",
  },
  {
    title: `Zertifizierte Schulung seit ${siteFacts.certifiedSince}`,
    text: `Unser Team hat ${siteFacts.certifiedSince} eine zertifizierte Schulung für die Reinigung von Photovoltaikanlagen abgeschlossen. Wir arbeiten nach festen Abläufen – von der Analyse vor Ort bis zur Übergabe.`,
  },
  {
    title: `Versichert bis ${insurance}`,
    text: `Verursachen wir bei der Arbeit einen Schaden an Anlage, Dach oder Gebäude, deckt ihn unsere Betriebshaftpflichtversicherung bis ${insurance}.`,
  },
  {
    title: "Keine Anfahrtskosten",
    text: "Anfahrtskosten verrechnen wir nicht – egal, ob Ihre Anlage mitten in der Stadt, in der Agglomeration oder auf einem Hof auf dem Land steht.",
  },
  {
    title: "Fixpreis mit Sofort-Offerte",
    text: `Mit der Sofort-Offerte berechnen Sie den Fixpreis anhand von Fläche und Dachart in zwei Minuten. Die Solarreinigung gibt es ab ${priceFrom} zuzüglich Flächenpreis und MWST; die Offerte zeigt den Gesamtbetrag inklusive MWST, ohne versteckte Zuschläge.`,
  },
  {
    title: "Dokumentation mit Fotos",
    text: "Nach jeder Reinigung erhalten Sie ein Reinigungsprotokoll mit Vorher-nachher-Fotos und Hinweisen auf allfällige Schäden an Modulen, Rahmen oder Verkabelung.",
  },
];

import type { Lang } from "../../app/lib/i18n";

/**
 * The assistant's own sentences per language. Every figure in them is a placeholder filled
 * from the modules (pricing, cities, loss calculator, site facts, configuration): the copy
 * holds words only. Swiss German (ss), Swiss French (vous), Swiss Italian (Lei), British English.
 */
export interface AssistantCopy {
  /** Quote with all three lines: {size} {unit} {roof} {area} then the calculator's own labels. */
  quoteIntro: string;
  quoteAllRoofs: string;
  quoteAskRoof: string;
  quoteNeedSize: string;
  quoteOutOfRange: string;
  calculatorLink: string;
  /** {city} {region} {hours} */
  cityResponse: string;
  /** {city} {hours}: for a city whose region has no name in the answer's language */
  cityResponseNoRegion: string;
  cityPageLink: string;
  contactPageLink: string;
  /** {kwp} {location} {percent} {tariff} */
  lossIntro: string;
  lossLines: { revenue: string; wear: string; damage: string; total: string };
  lossPageLink: string;
  /** Hand-over: {phone} */
  handover: string;
  handoverDiscount: string;
  handoverDate: string;
  handoverPromise: string;
  whatsappLabel: string;
  sourceLabel: string;
  greeting: string;
  hoursRange: Record<"24" | "24-48" | "48-72", string>;
}

export const assistantCopy: Record<Lang, AssistantCopy> = {
  de: {
    quoteIntro: "Für {size} {unit} auf einem {roof} ({area} m² Reinigungsfläche) kostet die Reinigung:",
    quoteAllRoofs: "Für {size} {unit} ({area} m² Reinigungsfläche) kostet die Reinigung inkl. MWST je nach Dachart:",
    quoteAskRoof: "Nennen Sie mir die Dachart, dann schlüssle ich Netto, MWST und Total auf.",
    quoteNeedSize:
      "Der Preis setzt sich aus der Grundpauschale von {fixed} und einem Preis pro m² zusammen, der mit der Fläche sinkt; Flachdächer sind günstiger, Blechdächer etwas teurer, und dazu kommt die MWST. Nennen Sie mir die Grösse Ihrer Anlage (m², kWp oder Anzahl Module) und die Dachart, dann rechne ich Ihnen den Preis aus.",
    quoteOutOfRange:
      "Der Offertrechner rechnet Grössen von 1 bis {max}. Für diese Anlage erstellen wir Ihnen gern eine persönliche Offerte.",
    calculatorLink: "Sofort-Offerte starten",
    cityResponse:
      "In {city} ({region}) sind wir für Sie im Einsatz; in dringenden Fällen ist unser Team {hours} bei Ihnen vor Ort.",
    cityResponseNoRegion:
      "In {city} sind wir für Sie im Einsatz; in dringenden Fällen ist unser Team {hours} bei Ihnen vor Ort.",
    cityPageLink: "Solarreinigung {city}",
    contactPageLink: "Kontakt",
    lossIntro:
      "Eine Anlage mit {kwp} kWp ({location}, {percent} % Ertragsverlust durch Verschmutzung) verliert pro Jahr ungefähr (Einspeisevergütung {tariff} pro kWh):",
    lossLines: {
      revenue: "Ertragsverlust",
      wear: "Verschleiss",
      damage: "Schäden durch Verschmutzung",
      total: "Gesamtverlust pro Jahr",
    },
    lossPageLink: "Verlustrechner",
    handover:
      "Das kann ich Ihnen hier leider nicht verlässlich beantworten. Unser Team hilft Ihnen gern persönlich weiter: Telefon {phone}, WhatsApp oder über das Kontaktformular.",
    handoverDiscount:
      "Rabatte und Sonderkonditionen bespricht unser Team gern persönlich mit Ihnen: Telefon {phone}, WhatsApp oder über das Kontaktformular.",
    handoverDate:
      "Termine vereinbart unser Team direkt mit Ihnen; ein Datum kann ich hier nicht zusagen. Rufen Sie uns an unter {phone}, schreiben Sie uns auf WhatsApp oder über das Kontaktformular.",
    handoverPromise:
      "Zusagen und Garantien kann ich hier nicht geben; das bespricht unser Team gern persönlich mit Ihnen: Telefon {phone}, WhatsApp oder über das Kontaktformular.",
    whatsappLabel: "WhatsApp",
    sourceLabel: "Mehr dazu",
    greeting:
      "Grüezi! Fragen Sie mich zu Preisen, Reinigung, Einsatzgebiet oder Ablauf – oder nennen Sie mir Grösse und Dachart Ihrer Anlage für einen Preis.",
    hoursRange: { "24": "innert 24 Stunden", "24-48": "innert 24 bis 48 Stunden", "48-72": "innert 48 bis 72 Stunden" },
  },
  fr: {
    quoteIntro: "Pour {size} {unit} sur un {roof} ({area} m² à nettoyer), le nettoyage coûte:",
    quoteAllRoofs:
      "Pour {size} {unit} ({area} m² à nettoyer), le nettoyage coûte, TVA comprise, selon le type de toit:",
    quoteAskRoof: "Indiquez-moi le type de toit et je vous détaille le montant net, la TVA et le total.",
    quoteNeedSize:
      "Le prix se compose d’un forfait de base de {fixed} et d’un prix au m² qui baisse à mesure que la surface augmente; les toits plats reviennent moins cher, les toits en tôle un peu plus. Indiquez-moi la taille de votre installation (m², kWc ou nombre de modules) et le type de toit: je vous calcule le prix.",
    quoteOutOfRange:
      "Le calculateur accepte des tailles de 1 à {max}. Pour cette installation, nous vous établissons volontiers un devis personnalisé.",
    calculatorLink: "Calculer mon devis",
    cityResponse: "Nous intervenons à {city} ({region}). {hours}.",
    cityResponseNoRegion: "Nous intervenons à {city}. {hours}.",
    cityPageLink: "{city} (page en allemand)",
    contactPageLink: "Contact",
    lossIntro:
      "Une installation de {kwp} kWc ({location}, {percent} % d’encrassement) perd chaque année environ (tarif de reprise de {tariff} par kWh):",
    lossLines: {
      revenue: "Perte de rendement",
      wear: "Usure",
      damage: "Dommages dus à l’encrassement",
      total: "Perte par an",
    },
    lossPageLink: "Calculateur de pertes",
    handover:
      "Je ne peux malheureusement pas vous répondre de manière fiable ici. Notre équipe vous aide volontiers personnellement: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
    handoverDiscount:
      "Notre équipe discute volontiers avec vous des rabais et des conditions particulières: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
    handoverDate:
      "Notre équipe fixe les rendez-vous directement avec vous; je ne peux pas vous promettre de date ici. Appelez-nous au {phone}, écrivez-nous sur WhatsApp ou via le formulaire de contact.",
    handoverPromise:
      "Je ne peux pas vous faire de promesse ni vous donner de garantie ici; notre équipe en discute volontiers avec vous: par téléphone au {phone}, sur WhatsApp ou via le formulaire de contact.",
    whatsappLabel: "WhatsApp",
    sourceLabel: "En savoir plus",
    greeting:
      "Bonjour! Posez-moi vos questions sur les prix, le nettoyage, nos régions ou le déroulement – ou indiquez-moi la taille de votre installation et le type de toit pour obtenir un prix.",
    hoursRange: {
      "24": "Délai d’intervention en cas d’urgence: 24 heures",
      "24-48": "Délai d’intervention en cas d’urgence: 24 à 48 heures",
      "48-72": "Délai d’intervention en cas d’urgence: 48 à 72 heures",
    },
  },
  it: {
    quoteIntro: "Per {size} {unit} su un {roof} ({area} m² da pulire) la pulizia costa:",
    quoteAllRoofs: "Per {size} {unit} ({area} m² da pulire) la pulizia costa, IVA inclusa, secondo il tipo di tetto:",
    quoteAskRoof: "Mi indichi il tipo di tetto e Le indico importo netto, IVA e totale.",
    quoteNeedSize:
      "Il prezzo si compone di un forfait di base di {fixed} e di un prezzo al m² che scende con l’aumentare della superficie; i tetti piani costano meno, quelli in lamiera un po’ di più. Mi indichi la dimensione del Suo impianto (m², kWp o numero di moduli) e il tipo di tetto: Le calcolo il prezzo.",
    quoteOutOfRange:
      "Il calcolatore accetta dimensioni da 1 a {max}. Per questo impianto Le prepariamo un preventivo personalizzato.",
    calculatorLink: "Calcoli il preventivo",
    cityResponse:
      "Interveniamo a {city} ({region}). Tempo d’intervento in caso d’urgenza: un nostro team può essere da Lei {hours}.",
    cityResponseNoRegion:
      "Interveniamo a {city}. Tempo d’intervento in caso d’urgenza: un nostro team può essere da Lei {hours}.",
    cityPageLink: "{city} (pagina in tedesco)",
    contactPageLink: "Contatto",
    lossIntro:
      "Un impianto di {kwp} kWp ({location}, {percent} % di perdita di rendimento dovuta allo sporco) perde ogni anno circa (tariffa di ripresa {tariff} per kWh):",
    lossLines: {
      revenue: "Perdita di rendimento",
      wear: "Usura",
      damage: "Danni dovuti allo sporco",
      total: "Totale annuo",
    },
    lossPageLink: "Calcolatore delle perdite",
    handover:
      "Purtroppo qui non posso risponderLe in modo affidabile. Il nostro team è a Sua disposizione: telefono {phone}, WhatsApp o modulo di contatto.",
    handoverDiscount:
      "Per sconti e condizioni particolari si rivolga al nostro team: telefono {phone}, WhatsApp o modulo di contatto.",
    handoverDate:
      "Il nostro team fissa gli appuntamenti direttamente con Lei; qui non posso garantirLe una data. Ci chiami al {phone}, ci scriva su WhatsApp o tramite il modulo di contatto.",
    handoverPromise:
      "Qui non posso fare promesse né dare garanzie; ne parli con il nostro team: telefono {phone}, WhatsApp o modulo di contatto.",
    whatsappLabel: "WhatsApp",
    sourceLabel: "Maggiori informazioni",
    greeting:
      "Buongiorno! Mi chieda di prezzi, pulizia, regioni servite o svolgimento – oppure mi indichi dimensione e tipo di tetto del Suo impianto per un prezzo.",
    hoursRange: { "24": "entro 24 ore", "24-48": "entro 24–48 ore", "48-72": "entro 48–72 ore" },
  },
  en: {
    quoteIntro: "For {size} {unit} on a {roof} ({area} m² to clean), the cleaning costs:",
    quoteAllRoofs: "For {size} {unit} ({area} m² to clean), the cleaning costs, VAT included, by roof type:",
    quoteAskRoof: "Tell me the roof type and I will break it down into net, VAT and total.",
    quoteNeedSize:
      "The price is a base charge of {fixed} plus a rate per m² that falls as the area grows; flat roofs cost less, metal roofs a little more. Tell me the size of your system (m², kWp or number of panels) and the roof type and I will work out the price.",
    quoteOutOfRange:
      "The calculator takes sizes from 1 to {max}. For a system this size, we’ll be happy to prepare a personal quote.",
    calculatorLink: "Get an instant quote",
    cityResponse: "We work in {city} ({region}). Call-out time: in urgent cases, a team can be with you {hours}.",
    cityResponseNoRegion: "We work in {city}. Call-out time: in urgent cases, a team can be with you {hours}.",
    cityPageLink: "{city} page (in German)",
    contactPageLink: "Contact",
    lossIntro:
      "A {kwp} kWp system ({location}, {percent}% soiling) loses roughly this much per year (feed-in tariff {tariff} per kWh):",
    lossLines: { revenue: "Lost revenue", wear: "Wear", damage: "Damage from soiling", total: "Total per year" },
    lossPageLink: "Loss calculator",
    handover:
      "I’m afraid I can’t give you a reliable answer to that here. Our team will be happy to help you personally: call us on {phone}, message us on WhatsApp or send us an e-mail.",
    handoverDiscount:
      "Our team will be happy to discuss discounts and special terms with you personally: call us on {phone}, message us on WhatsApp or send us an e-mail.",
    handoverDate:
      "Our team arranges appointments with you directly; I can’t promise a date here. Call us on {phone}, message us on WhatsApp or send us an e-mail.",
    handoverPromise:
      "I can’t make promises or give guarantees here, but our team can discuss this with you: call us on {phone}, message us on WhatsApp or send us an e-mail.",
    whatsappLabel: "WhatsApp",
    sourceLabel: "Read more",
    greeting:
      "Hello! Ask me about prices, cleaning, the areas we cover or how it works – or tell me the size and roof type of your system for a price.",
    hoursRange: { "24": "within 24 hours", "24-48": "within 24 to 48 hours", "48-72": "within 48 to 72 hours" },
  },
};

/** Fills "{name}" placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

import { ownRegions } from "#app/content/cities";
import { VAT_RATE } from "#app/domain/pricing";
import { formatDecimal } from "#app/lib/format";
import { italianCount, italianServiceArea } from "#app/content/phrasing/it";
import { homeFacts } from "../home/facts";
import { siteFacts } from "#app/content/site-facts";
import type { RegionalContactContent } from "./types";

const hours = siteFacts.hours;
const reply = `entro ${siteFacts.replyWithinHours} ore`;
const vat = formatDecimal(VAT_RATE * 100, "it", 1);

/**
 * /it/contatto (spec 2): like the French page, with the three zones of Ticino, the office hours
 * (phone included) and the reply time of the site facts, and the e-mail for emergencies.
 * The route adds structured contact data covering the Ticino cities.
 */
export const contactIt = {
  meta: {
    title: "Contatto: consulenza e preventivo per la pulizia",
    description: `Ci contatti per una consulenza o un preventivo per la pulizia di impianti fotovoltaici, tetti o tetti verdi. Risposta ${reply}, lun–ven ${hours.opens}–${hours.closes}.`,
  },
  hero: {
    heading: "Ci contatti",
    intro: [
      `Desidera far pulire il Suo impianto fotovoltaico, affidarci la manutenzione del Suo tetto verde o ricevere un consiglio? Ci chiami dal lunedì al venerdì, dalle ${hours.opens} alle ${hours.closes}, o ci scriva un’e-mail: Le rispondiamo ${reply}. Per un preventivo preciso ci indichi il numero postale, il tipo di tetto e la dimensione approssimativa dell’impianto in kWp, in numero di moduli o in metri quadrati.`,
      `${italianServiceArea} In Ticino interveniamo in tre zone: nel Sottoceneri (Lugano, Mendrisio, Chiasso, Balerna), nel Bellinzonese e Locarnese (Bellinzona, Locarno, Ascona, Tenero) e nelle Tre Valli (Biasca, Airolo, Faido, Acquarossa). Per tutti i lavori la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} milioni. Per le urgenze, per esempio dopo una tempesta, ci invii un’e-mail con la parola NOTFALL («emergenza» in tedesco) nell’oggetto: così riconosciamo subito l’urgenza e trattiamo il messaggio con priorità.`,
    ],
  },
  variant: "regional",
  callButton: "Ci chiami",
  emailButton: "Ci scriva",
  cards: {
    title: "I nostri recapiti",
    phone: {
      title: "Telefono",
      text: `Dal lunedì al venerdì, dalle ${hours.opens} alle ${hours.closes}: ci chiami pure, siamo a Sua disposizione. Per una consulenza approfondita fissiamo insieme un appuntamento.`,
    },
    email: {
      title: "E-mail",
      text: `Ci scriva quando vuole: Le rispondiamo ${reply}. Per le urgenze scriva nell’oggetto la parola NOTFALL («emergenza» in tedesco): così riconosciamo subito l’urgenza.`,
    },
    office: {
      title: "Sede a Basilea",
      text: "Dalla nostra sede di Basilea organizziamo gli interventi in tutta la Svizzera, Ticino compreso, senza costi di trasferta.",
      hours: `Lun–ven ${hours.opens}–${hours.closes}`,
    },
  },
  form: {
    id: "modulo",
    title: "Ci scriva",
    intro:
      "Ci descriva brevemente la Sua richiesta: tipo e dimensione dell’impianto, tipo di tetto e località. Più precisi sono i dati, più precisi saranno la nostra risposta e il nostro preventivo.",
    response: `Risposta ${reply}`,
  },
  area: {
    title: "Dove interveniamo in Ticino",
    intro:
      "Puliamo impianti fotovoltaici e tetti e ci occupiamo della manutenzione dei tetti verdi in tre zone del Ticino. La Sua località non è nell’elenco? Interveniamo anche da Lei, senza costi di trasferta: ci contatti.",
    regions: ownRegions("it").map((region) => ({ name: region.name, cities: region.cities })),
  },
  services: {
    title: "I nostri servizi",
    intro: "Tre ambiti in cui interveniamo per privati, amministrazioni immobiliari e aziende.",
    items: [
      {
        title: "Pulizia di impianti fotovoltaici",
        description:
          "I moduli puliti producono di più: puliamo il Suo impianto con delicatezza, con acqua demineralizzata e senza prodotti chimici.",
        benefits: [
          `Fino al ${siteFacts.yieldGainUpToPercent} % di rendimento in più`,
          "Spazzole morbide, nessun prodotto chimico",
          "Rapporto di pulizia alla consegna",
        ],
        link: { label: "Scopra la pulizia di impianti fotovoltaici", to: { page: "solar" } },
      },
      {
        title: "Manutenzione dei tetti verdi",
        description:
          "Rimozione delle piante infestanti, controllo degli scarichi e interventi stagionali: il Suo tetto verde resta sano, impermeabile e in ordine tutto l’anno.",
        benefits: [
          "Tetti verdi estensivi e intensivi",
          "Controllo di scarichi e bordi",
          "Contratti di manutenzione su misura",
        ],
        link: { label: "Scopra la manutenzione dei tetti verdi", to: { page: "greenRoof" } },
      },
      {
        title: "Pulizia di tetti e grondaie",
        description:
          "Muschi, alghe e foglie danneggiano il tetto e intasano le grondaie. Li rimuoviamo con cura, a bassa pressione.",
        benefits: [
          "Pulizia a bassa pressione, senza danneggiare le tegole",
          "Grondaie e pluviali liberi",
          "Foto prima e dopo l’intervento",
        ],
        link: { label: "Richieda un preventivo", anchor: "modulo" },
      },
    ],
  },
  reasons: {
    title: "Perché sceglierci",
    items: [
      {
        title: `Formazione certificata nel ${siteFacts.certifiedSince}`,
        description:
          "Il nostro team ha completato una formazione certificata per la pulizia professionale di impianti fotovoltaici.",
      },
      {
        title: `Responsabilità civile fino a CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} milioni`,
        description: `La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} milioni, sul tetto come sui moduli.`,
      },
      {
        title: "Moduli puliti senza prodotti chimici",
        description:
          "Sui moduli usiamo solo acqua demineralizzata: nessun residuo sul vetro, nessun detergente nell’acqua che defluisce dal tetto.",
      },
      {
        title: "Prezzo fisso in tutto il Ticino",
        description: "Un prezzo fisso nel preventivo e nessun costo di trasferta, da Chiasso ad Airolo.",
      },
    ],
  },
  faq: {
    title: "Domande frequenti",
    items: [
      {
        question: "In quali zone del Ticino intervenite?",
        answer:
          "Nel Sottoceneri (Lugano, Mendrisio, Chiasso, Balerna), nel Bellinzonese e Locarnese (Bellinzona, Locarno, Ascona, Tenero) e nelle Tre Valli (Biasca, Airolo, Faido, Acquarossa), come pure nei comuni vicini. Per altre località non esiti a contattarci: lavoriamo in tutta la Svizzera, senza costi di trasferta.",
      },
      {
        question: "Quanto costa una pulizia?",
        answer: `La pulizia di base di un impianto fotovoltaico parte da CHF ${siteFacts.priceFromChf}, a cui si aggiungono il prezzo al m² della superficie, l’adeguamento per il tipo di tetto e l’IVA dell’${vat} %; il preventivo indica il totale IVA inclusa, senza costi di trasferta. Il pacchetto Premium con ispezione parte da CHF ${siteFacts.premiumPriceChf}, anch’esso più il prezzo al m² e l’IVA, e per questo pacchetto Le prepariamo un preventivo su richiesta. Con il nostro calcolatore del preventivo vede in ${italianCount(homeFacts.quoteMinutes)} minuti il prezzo fisso della pulizia di base.`,
      },
      {
        question: "Quali dati servono per un preventivo?",
        answer:
          "Ci indichi il numero postale, il tipo di tetto (tegole, tetto piano o lamiera) e la dimensione approssimativa dell’impianto in kWp, in numero di moduli o in metri quadrati. Anche alcune foto ci aiutano, ma non sono indispensabili.",
      },
      {
        question: "In quanto tempo può avvenire l’intervento?",
        answer: `Rispondiamo a ogni richiesta ${reply}. Di regola un appuntamento è possibile entro 1–2 settimane, in alta stagione entro 3–4 settimane.`,
      },
      {
        question: "Devo essere a casa durante la pulizia?",
        answer:
          "No, non deve essere a casa: ci servono l’accesso al tetto e un allacciamento idrico; un allacciamento elettrico è utile, ma non indispensabile. Alla fine riceve un rapporto di pulizia con le nostre osservazioni.",
      },
    ],
  },
  cta: {
    title: "Vuole far pulire il Suo impianto?",
    text: `Ci chiami o ci scriva: ${reply} riceve una risposta e, se lo desidera, un preventivo a prezzo fisso senza impegno.`,
  },
} satisfies RegionalContactContent;

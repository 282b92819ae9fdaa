import { italianCount } from "#app/content/phrasing/it";
import { ROOF_FACTORS } from "#app/domain/pricing";
import { siteFacts } from "#app/content/site-facts";
import { homeFacts } from "../home/facts";
import { priceFacts as p } from "./facts";
import type { PricesContent } from "./types";

/** "due minuti": how long the quote calculator takes. */
const minutes = `${italianCount(homeFacts.quoteMinutes)} minuti`;
/** How much a flat roof lowers and a metal roof raises the net amount, in per cent. */
const flatRoofPercent = Math.round((1 - ROOF_FACTORS.flachdach) * 100);
const metalRoofPercent = Math.round((ROOF_FACTORS.blechdach - 1) * 100);

export const pricesIt = {
  meta: {
    title: "Prezzi e preventivo per la pulizia di impianti fotovoltaici",
    description: `Pulizia di base da ${p.basicChf}, pacchetto Premium con ispezione da ${p.premiumChf}, più il prezzo al m² e l’IVA, senza costi di trasferta. Calcoli in ${minutes} il preventivo per la pulizia di base.`,
  },
  hero: {
    heading: "Prezzi e preventivo",
    intro: [
      `Con il nostro calcolatore vede in ${minutes} quanto costa la pulizia di base del Suo impianto fotovoltaico. Inserisca il numero postale, il tipo di tetto e la dimensione dell’impianto, in metri quadrati, in kWp o in numero di moduli. Il prezzo si compone di un forfait di base e di un prezzo al metro quadrato che diminuisce con l’aumentare della superficie; su un tetto piano l’importo netto diminuisce del ${flatRoofPercent} %, su un tetto in lamiera aumenta del ${metalRoofPercent} %. All’importo netto si aggiunge l’IVA dell’${p.vatPercentComma} %: il preventivo indica il totale IVA inclusa, senza costi di trasferta.`,
      `La pulizia di base parte da ${p.basicChf}, il pacchetto Premium da ${p.premiumChf}: comprende in più un’ispezione del Suo impianto, e per questo pacchetto Le prepariamo un preventivo su richiesta. Ogni pulizia include un controllo visivo, la documentazione di eventuali difetti e, se lo desidera, il contatto con un’azienda partner per le riparazioni. Riceve il preventivo in PDF; alle Sue domande rispondiamo entro ${siteFacts.replyWithinHours} ore, anche su WhatsApp.`,
    ],
  },
  packages: {
    title: "I nostri pacchetti",
    intro: `I due importi sono prezzi di partenza: vi si aggiunge il prezzo al m² della superficie, e il Suo preventivo indica il totale, IVA dell’${p.vatPercentComma} % inclusa. Il calcolatore online indica il prezzo della pulizia di base; per il pacchetto Premium Le prepariamo un preventivo su richiesta. Nessun costo di trasferta, in tutta la Svizzera.`,
    highlightLabel: "Consigliato",
    priceFromLabel: "da",
    items: [
      {
        name: "Pulizia di base",
        priceChf: p.basic,
        text: "La pulizia delicata del Suo impianto fotovoltaico con acqua demineralizzata, senza prodotti chimici, con spazzole morbide e bassa pressione.",
        features: [
          "Pulizia di tutti i moduli con acqua demineralizzata",
          "Controllo visivo e documentazione fotografica",
          "Rapporto di pulizia a fine intervento",
        ],
        highlight: false,
      },
      {
        name: "Pacchetto Premium",
        priceChf: p.premium,
        text: "La pulizia di base con in più un’ispezione dell’impianto: controlliamo moduli, telai, posa dei cavi e fissaggi.",
        features: [
          "Tutte le prestazioni della pulizia di base",
          "Ispezione di moduli, telai e fissaggi",
          "Rapporto d’ispezione con raccomandazioni per manutenzione e riparazioni",
        ],
        highlight: true,
      },
    ],
  },
  included: {
    title: "Incluso in ogni pulizia",
    intro: "Tre prestazioni che non paga a parte:",
    items: [
      {
        title: "Controllo visivo",
        text: "Durante la pulizia esaminiamo a vista ogni modulo alla ricerca di crepe, fissaggi allentati e scolorimenti che possono indicare un hotspot (surriscaldamento localizzato).",
        mark: "1",
      },
      {
        title: "Documentazione dei difetti",
        text: "Annotiamo nel rapporto di pulizia, con foto e posizione, tutto ciò che notiamo: una prova utile per l’assicurazione e la garanzia.",
        mark: "2",
      },
      {
        title: "Riparazione tramite partner",
        text: "Se serve una riparazione, su richiesta Le indichiamo un’azienda partner qualificata della Sua regione.",
        mark: "3",
      },
    ],
  },
  packageNote: {
    title: "Buono a sapersi",
    items: [
      `Il prezzo dipende dalla superficie: al forfait di base di ${p.fixedCostChf} si aggiunge un prezzo al m² che diminuisce con l’aumentare della superficie.`,
      "I tetti piani costano meno, quelli in lamiera richiedono un po’ più di lavoro; il calcolatore tiene conto automaticamente del tipo di tetto.",
      "Per più immobili e pulizie regolari offriamo contratti di manutenzione con sconti di quantità.",
    ],
    b2bLink: { label: "Contratti di manutenzione per aziende", to: { page: "b2b" } },
  },
  whatsapp: {
    title: "Preferisce scriverci?",
    text: "Ci invii una foto del Suo impianto su WhatsApp: Le rispondiamo con una prima valutazione e un prezzo indicativo.",
    button: "Ci scriva su WhatsApp",
  },
  cta: {
    title: "Domande sul Suo preventivo?",
    text: `Ci chiami dal lunedì al venerdì, dalle ${siteFacts.hours.opens} alle ${siteFacts.hours.closes}, o ci scriva: siamo a Sua disposizione per una consulenza e Le rispondiamo entro ${siteFacts.replyWithinHours} ore.`,
    contactButton: { label: "Ci contatti", to: { page: "contact" } },
    faqButton: { label: "Consulti le domande frequenti", to: { page: "faq" } },
  },
} satisfies PricesContent;

import { findLossLocation } from "../../../../features/loss-calculator/locations";
import { SOILING_MIN, SYSTEM_COST_CHF_PER_KWP, YIELD_KWH_PER_KWP } from "../../../../features/loss-calculator/loss";
import { formatNumber } from "../../../../lib/format";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";
import { chf, kwh, lossScenarioResults, scenarioTableRows } from "./scenarios";

const results = lossScenarioResults();
/** The loss calculator's assumptions: "1'000 kWh" per kWp and year, "CHF 1'500" per kWp. */
const yieldPerKwp = `${formatNumber(YIELD_KWH_PER_KWP)} kWh`;
const costPerKwp = chf(SYSTEM_COST_CHF_PER_KWP);
const { house, business, farm } = results;
const scenarioLabel = {
  house: "Casa unifamiliare in zona residenziale",
  business: "Tetto commerciale lungo una strada principale",
  farm: "Azienda agricola con stalla",
} as const;

/** The loss guide in Italian, for readers in Ticino; its scenarios come from scenarios.ts. */
export const lossGuideIt = {
  title: "Calcolatore delle perdite: quanto Le costa lo sporco sui moduli",
  description:
    "Passo dopo passo: come usare il nostro calcolatore delle perdite, quali dati preparare e come interpretare i risultati per il Suo impianto fotovoltaico.",
  excerpt:
    "Potenza, tariffa di ripresa, ubicazione: bastano tre dati per stimare quanto Le costa ogni anno lo sporco sui moduli. La nostra guida La accompagna nel calcolo.",
  author: "Marco Keller, pulizia di impianti fotovoltaici",
  date: "2026-02-03",
  readTimeMinutes: 5,
  category: "Guida",
  tags: ["Calcolatore delle perdite", "Rendimento", "Tariffa di ripresa", "Pulizia di impianti fotovoltaici"],
  intro: [
    "La maggior parte dei proprietari sa che lo sporco riduce il rendimento dei moduli, ma pochi sanno quantificare la perdita per il proprio impianto. Per questo abbiamo sviluppato il nostro calcolatore delle perdite. Bastano tre dati: la potenza dell’impianto in kWp, la tariffa di ripresa in CHF per kWh, in Svizzera di solito tra CHF 0.06 e CHF 0.12 per kWh, e l’ubicazione, per esempio una zona residenziale, agricola o artigianale oppure una strada molto trafficata.",
    "In questa guida percorriamo il calcolatore passo dopo passo, presentiamo scenari di esempio e spieghiamo come si ottengono i risultati: perdita di rendimento in franchi e in kWh, grado di sporco e possibili danni all’impianto. Un esempio per iniziare: un impianto di 50 kWp che a causa dello sporco perde l’8 % di rendimento rinuncia a circa CHF 320 di ricavi all’anno con una tariffa di ripresa di CHF 0.08 per kWh, senza contare gli eventuali danni.",
  ],

  imageAlt:
    "Illustrazione: moduli solari al sole, uno smartphone con un calcolatore, un grafico e dei cursori, e una pila di monete in franchi",
  blocks: [
    { type: "h2", text: "Che cosa calcola per Lei il calcolatore delle perdite" },
    {
      type: "p",
      text: `Il [calcolatore delle perdite](page:lossCalculator) stima quanto rendimento e quanto denaro costa ogni anno un impianto fotovoltaico sporco. Parte da una produzione annua di ${yieldPerKwp} per kWp, come è usuale sull’Altopiano svizzero, e da un valore dell’impianto di ${costPerKwp} per kWp. Ne ricava la produzione attesa, il valore dell’impianto, la perdita di rendimento dovuta allo sporco e i costi dei danni causati da usura e hotspot. Il calcolatore presuppone che la produzione diminuisca nella stessa misura in cui aumenta il grado di sporco: con un grado di sporco del 20 % considera una produzione inferiore del 20 %.`,
    },
    {
      type: "p",
      text: "Tutti i valori sono annui e calcolati in modo semplificato. In Ticino, dove il sole è più generoso, la produzione reale del Suo impianto può superare il valore di calcolo, e con essa anche la perdita effettiva. I risultati non sostituiscono una misurazione sul posto, ma Le danno un’indicazione per capire se una pulizia conviene per il Suo impianto.",
    },

    { type: "h2", text: "Come procedere passo dopo passo" },
    {
      type: "ol",
      items: [
        "Inserisca la potenza dell’impianto in kWp: la trova sulla scheda tecnica, sulla fattura dell’installatore o nel portale dell’inverter, per esempio 50 kWp.",
        "Indichi la tariffa di ripresa in CHF per kWh: in Svizzera, a seconda del gestore di rete, si situa di solito tra CHF 0.06 e CHF 0.12 per kWh; la trova sul conteggio della Sua azienda elettrica. Chi consuma in proprio gran parte della corrente fa meglio a inserire il prezzo che paga per l’elettricità.",
        "Scelga l’ubicazione: zona residenziale, vicinanza ad aziende agricole, zona artigianale o industriale oppure strada molto trafficata. Ogni ubicazione parte da un grado di sporco tipico.",
        "Regoli il grado di sporco con il cursore, tra il 15 e il 90 %: strati di polvere visibili, muschio sui telai o escrementi di uccelli su più moduli indicano un valore più alto. Lo stesso vale se sui moduli vede il velo giallo del polline di castagno o i residui di un episodio di polvere sahariana.",
        "Legga il risultato: il calcolatore mostra la perdita totale annua, la perdita dovuta allo sporco, i costi dei danni, i kilowattora persi, la produzione attesa e il valore dell’impianto.",
      ],
    },

    { type: "h2", text: "Tre esempi pratici" },
    {
      type: "p",
      text: "Abbiamo calcolato gli scenari seguenti con il calcolatore delle perdite. Così vede quanto dimensioni, ubicazione e sporco influenzano il risultato.",
    },
    {
      type: "table",
      caption: "Perdite annue per scenario",
      head: [
        "Scenario",
        "Potenza",
        "Grado di sporco",
        "Energia persa",
        "Perdita dovuta allo sporco",
        "Costi dei danni",
        "Perdita totale",
      ],
      rows: scenarioTableRows(scenarioLabel, { powerUnit: "kWp", percent: (p) => `${p} %` }),
    },
    {
      type: "p",
      text: `Nella casa unifamiliare, con un grado di sporco del ${house.soilingPercent} %, vanno persi ${kwh(house.result.verlustKwh)} all’anno, pari a ${chf(house.result.verlustFranken)} di ricavi dalla corrente. Il tetto commerciale perde ${kwh(business.result.verlustKwh)}, ovvero ${chf(business.result.verlustFranken)}, l’azienda agricola addirittura ${kwh(farm.result.verlustKwh)}, ovvero ${chf(farm.result.verlustFranken)}. Nei due casi più grandi, la perdita di un solo anno supera già ampiamente il prezzo di partenza di una pulizia, ${chf(siteFacts.priceFromChf)}.`,
    },
    {
      type: "callout",
      title: "Perché contano anche i costi dei danni",
      text: "Lo sporco non costa solo rendimento. Le celle ombreggiate a lungo si scaldano di più (hotspot), mentre muschi e licheni, favoriti dall’umidità vicino ai laghi, intaccano telai e guarnizioni. Il calcolatore ne tiene conto con un tasso di danno che cresce con lo sporco ed è limitato all’8 %, a cui si aggiunge la normale usura annua dell’impianto.",
    },

    { type: "h2", text: "Come leggere correttamente il risultato" },
    {
      type: "ul",
      items: [
        "Se la perdita dovuta allo sporco supera CHF 300 all’anno, una pulizia professionale conviene di regola subito.",
        "Se i costi dei danni aumentano sensibilmente, conviene far controllare anche l’impianto: documentiamo ogni intervento con foto e segnaliamo i moduli che presentano anomalie.",
        "Confronti la produzione attesa calcolata con i valori del Suo inverter. Se la produzione reale si discosta di oltre il 10 %, lo sporco è una causa frequente.",
      ],
    },

    { type: "h2", text: "Differenze regionali" },
    {
      type: "p",
      text: "Nelle città con molto traffico e industria, come [Basilea](page:city:basel) o [Zurigo](page:city:zuerich), si depositano fuliggine fine e polvere che la pioggia non porta via. Nella regione di [Berna](page:city:bern) e in campagna sono il polline, le foglie e l’ammoniaca dell’agricoltura a formare depositi. Il calcolatore ne tiene conto attraverso la scelta dell’ubicazione.",
    },
    {
      type: "p",
      text: "E in Ticino? Qui diversi fattori si sommano: tra la primavera e l’inizio dell’estate il polline di castagni e tigli, gli episodi di polvere sahariana che lasciano sui moduli uno strato color ocra, lungo l’autostrada A2 e nelle zone industriali del Mendrisiotto e del Luganese la fuliggine e l’abrasione degli pneumatici, nel Piano di Magadino la polvere dei campi e delle stalle. Vicino al Ceresio e al Verbano l’umidità favorisce muschi e alghe sui telai, e i forti temporali estivi, invece di lavare i moduli, spesso ridistribuiscono lo sporco e lo accumulano lungo il bordo inferiore. Scelga quindi l’ubicazione che corrisponde meglio all’ambiente del Suo impianto e adatti il grado di sporco a ciò che vede sui moduli.",
    },

    { type: "h2", text: "Dal risultato alla pulizia" },
    {
      type: "p",
      text: "Puliamo gli impianti fotovoltaici con delicatezza, con acqua demineralizzata, senza prodotti chimici e con spazzole morbide. Tutti i servizi si trovano sulla pagina dedicata alla [pulizia di impianti fotovoltaici](page:solar). Per un preventivo vincolante ci scriva tramite il [modulo di contatto](page:contact) oppure calcoli direttamente il prezzo con il [calcolatore del preventivo](page:prices#calculator). Nel nostro articolo sulla [pulizia regolare](page:blog:regular-cleaning-roi) spieghiamo quando la pulizia si ripaga nel lungo periodo.",
    },
  ],
  faq: [
    {
      question: "Quanto è preciso il calcolatore delle perdite?",
      answer: `Si basa su valori medi per la Svizzera: ${yieldPerKwp} per kWp all’anno e un valore dell’impianto di ${costPerKwp} per kWp. Il risultato è un’indicazione; diventa preciso solo con una misurazione sul posto.`,
    },
    {
      question: "Quale grado di sporco devo scegliere?",
      answer: `Parta dal grado di sporco che il calcolatore propone per la Sua ubicazione, per una zona residenziale il ${findLossLocation("wohngebiet").initialSoiling} %. Se da terra vede strati di polvere, escrementi di uccelli o muschio, aumenti il valore; se l’impianto è stato pulito da poco, scelga il valore minimo del ${SOILING_MIN} %.`,
    },
    {
      question: "I miei dati vengono salvati?",
      answer:
        "No. Il calcolatore delle perdite calcola direttamente nel Suo browser. Nessun dato ci viene trasmesso, finché non è Lei a richiedere un preventivo.",
    },
    {
      question: "Ogni quanto dovrei far pulire il mio impianto?",
      answer:
        "Consigliamo di far pulire e controllare l’impianto ogni 1–2 anni. Se lo sporco è marcato, per esempio accanto a una stalla, può essere sensata una pulizia annuale.",
    },
  ],
} satisfies BlogArticle;

import { ticinoRegions } from "#app/content/cities";
import { italianCount } from "#app/content/phrasing/it";
import { homeFacts } from "../home/facts";
import { siteFacts } from "#app/content/site-facts";
import { joinList, lossTiers, solarFacts as f } from "./facts";
import type { SolarContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} milioni`;
/** The one yield figure of the site facts, and what soiling costs (light, heavy). */
const upTo = siteFacts.yieldGainUpToPercent;
const { light, heavy } = siteFacts.soilingLossPercent;
const hours = siteFacts.hours;
/** "due minuti": how long the quote calculator takes. */
const minutes = `${italianCount(homeFacts.quoteMinutes)} minuti`;
/**
 * The yield calculator's loss rates: "Tasso di perdita: 1 % sotto un indice di sporco di 40, 2 % da 40,
 * 3,5 % da 60 e 5 % da 70."
 */
const [baseTier, ...soilingTiers] = lossTiers(",");
const lossRateSentence = `Tasso di perdita: ${baseTier!.rate} % sotto un indice di sporco di ${soilingTiers[0]!.fromSoiling}, ${joinList(
  soilingTiers.map((tier) => `${tier.rate} % da ${tier.fromSoiling}`),
  "e",
)}.`;
const ticinoCities = joinList(
  ticinoRegions.map((region) => region.cities[0] ?? region.name),
  "e",
);

export const solarIt = {
  meta: {
    title: "Pulizia di impianti fotovoltaici senza prodotti chimici",
    description: `Pulizia professionale di impianti fotovoltaici con acqua demineralizzata: formazione certificata nel ${f.certifiedSince}, assicurazione fino a ${insurance}, pulizia di base da ${f.priceFrom}.`,
    serviceType: "Pulizia di impianti fotovoltaici",
  },
  hero: {
    heading: "Pulizia professionale di impianti fotovoltaici",
    intro: [
      `I moduli sporchi producono sensibilmente meno: lo sporco leggero costa dal ${light.from} al ${light.to} % del rendimento, lo sporco marcato dovuto a escrementi di uccelli, foglie o licheni dal ${heavy.from} al ${heavy.to} %. Dopo una pulizia a regola d’arte, un impianto rende fino al ${upTo} % in più rispetto a un impianto sporco. Lavoriamo esclusivamente con acqua demineralizzata e spazzole morbide, senza prodotti chimici: vetro, telai e guarnizioni dei Suoi moduli restano intatti.`,
      `Ogni intervento segue sei fasi: analisi sul posto, piano di sicurezza, prelavaggio delicato, pulizia principale, controllo qualità con documentazione e consegna con rapporto di pulizia. Nel ${f.certifiedSince} il nostro team ha completato una formazione certificata per la pulizia di impianti fotovoltaici, e la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}. Di norma puliamo un impianto di 50–100 m² in 2–4 ore. Le consigliamo una pulizia ogni 1–2 anni; ogni pulizia comprende un controllo visivo.`,
    ],
  },
  heroBadge: `Formazione certificata nel ${f.certifiedSince} · da ${f.priceFrom} · senza prodotti chimici`,

  gallery: {
    title: "Come puliamo il Suo impianto",
    intro:
      "Ogni impianto è diverso: una casa unifamiliare con 30 moduli richiede un metodo di lavoro differente rispetto a un tetto industriale con 2'000 moduli. Scegliamo il metodo in base a dimensioni, inclinazione e accessibilità.",
    items: [
      {
        illustration: "panels",
        title: "Pulizia manuale con spazzole morbide",
        text: "Sui tetti a falde delle case unifamiliari lavoriamo con imbracatura di sicurezza, aste telescopiche e spazzole morbide, modulo per modulo, senza mai camminare sul vetro.",
        alt: "Tetto a falde con moduli solari, sporchi a sinistra e puliti a destra.",
      },
      {
        illustration: "drone",
        title: "Drone per controllo e documentazione",
        text: "Un drone fotografa i tetti grandi o difficili da raggiungere prima e dopo la pulizia. Così Lei vede sporco, nidi di uccelli e moduli danneggiati ancora prima che qualcuno salga sul tetto.",
        alt: "Drone con fotocamera in volo sopra una fila di moduli solari.",
      },
      {
        illustration: "robot",
        title: "Robot di pulizia per grandi tetti piani",
        text: "Sui tetti commerciali e industriali un robot con spazzola rotante percorre le file di moduli. Pulisce in modo uniforme e rapido e, grazie al peso ridotto, non sovraccarica i moduli.",
        alt: "Robot di pulizia con spazzola rotante che avanza su una fila di moduli solari.",
      },
      {
        illustration: "water",
        title: "Acqua demineralizzata invece di prodotti chimici",
        text: "La nostra acqua viene demineralizzata sul posto con scambiatori di ioni. Insieme alle spazzole morbide stacca polvere e polline, asciuga senza macchie di calcare e non lascia residui nell’acqua che defluisce dal tetto.",
        alt: "Serbatoio d’acqua con cartuccia filtrante, tubo e spazzola; gocce d’acqua senza calcare.",
      },
    ],
  },

  benefits: {
    title: "I Suoi vantaggi",
    items: [
      {
        mark: "↑",
        title: `Fino al ${upTo} % di rendimento in più`,
        text: `I moduli puliti tornano a captare tutta la luce del sole. A seconda dello sporco, un impianto pulito rende fino al ${upTo} % in più di un impianto sporco.`,
      },
      {
        mark: "≈",
        title: "Senza prodotti chimici né alta pressione",
        text: "Acqua demineralizzata e spazzole morbide proteggono il rivestimento antiriflesso, i telai e le guarnizioni. Sul tetto e in giardino non finisce alcun detergente: non ne usiamo.",
      },
      {
        mark: "✓",
        title: "Pulizia secondo le istruzioni dei produttori",
        text: `Puliamo come richiedono le istruzioni di pulizia dei produttori dei moduli. Il rapporto di pulizia documenta come abbiamo pulito il Suo impianto.`,
      },
      {
        mark: "CHF",
        title: "Prezzo fisso nel preventivo",
        text: "Conosce il prezzo prima dell’intervento: al forfait di base si aggiungono il prezzo al m² e l’IVA, senza costi di trasferta. Per la pulizia di base il nostro calcolatore Le mostra subito il totale IVA inclusa.",
      },
    ],
  },

  risks: {
    title: "Che cosa comporta lo sporco per il Suo impianto",
    intro:
      "La pioggia da sola non pulisce i moduli: distribuisce la polvere e lungo il bordo inferiore del telaio lascia una striscia di sporco. Ecco le quattro conseguenze più frequenti.",
    items: [
      {
        mark: "−%",
        title: "Perdita di rendimento",
        text: `Lo sporco leggero di polvere e polline costa dal ${light.from} al ${light.to} % del rendimento, lo sporco marcato di escrementi di uccelli, foglie o licheni dal ${heavy.from} al ${heavy.to} %.`,
      },
      {
        mark: "!",
        title: "Hotspot nelle celle",
        text: "Escrementi e foglie ombreggiano singole celle. Queste si surriscaldano (hotspot), invecchiano più in fretta e nel peggiore dei casi possono danneggiare l’intero modulo.",
      },
      {
        mark: "◐",
        title: "Depositi persistenti",
        text: "Muschi, licheni e sporco incrostato intaccano negli anni il vetro e i telai. Più aspetta, più la pulizia diventa impegnativa.",
      },
      {
        mark: "⚠",
        title: "I rischi del fai da te",
        text: "Chi sale da solo sul tetto rischia di cadere. Idropulitrici, spazzole dure o detergenti domestici danneggiano il rivestimento e possono far decadere la garanzia.",
      },
    ],
  },

  yieldCalculator: {
    title: "Quanto Le costa lo sporco? Stimi la perdita di rendimento",
    intro:
      "Quanto si sporcano i moduli dipende soprattutto dal luogo: in campo aperto se ne deposita meno che accanto a una fattoria o a una strada principale. Inserisca la potenza del Suo impianto e il prezzo dell’elettricità e scelga l’ambiente: il calcolatore mostra la perdita di rendimento annua dovuta allo sporco.",
    sizeLabel: "Potenza dell’impianto (kWp)",
    sizeHint:
      "È indicata sulla fattura dell’installatore o sulla scheda tecnica del Suo impianto, p. es. 10 kWp per una casa unifamiliare.",
    priceLabel: "Prezzo dell’elettricità o tariffa di ripresa (CHF/kWh)",
    priceHint: "In Svizzera di solito tra CHF 0.06 e CHF 0.12 per kWh.",
    environmentLegend: "Ambiente dell’impianto",
    soilingLabel: "Indice di sporco {percent}",
    environments: {
      freiflaeche: {
        name: "Campo aperto",
        description: "Terreno aperto senza alberi, stalle o strade nelle vicinanze",
      },
      wohngebiet: {
        name: "Zona residenziale",
        description: "Quartiere con giardini, alberi e riscaldamenti a legna in inverno",
      },
      landwirtschaft: { name: "Zona agricola", description: "Stalle, campi e polvere dei raccolti nelle vicinanze" },
      gewerbe: {
        name: "Zona artigianale e industriale",
        description: "Gas di scarico, fuliggine e polvere delle aziende vicine",
      },
      verkehr: {
        name: "Strada molto trafficata",
        description: "Polveri fini, abrasione degli pneumatici dalle strade e polvere dei freni dalle ferrovie",
      },
    },
    resultsTitle: "Il Suo risultato annuo",
    energy: "Produzione annua senza sporco",
    rate: "Perdita di rendimento dovuta allo sporco (media annua)",
    lostKwh: "Energia persa",
    lostChf: "Perdita annua",
    lostFiveYears: "Perdita in 5 anni",
    note: `Ipotesi di questo calcolatore: ${f.kwhPerKw} kWh di produzione annua per kWp; l’indice di sporco (da 0 a 100) descrive quanto sporco si accumula nell’ambiente scelto e non è una perdita di rendimento. ${lossRateSentence} È una media annua: tra una pulizia e l’altra la pioggia lava via una parte dello sporco.`,
    percentFormat: "{value}\u00a0%",
    decimalMark: ",",
    quoteButton: { label: "Calcoli il preventivo", to: { page: "prices", section: "calculator" } },
  },

  process: {
    title: "Sei fasi per un impianto pulito",
    intro:
      "Ogni intervento segue lo stesso iter: dal primo sopralluogo sul Suo tetto fino al rapporto di pulizia che riceve alla consegna.",
    steps: [
      {
        title: "Analisi sul posto",
        description:
          "Verifichiamo tipo di tetto, inclinazione, accesso e allacciamento idrico, valutiamo lo sporco e fotografiamo lo stato dei moduli prima della pulizia.",
      },
      {
        title: "Piano di sicurezza",
        description:
          "Secondo le regole della Suva definiamo protezione anticaduta, punti di ancoraggio e area di lavoro e, se necessario, delimitiamo la zona sotto il tetto.",
      },
      {
        title: "Prelavaggio delicato",
        description:
          "Togliamo a mano foglie e rametti; gli escrementi di uccelli secchi vengono prima ammorbiditi e poi rimossi a mano, affinché nulla graffi il vetro durante la spazzolatura.",
      },
      {
        title: "Pulizia principale",
        description:
          "Puliamo ogni modulo con acqua demineralizzata e spazzole morbide: a mano, con l’asta telescopica o, sui grandi tetti piani, con la spazzola rotante del robot di pulizia.",
      },
      {
        title: "Controllo qualità e documentazione",
        description:
          "Controlliamo che su ogni modulo non restino residui, annotiamo danni visibili come vetri rotti o cavi allentati e fotografiamo il risultato.",
      },
      {
        title: "Consegna con rapporto di pulizia",
        description:
          "Riceve un rapporto di pulizia con foto prima e dopo, gli eventuali difetti riscontrati e la nostra raccomandazione per la pulizia successiva.",
      },
    ],
  },

  insurance: {
    title: `Responsabilità civile fino a ${insurance}`,
    text: `Il lavoro sul tetto richiede cura e attenzione. La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}, sul Suo impianto come sul tetto, sulla facciata o in giardino.`,
    points: [
      "Attestato di assicurazione su richiesta, prima dell’intervento",
      `Formazione certificata per la pulizia di impianti fotovoltaici, completata nel ${f.certifiedSince}`,
      "Documentazione fotografica dello stato prima e dopo la pulizia",
      "Protezione anticaduta secondo le regole della Suva",
    ],
    link: { label: "I nostri certificati", to: { page: "certificates" } },
  },

  cta: {
    title: "Quanto costa la pulizia del Suo impianto?",
    text: `Calcoli in ${minutes} il prezzo fisso della pulizia di base: parte da ${f.priceFrom}, più il prezzo al m² e l’IVA, senza costi di trasferta, a ${ticinoCities} come in tutto il Ticino, dove interveniamo regolarmente. Preferisce parlarne con noi? Ci scriva quando vuole o ci chiami dal lunedì al venerdì, dalle ${hours.opens} alle ${hours.closes}: Le rispondiamo entro ${siteFacts.replyWithinHours} ore.`,
    quoteButton: { label: "Calcoli il preventivo", to: { page: "prices", section: "calculator" } },
    contactButton: { label: "Ci contatti", to: { page: "contact" } },
  },

  faq: {
    title: "Domande frequenti sulla pulizia di impianti fotovoltaici",
    items: [
      {
        question: "Ogni quanto va pulito un impianto fotovoltaico?",
        answer:
          "Consigliamo una pulizia ogni 1–2 anni; ogni pulizia comprende un controllo visivo dell’impianto. Vicino a superfici agricole, alberi o strade molto trafficate i moduli si sporcano più in fretta; lì di solito conviene una pulizia annuale.",
      },
      {
        question: "Con che cosa pulite i moduli?",
        answer:
          "Esclusivamente con acqua demineralizzata e spazzole morbide, senza alcun prodotto chimico e senza alta pressione sui moduli. L’acqua demineralizzata, insieme alle spazzole morbide, stacca lo sporco e asciuga senza macchie di calcare. Sui grandi impianti su tetto piano impieghiamo un robot di pulizia e, per controllare i tetti difficili da raggiungere, un drone.",
      },
      {
        question: "Quanto costa la pulizia del mio impianto fotovoltaico?",
        answer: `La pulizia di base parte da ${f.priceFrom}, il pacchetto Premium con ispezione da ${f.premiumPrice}. A questi importi si aggiungono il prezzo al m² della superficie, l’adeguamento per il tipo di tetto e l’IVA; il preventivo indica il totale IVA inclusa, senza costi di trasferta. Con il nostro [calcolatore del preventivo](page:prices#calculator) vede in ${minutes} il prezzo fisso della pulizia di base; per il pacchetto Premium Le prepariamo un preventivo su richiesta.`,
      },
      {
        question: "Quanto dura la pulizia e devo essere a casa?",
        answer:
          "Di norma puliamo un impianto di 50–100 m² in 2–4 ore. Non deve essere a casa: ci servono l’accesso al tetto e un allacciamento idrico; un allacciamento elettrico non è indispensabile. Di solito riceve un appuntamento entro 1–2 settimane, in alta stagione entro 3–4 settimane.",
      },
      {
        question: "Che cosa succede se durante la pulizia si danneggia qualcosa?",
        answer: `La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}. Prima di ogni intervento documentiamo con foto lo stato dell’impianto, così i difetti già presenti si distinguono chiaramente da eventuali nuovi danni.`,
      },
    ],
  },
} satisfies SolarContent;

import { YIELD_KWH_PER_KWP } from "#app/domain/loss";
import { formatDecimal, formatNumber } from "#app/lib/format";
import { italianCount, italianServiceArea, italianTeamNames, italianTimes } from "#app/content/phrasing/it";
import { b2bFacts } from "../b2b/roi";
import { greenRoofFacts } from "../green-roof/facts";
import {
  datedReviews,
  galleryCases,
  homeFacts as f,
  locationTypes,
  regionTeams,
  serviceAreas,
  type GalleryCaseText,
} from "./facts";
import type { HomeContent, Review } from "./types";

/**
 * Italian home (/it): every section of the German home for readers in Ticino, plus four
 * reasons, two services and a closing call to action (spec 2); every figure from the facts modules.
 */

/** The regional teams with their Italian names: the Lucerne team is “Svizzera centrale” (decision E10). */
const teamsIt = regionTeams("it").map((team, i) => ({ ...team, name: italianTeamNames[i] ?? team.name }));

const locationsIt = {
  wohngebiet: {
    name: "Zona residenziale",
    description: "Poca polvere, soprattutto polline, foglie e qualche escremento di uccelli.",
  },
  landwirtschaft: {
    name: "Vicino ad aziende agricole",
    description: "Polvere dei campi, ammoniaca delle stalle e molti escrementi di uccelli.",
  },
  gewerbe: {
    name: "Zona artigianale o industriale",
    description: "Polveri fini e fuliggine delle aziende e dei furgoni di consegna.",
  },
  verkehr: {
    name: "Strada molto trafficata",
    description: "Abrasione degli pneumatici, fuliggine e polvere dei freni.",
  },
};

const galleryTextsIt: GalleryCaseText[] = [
  {
    title: "Casa unifamiliare con tetto a falde",
    location: "Riehen (BS)",
    before: "Prima: moduli solari sul tetto a falde con macchie grigie e marroni, foglie ed escrementi di uccelli",
    after: "Dopo: gli stessi moduli puliti, di un blu intenso e brillante",
  },
  {
    title: "Tetto piano di un edificio commerciale",
    location: "Pratteln (BL)",
    before: "Prima: moduli inclinati sul tetto piano coperti di fuliggine, polvere ed escrementi di uccelli",
    after: "Dopo: le file di moduli sul tetto piano pulite e di un blu uniforme",
  },
  {
    title: "Tetto del fienile di un’azienda agricola",
    location: "Sursee (LU)",
    before: "Prima: moduli sul tetto del fienile con croste di polvere, foglie e molti escrementi di uccelli",
    after: "Dopo: il tetto del fienile con moduli solari puliti e blu",
  },
];

/** The six reviews of the German home (decision E9), translated: same people, places, figures, dates and platforms. */
const reviewsIt: Omit<Review, "dateText">[] = [
  {
    id: "r1",
    name: "Monika S.",
    location: "Binningen",
    rating: 5,
    text: "Puntuali, cordiali e molto accurati. Dopo la pulizia, nelle giornate di sole il nostro inverter segna nettamente di più. Il rapporto di pulizia con le foto mi è stato particolarmente utile.",
    project: "Pulizia dell’impianto fotovoltaico, casa unifamiliare, 11 kWp",
    improvement: "+16 % di rendimento",
    date: "2026-06-12",
    source: "Google",
  },
  {
    id: "r2",
    name: "Reto B.",
    location: "Aarau",
    rating: 5,
    text: "Dopo tre anni l’impianto sul tetto della nostra officina era molto sporco. Il team ha lavorato senza prodotti chimici e ha documentato tutto con cura. Il preventivo era chiaro e il prezzo fisso è stato rispettato.",
    project: "Pulizia dell’impianto fotovoltaico, tetto commerciale, 85 kWp",
    improvement: "+22 % di rendimento",
    date: "2025-09-03",
    source: "Google",
  },
  {
    id: "r3",
    name: "Claudia M.",
    location: "Liestal",
    rating: 5,
    text: "Tetto verde e grondaie sistemati in un solo intervento. Ci hanno spiegato tutto, e dopo attorno alla casa era tutto più pulito di prima.",
    project: "Manutenzione del tetto verde e pulizia delle grondaie",
    improvement: "Scarichi di nuovo liberi",
    date: "2025-05-21",
    source: "Google",
  },
  {
    id: "r4",
    name: "Urs K.",
    location: "Winterthur",
    rating: 4,
    text: "Buon lavoro e prezzi onesti. A causa della pioggia l’appuntamento è slittato di una settimana, ma ci hanno avvisati per tempo.",
    project: "Pulizia dell’impianto fotovoltaico, casa plurifamiliare, 32 kWp",
    improvement: "+12 % di rendimento",
    date: "2024-10-15",
    source: "Facebook",
  },
  {
    id: "r5",
    name: "Sandra W.",
    location: "Kriens",
    rating: 5,
    text: "La nostra fattoria confina con un campo di mais: può immaginare quanto fossero sporchi i moduli. La pulizia con acqua demineralizzata ne è valsa la pena: abbiamo subito stipulato un contratto di manutenzione.",
    project: "Pulizia dell’impianto fotovoltaico, tetto del fienile, 60 kWp",
    improvement: "+27 % di rendimento",
    date: "2026-03-28",
    source: "Google",
  },
  {
    id: "r6",
    name: "Beat H.",
    location: "Langenthal",
    rating: 5,
    text: "Muschio e alghe sono spariti, il tetto sembra tornato nuovo. Lavoro molto pulito, nessuna traccia in giardino e una fattura chiara.",
    project: "Pulizia di un tetto in tegole, 140 m²",
    improvement: "Muschio e alghe rimossi",
    date: "2024-07-09",
    source: "Google",
  },
];

export const homeIt = {
  meta: {
    title: "Pulizia di impianti fotovoltaici e tetti in Svizzera",
    description: `Pulizia professionale di impianti fotovoltaici e tetti e manutenzione dei tetti verdi, anche in Ticino. Pulizia di base dell’impianto fotovoltaico da CHF ${f.priceFromChf}, senza prodotti chimici né costi di trasferta.`,
  },
  hero: {
    heading: "Più rendimento dal Suo impianto fotovoltaico",
    intro: [
      `Polvere, polline, escrementi di uccelli e foglie si depositano anno dopo anno sui moduli e ne riducono la produzione. Con una pulizia professionale il Suo impianto torna a rendere come dovrebbe: a seconda del luogo, un impianto pulito rende fino al ${f.yieldGain} % in più di un impianto sporco. Puliamo i moduli esclusivamente con acqua demineralizzata, senza alcun prodotto chimico; sui grandi tetti piani impieghiamo un robot di pulizia, mentre i droni ci servono per il controllo e la documentazione. Nel ${f.certifiedSince} il nostro team ha completato una formazione certificata per la pulizia di impianti fotovoltaici, e la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${f.insuranceMillionChf} milioni.`,
      `Dalla fondazione nel ${f.foundedYear} i nostri ${italianCount(f.regionalTeams)} team regionali hanno pulito ${f.modulesCleaned} moduli. In Ticino interveniamo regolarmente nel Sottoceneri, nel Bellinzonese e Locarnese e nelle Tre Valli, senza costi di trasferta. La pulizia di base parte da CHF ${f.priceFromChf}, a cui si aggiungono il prezzo al m² e l’IVA: calcoli il Suo preventivo in ${italianCount(f.quoteMinutes)} minuti. A ogni richiesta rispondiamo entro ${f.replyHours} ore; al telefono ci trova dal lunedì al venerdì, dalle ${f.hours.opens} alle ${f.hours.closes}.`,
    ],
  },
  heroActions: {
    quoteButton: { label: "Calcoli il preventivo", to: { page: "prices", section: "calculator" } },
    lossButton: "Calcoli la perdita",
  },
  reasons: {
    title: "Quattro buoni motivi per sceglierci",
    intro: "Perché proprietari e aziende, anche in Ticino, ci affidano i loro impianti.",
    items: [
      {
        mark: "1",
        title: "Conosciamo il Ticino",
        text: "Sappiamo come si sporcano i moduli vicino ai laghi, ai vigneti, ai boschi di castagni e alle strade di valle, e interveniamo in tutto il Cantone, dal Mendrisiotto alla Leventina.",
      },
      {
        mark: "2",
        title: `Preventivo in ${italianCount(f.quoteMinutes)} minuti`,
        text: "Con il nostro calcolatore online scopre subito il prezzo fisso della pulizia di base, IVA inclusa e senza costi di trasferta.",
      },
      {
        mark: "3",
        title: `Risposta entro ${f.replyHours} ore`,
        text: `Ci scriva quando vuole o ci chiami dal lunedì al venerdì, dalle ${f.hours.opens} alle ${f.hours.closes}: Le rispondiamo in italiano e Le proponiamo un appuntamento.`,
      },
      {
        mark: "4",
        title: "Moduli puliti senza prodotti chimici",
        text: "Sui moduli solo acqua demineralizzata e spazzole morbide: rispettiamo i moduli, i telai, il tetto e l’ambiente.",
      },
    ],
  },
  services: {
    title: "I nostri servizi principali",
    items: [
      {
        title: "Pulizia di impianti fotovoltaici",
        text: `Da CHF ${f.priceFromChf}, più il prezzo al m² e l’IVA: puliamo moduli e telai con acqua demineralizzata e Le consegniamo un rapporto di pulizia con foto prima e dopo.`,
        link: { label: "Scopra la pulizia di impianti fotovoltaici", to: { page: "solar" } },
      },
      {
        title: "Manutenzione dei tetti verdi",
        text: "Controllo della vegetazione, scarichi liberi e contratti di manutenzione su misura: il Suo tetto verde resta sano e l’impermeabilizzazione protetta.",
        link: { label: "Scopra la manutenzione dei tetti verdi", to: { page: "greenRoof" } },
      },
    ],
  },
  video: {
    title: "Come puliamo il Suo impianto fotovoltaico",
    text: "In due minuti vede come lavoriamo: analisi sul posto, messa in sicurezza, prelavaggio delicato e pulizia principale con acqua demineralizzata, controllo qualità e consegna del rapporto di pulizia.",
    playLabel: "Riprodurre il video esplicativo: come puliamo il Suo impianto fotovoltaico (durata 2:14)",
    iframeTitle: "Video esplicativo: come puliamo il Suo impianto fotovoltaico",
    privacyNote:
      "Il video viene caricato da youtube-nocookie.com solo dopo il Suo clic; prima non viene trasmesso alcun dato al fornitore del video.",
  },
  audience: {
    title: "Per chi lavoriamo?",
    intro: "Scelga ciò che fa al caso Suo: Le mostriamo le prestazioni adatte.",
    options: [
      {
        key: "private",
        title: "Privati",
        text: `Per case unifamiliari, case plurifamiliari e proprietà per piani: pulizia di impianti fotovoltaici da CHF ${f.priceFromChf}, più il prezzo al m² e l’IVA, senza costi di trasferta.`,
        link: { label: "Scopra i servizi per privati", to: { page: "solar" } },
      },
      {
        key: "business",
        title: "Aziende",
        text: `Per artigianato, industria, agricoltura e amministrazioni immobiliari: contratti di manutenzione, sconti di quantità a partire da ${italianCount(b2bFacts.volumeDiscountFromProperties)} immobili e un interlocutore fisso.`,
        link: { label: "Contatti il nostro team per le aziende", to: { page: "contact" } },
      },
    ],
  },
  solar: {
    title: `Pulizia di impianti fotovoltaici: fino al ${f.yieldGain} % di rendimento in più`,
    text: "Polvere, polline, fuliggine ed escrementi di uccelli formano sui moduli uno strato che la pioggia da sola non lava via. Puliamo con acqua demineralizzata e spazzole morbide, senza alcun prodotto chimico; sui grandi tetti piani lavoriamo con un robot di pulizia. Di norma puliamo un impianto di 50–100 m² in 2–4 ore.",
    points: [
      "Pulizia senza prodotti chimici, con acqua demineralizzata",
      "Robot di pulizia sui grandi tetti piani, droni per il controllo e la documentazione",
      "Rapporto di pulizia con foto prima e dopo",
      "Consigliata ogni 1–2 anni",
    ],
    stats: [
      { value: f.modulesCleaned, label: "moduli puliti" },
      { value: String(f.foundedYear), label: "anno di fondazione" },
      { value: String(f.regionalTeams), label: "team regionali" },
    ],
    link: { label: "Scopra la pulizia di impianti fotovoltaici", to: { page: "solar" } },
  },
  gallery: {
    title: "Prima e dopo",
    intro: "Tre dei nostri progetti: confronti lo stato prima e dopo la pulizia.",
    caseCounter: "Progetto {n} di {total}",
    beforeLabel: "Prima",
    afterLabel: "Dopo",
    toggleLabel: "Mostrare il risultato",
    previous: "Progetto precedente",
    next: "Progetto successivo",
    locationLabel: "Luogo",
    areaLabel: "Superficie",
    improvementLabel: "Miglioramento",
    cases: galleryCases(
      galleryTextsIt,
      (percent) => `+${percent} % di rendimento`,
      (m2) => `${m2} m²`,
    ),
  },
  loss: {
    title: "Quanto Le costa un impianto sporco?",
    intro: `Inserisca la potenza del Suo impianto e scelga dove si trova. Il calcolo si basa su una produzione di ${formatNumber(YIELD_KWH_PER_KWP)} kWh per kWp all’anno, su una tariffa di ripresa di ${f.lossTariffChf} per kWh e su un costo dell’impianto di ${f.lossPlantCostChf} per kWp.`,
    kwpLabel: "Potenza dell’impianto in kWp",
    kwpHint: `Per esempio ${f.lossDefaultKwp} (impianto da ${f.lossDefaultKwp} kWp).`,
    locationLegend: "Ubicazione dell’impianto",
    pollutionLabel: "{percent} % di perdita di rendimento in media annua",
    resultsTitle: "La Sua stima annua",
    revenueLoss: "Perdita di rendimento",
    wear: "Usura dell’impianto (anche senza sporco)",
    damage: "Danni dovuti allo sporco",
    total: "Perdita e usura all’anno",
    note: "Valori indicativi senza garanzia, con una perdita di rendimento tipica per ogni ubicazione, in media annua. L’usura si produce anche su un impianto pulito; una pulizia evita la perdita di rendimento dovuta allo sporco e riduce i danni. Nel calcolatore delle perdite dettagliato può inserire la Sua tariffa di ripresa e il grado di sporco del Suo impianto.",
    quoteButton: { label: "Calcoli il preventivo", to: { page: "prices", section: "calculator" } },
    detailLink: { label: "Calcoli la perdita", to: { page: "lossCalculator" } },
    defaultLocation: "wohngebiet",
    locations: locationTypes(locationsIt),
  },
  greenRoof: {
    title: "Manutenzione dei tetti verdi",
    text: "Un tetto verde ben curato trattiene l’acqua piovana, rinfresca d’estate e protegge l’impermeabilizzazione. Controlliamo la vegetazione, togliamo i semenzali di alberi e teniamo liberi scarichi e fasce di ghiaia.",
    points: [
      `Tetti verdi estensivi: ${italianTimes(greenRoofFacts.extensiveVisitsPerYear)} all’anno`,
      `Tetti verdi intensivi: una volta per stagione (${italianTimes(greenRoofFacts.intensiveVisitsPerYear)} all’anno)`,
      "Contratti di manutenzione secondo le esigenze",
    ],
    link: { label: "Scopra la manutenzione dei tetti verdi", to: { page: "greenRoof" } },
  },
  roofCleaning: {
    title: "Pulizia dei tetti",
    text: "Muschio, alghe e licheni intaccano tegole e impermeabilizzazione. Puliamo il Suo tetto nel rispetto dei materiali, a bassa pressione e, dove il materiale lo consente, con acqua calda, svuotiamo le grondaie e applichiamo un’impregnazione speciale idrorepellente, compresa nel prezzo.",
    points: [
      `CHF ${f.roofChfPerM2} al m² più IVA, senza costi di trasferta`,
      "Pulizia delle grondaie inclusa",
      "Consigliata ogni 3–5 anni",
    ],
    link: { label: "Scopra la pulizia dei tetti", to: { page: "roofCleaning" } },
  },
  benefits: {
    title: "I Suoi vantaggi",
    items: [
      {
        title: `Fino al ${f.yieldGain} % di rendimento in più`,
        text: `I moduli puliti convertono più luce in energia elettrica: a seconda del luogo, fino al ${f.yieldGain} % in più rispetto a moduli sporchi.`,
      },
      {
        title: "Moduli puliti senza prodotti chimici",
        text: "Puliamo i moduli solo con acqua demineralizzata e spazzole morbide, nel rispetto di moduli, tetto e ambiente.",
      },
      {
        title: `Formazione certificata nel ${f.certifiedSince}`,
        text: "Il nostro team ha completato una formazione certificata per la pulizia professionale di impianti fotovoltaici.",
      },
      {
        title: `Responsabilità civile fino a CHF ${f.insuranceMillionChf} milioni`,
        text: `La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${f.insuranceMillionChf} milioni.`,
      },
      {
        title: "Nessun costo di trasferta",
        text: "Non fatturiamo costi di trasferta, che Lei abiti a Chiasso, a Locarno o ad Airolo: vale il prezzo fisso del preventivo.",
      },
      {
        title: `Risposta entro ${f.replyHours} ore`,
        text: `A ogni richiesta rispondiamo entro ${f.replyHours} ore e Le proponiamo un appuntamento, di solito entro 1–2 settimane. Vale inoltre la nostra garanzia di soddisfazione: se il risultato non corrisponde alle Sue aspettative, puliamo di nuovo gratuitamente i punti che ci indica.`,
      },
    ],
  },
  regions: {
    title: "In Ticino e in tutta la Svizzera",
    intro: `Dal Mendrisiotto alla Leventina interveniamo in tutto il Ticino. ${italianServiceArea}`,
    areas: {
      title: "Le nostre zone in Ticino",
      intro: "La Sua località non è nell’elenco? Interveniamo anche da Lei, senza costi di trasferta: ci contatti.",
      items: serviceAreas("it"),
    },
    teamsTitle: "Progetti dei nostri team regionali nella Svizzera tedesca",
    projects: "{count} progetti",
    teams: teamsIt,
  },
  reviews: {
    title: "Cosa dicono i nostri clienti",
    ratingLabel: "{rating} stelle su 5",
    summary: "{rating} su 5, media di {count} recensioni",
    rating: formatDecimal(f.rating, "it", 1),
    count: f.reviewCount,
    projectLabel: "Progetto",
    improvementLabel: "Risultato",
    sourceLabel: "Recensione su {source} (tradotta dal tedesco)",
    quoteMarks: ["«", "»"],
    showAll: "Mostrare tutte le recensioni",
    showLess: "Mostrare meno recensioni",
    items: datedReviews(reviewsIt, "it"),
  },
  closing: {
    title: `Il Suo preventivo in ${italianCount(f.quoteMinutes)} minuti`,
    text: `Calcoli subito il prezzo fisso della pulizia di base o ci scriva: Le rispondiamo entro ${f.replyHours} ore, in italiano.`,
    primary: { label: "Calcoli il preventivo", to: { page: "prices", section: "calculator" } },
    secondary: { label: "Ci contatti", to: { page: "contact" } },
  },
} satisfies HomeContent;

import { pathOf } from "../route-table";
import type { MaintenancePlanCopy } from "./types";

export const maintenancePlanCopyIt: MaintenancePlanCopy = {
  fileName: "piano-manutenzione-solare-tetto.pdf",
  tagline:
    "Pulizia di impianti fotovoltaici · Pulizia dei tetti · Pulizia delle grondaie · Manutenzione dei tetti verdi",
  uidLabel: "IDI",
  title: "Piano di manutenzione per impianto fotovoltaico, tetto e tetto verde",
  intro:
    "Una manutenzione regolare di impianto fotovoltaico, tetto, grondaie e tetto verde preserva il rendimento, evita danni causati dall’acqua e mantiene il valore dell’edificio. Raccomandiamo questi intervalli per i tetti del Ticino, dal Mendrisiotto alle valli del Sopraceneri.",
  intervalsTitle: "Gli intervalli in sintesi",
  table: { object: "Elemento", task: "Lavoro", interval: "Intervallo", note: "Nota" },
  rows: {
    solarCleaning: {
      object: "Impianto fotovoltaico",
      task: "Pulizia con controllo visivo",
      interval: "ogni 1–2 anni",
      note: "Durante la pulizia controlliamo i moduli alla ricerca di danni come vetro rotto o cavi allentati. Il polline dei castagni a inizio estate, la polvere del Sahara e la vicinanza di campi o strade trafficate sporcano i moduli più in fretta: lì conviene una pulizia annuale.",
    },
    solarCheck: {
      object: "Impianto fotovoltaico",
      task: "Controllo della produzione tramite il monitoraggio",
      interval: "continuo",
      note: "Confrontare gli stessi mesi di più anni: un calo graduale indica sporco, un crollo improvviso un guasto.",
    },
    roof: {
      object: "Tetto",
      task: "Rimozione di muschio e alghe",
      interval: "ogni 3–5 anni",
      note: "Sulle falde esposte a nord, sotto gli alberi e nell’aria umida in riva ai laghi, a Lugano come a Locarno, il muschio cresce più in fretta: meglio ogni tre anni.",
    },
    gutters: {
      object: "Grondaie",
      task: "Pulizia",
      interval: "almeno una volta all’anno",
      note: "In tardo autunno, dopo la caduta delle foglie, e dopo i forti temporali estivi. Con alberi vicini due volte (primavera, tardo autunno), al margine del bosco tre volte (primavera, fine estate, tardo autunno).",
    },
    greenExtensive: {
      object: "Tetto verde estensivo",
      task: "Intervento di manutenzione",
      interval: "due volte all’anno",
      note: "Tetti a sedum, muschi ed erbe in primavera e in autunno: togliere la vegetazione indesiderata, tenere liberi gli scarichi.",
    },
    greenIntensive: {
      object: "Tetto verde intensivo",
      task: "Intervento di manutenzione",
      interval: "quattro volte all’anno",
      note: "Giardini pensili con perenni, prato e arbusti una volta per stagione: in estate con controllo dell’irrigazione e potatura, d’inverno con un controllo degli scarichi dopo le tempeste.",
    },
    contract: {
      object: "Contratto di manutenzione",
      task: "Pulizia e controllo",
      interval: "una o due volte all’anno",
      note: "Per proprietari e amministrazioni immobiliari; intervalli per i tetti verdi secondo necessità, su richiesta insieme alla pulizia dell’impianto fotovoltaico.",
    },
  },
  seasonsTitle: "Manutenzione del tetto verde stagione per stagione",
  seasonsIntro: "Ogni stagione richiede lavori diversi sul tetto verde. Ecco come li distribuiamo nell’anno.",
  seasons: [
    {
      title: "Primavera",
      months: "da marzo a maggio",
      tasks: [
        "Controllare i danni invernali e le zone dilavate",
        "Liberare dalle foglie scarichi, grondaie e fasce di ghiaia",
        "Togliere semenzali di alberi e specie invasive",
        "Riseminare le zone spoglie o piantarvi talee di sedum",
      ],
    },
    {
      title: "Estate",
      months: "da giugno ad agosto",
      tasks: [
        "Irrigare i tetti verdi intensivi nei periodi di siccità",
        "Potare le perenni e tagliare il prato dei giardini pensili",
        "Accorciare la vegetazione davanti ai moduli solari per evitare ombre",
        "Togliere il materiale vegetale secco dalle fasce antincendio",
      ],
    },
    {
      title: "Autunno",
      months: "da settembre a novembre",
      tasks: [
        "Togliere le foglie dalla vegetazione e dagli scarichi",
        "Eseguire il secondo intervento sui tetti estensivi",
        "Estirpare i semenzali di alberi con la radice prima dell’inverno",
        "Integrare il substrato nei punti erosi",
      ],
    },
    {
      title: "Inverno",
      months: "da dicembre a febbraio",
      tasks: [
        "Controllare troppopieni e scarichi dopo le tempeste",
        "Tenere d’occhio il carico di neve e il ghiaccio agli scarichi",
        "Stabilire il piano di manutenzione e gli intervalli dell’anno seguente",
      ],
    },
  ],
  calendarTitle: "Calendario annuale",
  months: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
  calendarRows: {
    gutters: "Grondaie",
    greenExtensive: "Tetto verde estensivo",
    greenIntensive: "Tetto verde intensivo",
  },
  calendarLegend: {
    always: "sempre (tardo autunno)",
    trees: "in più con alberi vicini",
    forest: "in più al margine del bosco",
  },
  calendarNote:
    "Pianifichiamo la pulizia dell’impianto fotovoltaico e la pulizia del tetto secondo gli intervalli indicati sopra. Di regola riceve un appuntamento entro 1–2 settimane, in alta stagione entro 3–4 settimane.",
  tipsTitle: "Consigli",
  tips: [
    {
      title: "Tetti: bassa pressione, mai alta pressione",
      text: "Puliamo i tetti a bassa pressione, da 1 a 3 bar (sui tetti piani da 0,5 a 1 bar), e dove il materiale lo consente con acqua calda da 80 a 95 °C, senza prodotti chimici aggressivi. Sui moduli solari non usiamo alcun prodotto chimico.",
    },
    {
      title: "Tetto verde e moduli solari",
      text: "Accorciare la vegetazione davanti ai moduli per evitare ombre e tenere libere le fasce di ghiaia lungo moduli, sovrastrutture e bordi del tetto.",
    },
    {
      title: "Griglia parafoglie",
      text: "Trattiene le foglie grosse e allunga gli intervalli tra le pulizie, ma non sostituisce la pulizia della grondaia.",
    },
    {
      title: "Conservare il rapporto di manutenzione",
      text: "Molti produttori di sistemi per tetti verdi richiedono una manutenzione a regola d’arte per la loro garanzia. Il nostro rapporto di manutenzione con foto serve da prova.",
    },
  ],
  ctaTitle: "Il Suo piano di manutenzione su misura",
  ctaText:
    "Ci dica che cosa si trova sul Suo tetto: Le proponiamo pulizia e manutenzione a prezzo fisso, una tantum o con un contratto di manutenzione.",
  offerLabel: "Calcoli il preventivo",
  contactLabel: "Ci contatti",
  offerPath: pathOf("prices", "it"),
  contactPath: pathOf("contact", "it"),
  page: (page, pages) => `Pagina ${page} di ${pages}`,
};

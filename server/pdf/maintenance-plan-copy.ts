import { pathOf } from "../../app/content/route-table";
import { greenRoofContent } from "../../app/content/pages/green-roof";
import type { Lang } from "../../app/lib/i18n";

/**
 * Texts of the maintenance-plan PDF (blog download), per language. Only facts the
 * site states already: solar page and FAQ (cleaning every 1–2 years, check every
 * 12–24 months), roof cleaning page (every 3–5 years, 1–3 bar, flat roofs 0.5–1 bar,
 * hot water 80–95 °C), gutter page (at least yearly, twice near trees, three times
 * at the forest edge), green-roof page (seasonal care, extensive twice, intensive four
 * times a year) and the maintenance contracts (annual or half-yearly cleaning).
 * Swiss German (ss), Swiss French (no space before : ; ? !), Italian addressing the reader with a
 * capitalised "Lei", plain English. Each language gives examples from its own region: the Basel area
 * and the Plateau, Romandie (Léman, Rhône valley, bise, vineyards), Ticino (chestnut pollen, Saharan
 * dust, summer storms, the lakes).
 */
export interface MaintenancePlanCopy {
  /** Download file name; ASCII only. */
  fileName: string;
  tagline: string;
  uidLabel: string;
  title: string;
  intro: string;
  intervalsTitle: string;
  table: { object: string; task: string; interval: string; note: string };
  rows: Record<PlanObject, { object: string; task: string; interval: string; note: string }>;
  seasonsTitle: string;
  seasonsIntro: string;
  /** Spring, summer, autumn, winter (green-roof page). */
  seasons: { title: string; months: string; tasks: string[] }[];
  calendarTitle: string;
  /** January to December, short. */
  months: string[];
  calendarRows: Record<CalendarRow, string>;
  calendarLegend: { always: string; trees: string; forest: string };
  calendarNote: string;
  tipsTitle: string;
  tips: { title: string; text: string }[];
  ctaTitle: string;
  ctaText: string;
  offerLabel: string;
  contactLabel: string;
  /** Site paths of the offer and contact pages in this language. */
  offerPath: string;
  contactPath: string;
  page: (page: number, pages: number) => string;
}

export type PlanObject =
  "solarCleaning" | "solarCheck" | "roof" | "gutters" | "greenExtensive" | "greenIntensive" | "contract";

export type CalendarRow = "gutters" | "greenExtensive" | "greenIntensive";

export const planObjects: PlanObject[] = [
  "solarCleaning",
  "solarCheck",
  "roof",
  "gutters",
  "greenExtensive",
  "greenIntensive",
  "contract",
];

const de: MaintenancePlanCopy = {
  fileName: "wartungsplan-solar-dach.pdf",
  tagline: "Solarreinigung · Dachreinigung · Dachrinnen · Gründachpflege",
  uidLabel: "UID",
  title: "Wartungsplan für Solaranlage, Dach und Gründach",
  intro:
    "Wer Solaranlage, Dach, Dachrinnen und Gründach regelmässig pflegen lässt, sichert den Ertrag, vermeidet Wasserschäden und erhält den Wert des Gebäudes. Diese Intervalle empfehlen wir für Dächer in der Region Basel und im Mittelland.",
  intervalsTitle: "Intervalle auf einen Blick",
  table: { object: "Objekt", task: "Arbeit", interval: "Intervall", note: "Hinweis" },
  rows: {
    solarCleaning: {
      object: "Solaranlage",
      task: "Reinigung mit Kontrolle",
      interval: "alle 1–2 Jahre",
      note: "Dabei prüfen wir die Module auf Schäden wie Glasbruch oder lose Kabel. Nahe bei Landwirtschaft, Bäumen oder stark befahrenen Strassen lohnt sich eine jährliche Reinigung.",
    },
    solarCheck: {
      object: "Solaranlage",
      task: "Ertrag im Monitoring vergleichen",
      interval: "laufend",
      note: "Gleiche Monate mehrerer Jahre vergleichen: Ein schleichender Rückgang deutet auf Verschmutzung hin, ein plötzlicher Einbruch auf einen Defekt.",
    },
    roof: {
      object: "Dach",
      task: "Reinigung von Moos und Algen",
      interval: "alle 3–5 Jahre",
      note: "Auf Nordseiten, unter Bäumen und entlang von Rhein, Birs und Wiese wächst Moos schneller; dort eher alle drei Jahre.",
    },
    gutters: {
      object: "Dachrinnen",
      task: "Reinigung",
      interval: "mindestens einmal pro Jahr",
      note: "Im Spätherbst nach dem Laubfall. Mit Bäumen in der Nähe zweimal (Frühling, Spätherbst), am Waldrand dreimal (Frühling, Spätsommer, Spätherbst).",
    },
    greenExtensive: {
      object: "Gründach extensiv",
      task: "Pflegegang",
      interval: "zweimal pro Jahr",
      note: "Sedum-, Moos- und Kräuterdächer im Frühling und im Herbst: Aufwuchs entfernen, Abläufe frei halten.",
    },
    greenIntensive: {
      object: "Gründach intensiv",
      task: "Pflegegang",
      interval: "viermal pro Jahr",
      note: "Dachgärten mit Stauden, Rasen und Gehölzen einmal pro Jahreszeit, im Sommer mit Bewässerungskontrolle und Rückschnitt, im Winter nur zur Kontrolle.",
    },
    contract: {
      object: "Wartungsvertrag",
      task: "Reinigung und Kontrolle",
      interval: "jährlich oder halbjährlich",
      note: "Für Eigentümerinnen und Eigentümer sowie Verwaltungen; Gründächer nach Bedarf, auf Wunsch mit der Solarreinigung. Für Unternehmen gibt es eigene Vertragsstufen.",
    },
  },
  seasonsTitle: "Gründachpflege nach Jahreszeit",
  // The German seasons are the green-roof page's own; the other languages' PDFs name regional examples of their own.
  seasonsIntro: greenRoofContent.de.seasons.intro,
  seasons: greenRoofContent.de.seasons.items,
  calendarTitle: "Jahreskalender",
  months: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
  calendarRows: {
    gutters: "Dachrinnen",
    greenExtensive: "Gründach extensiv",
    greenIntensive: "Gründach intensiv",
  },
  calendarLegend: {
    always: "immer (Spätherbst)",
    trees: "zusätzlich bei Bäumen in der Nähe",
    forest: "zusätzlich am Waldrand",
  },
  calendarNote:
    "Solarreinigung und Dachreinigung planen wir nach den Intervallen oben. Einen Termin erhalten Sie in der Regel innert ein bis zwei Wochen, in der Hochsaison innert drei bis vier Wochen.",
  tipsTitle: "Tipps",
  tips: [
    {
      title: "Schonend statt Hochdruck",
      text: "Wir reinigen mit Niederdruck von 1 bis 3 bar, auf Flachdächern mit 0,5 bis 1 bar, und wo das Material es erlaubt mit Heisswasser von 80 bis 95 °C – ohne aggressive Chemie.",
    },
    {
      title: "Gründach und Solarmodule",
      text: "Aufwuchs vor den Modulen kürzen, damit nichts beschattet, und Kiesstreifen an Modulen, Aufbauten und Dachrändern frei halten.",
    },
    {
      title: "Laubschutzgitter",
      text: "Es hält grobes Laub zurück und verlängert die Abstände zwischen den Reinigungen, ersetzt die Reinigung der Rinne aber nicht.",
    },
    {
      title: "Protokoll aufbewahren",
      text: "Viele Hersteller von Gründachsystemen setzen eine fachgerechte Pflege für ihre Gewährleistung voraus. Unser Pflegeprotokoll mit Fotos dient als Nachweis.",
    },
  ],
  ctaTitle: "Ihr Wartungsplan nach Mass",
  ctaText:
    "Sagen Sie uns, was auf Ihrem Dach steht. Wir stellen Reinigung und Pflege zu einem Fixpreis zusammen – einmalig oder als Wartungsvertrag.",
  offerLabel: "Sofort-Offerte starten",
  contactLabel: "Kontakt",
  offerPath: pathOf("prices", "de"),
  contactPath: pathOf("contact", "de"),
  page: (page, pages) => `Seite ${page} von ${pages}`,
};

const fr: MaintenancePlanCopy = {
  fileName: "plan-entretien-solaire-toit.pdf",
  tagline: "Installations solaires · Toitures · Gouttières · Toitures végétalisées",
  uidLabel: "IDE",
  title: "Plan d’entretien pour installation solaire, toiture et toiture végétalisée",
  intro:
    "Un entretien régulier de l’installation solaire, de la toiture, des gouttières et de la toiture végétalisée préserve le rendement, évite les dégâts d’eau et maintient la valeur du bâtiment. Nous recommandons ces intervalles pour les toits de Suisse romande, de l’Arc lémanique au Valais.",
  intervalsTitle: "Les intervalles en un coup d’œil",
  table: { object: "Élément", task: "Travaux", interval: "Intervalle", note: "Remarque" },
  rows: {
    solarCleaning: {
      object: "Installation solaire",
      task: "Nettoyage",
      interval: "tous les 1 à 2 ans",
      note: "Près des vignes de Lavaux et du Valais, dans la vallée du Rhône, près de champs ou de routes très fréquentées, la poussière se dépose plus vite: un nettoyage annuel en vaut la peine.",
    },
    solarCheck: {
      object: "Installation solaire",
      task: "Contrôle",
      interval: "tous les 12 à 24 mois",
      note: "Vérifier chaque module et consigner les dégâts visibles comme un verre brisé ou des câbles desserrés.",
    },
    roof: {
      object: "Toiture",
      task: "Élimination de la mousse et des algues",
      interval: "tous les 3 à 5 ans",
      note: "Sur les pans nord, sous les arbres et au bord du Léman, où l’air reste humide, la mousse pousse plus vite: plutôt tous les 3 ans.",
    },
    gutters: {
      object: "Gouttières",
      task: "Nettoyage",
      interval: "au moins 1 fois par an",
      note: "À la fin de l’automne, après la chute des feuilles. Avec des arbres à proximité 2 fois (printemps, fin de l’automne), en lisière de forêt 3 fois (printemps, fin de l’été, fin de l’automne).",
    },
    greenExtensive: {
      object: "Toiture végétalisée extensive",
      task: "Passage d’entretien",
      interval: "2 fois par an",
      note: "Toits à sedum, mousses et herbes au printemps et en automne: enlever la végétation indésirable, garder les écoulements libres.",
    },
    greenIntensive: {
      object: "Toiture végétalisée intensive",
      task: "Passage d’entretien",
      interval: "4 fois par an",
      note: "Toits-jardins avec vivaces, gazon et arbustes: un passage par saison, en été avec contrôle de l’arrosage et taille, en hiver un simple contrôle après les tempêtes.",
    },
    contract: {
      object: "Contrat d’entretien",
      task: "Nettoyage et contrôle",
      interval: "annuel ou semestriel",
      note: "Pour les propriétaires et les gérances; intervalles des toitures végétalisées selon les besoins, combinables avec le nettoyage d’installations solaires.",
    },
  },
  seasonsTitle: "Entretien des toitures végétalisées au fil des saisons",
  seasonsIntro:
    "Chaque saison apporte ses propres tâches sur une toiture végétalisée. Voici comment nous répartissons les travaux sur l’année.",
  seasons: [
    {
      title: "Printemps",
      months: "mars à mai",
      tasks: [
        "Contrôler les dégâts de l’hiver et les zones ravinées",
        "Débarrasser écoulements, gouttières et bandes de gravier des feuilles",
        "Enlever les semis d’arbres et les plantes indésirables",
        "Ressemer les zones dénudées ou y planter des boutures de sedum",
      ],
    },
    {
      title: "Été",
      months: "juin à août",
      tasks: [
        "Arroser les végétalisations intensives en période sèche",
        "Tailler les vivaces et tondre le gazon des toits-jardins",
        "Raccourcir la végétation devant les modules solaires pour éviter l’ombrage",
        "Enlever les végétaux secs sur les bandes coupe-feu",
      ],
    },
    {
      title: "Automne",
      months: "septembre à novembre",
      tasks: [
        "Retirer les feuilles de la végétation et des écoulements",
        "Effectuer le deuxième passage sur les toitures extensives",
        "Arracher les semis d’arbres avec leurs racines avant l’hiver",
        "Compléter le substrat aux endroits érodés",
      ],
    },
    {
      title: "Hiver",
      months: "décembre à février",
      tasks: [
        "Contrôler trop-pleins et écoulements après les tempêtes et la bise",
        "Surveiller la charge de neige et le gel aux écoulements",
        "Établir le plan d’entretien et les intervalles de l’année suivante",
      ],
    },
  ],
  calendarTitle: "Calendrier annuel",
  months: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  calendarRows: {
    gutters: "Gouttières",
    greenExtensive: "Végétalisation extensive",
    greenIntensive: "Végétalisation intensive",
  },
  calendarLegend: {
    always: "toujours (fin de l’automne)",
    trees: "en plus avec des arbres à proximité",
    forest: "en plus en lisière de forêt",
  },
  calendarNote:
    "Nous planifions le nettoyage et le contrôle des installations solaires ainsi que le nettoyage de toiture selon les intervalles ci-dessus. Vous obtenez en général un rendez-vous dans un délai de 1 à 2 semaines, de 3 à 4 semaines en haute saison.",
  tipsTitle: "Conseils",
  tips: [
    {
      title: "En douceur plutôt qu’à haute pression",
      text: "Nous nettoyons à basse pression, de 1 à 3 bars, sur les toits plats de 0,5 à 1 bar, et là où le matériau le permet à l’eau chaude de 80 à 95 °C – sans produits chimiques.",
    },
    {
      title: "Toiture végétalisée et modules solaires",
      text: "Raccourcir la végétation devant les modules pour éviter l’ombrage et garder libres les bandes de gravier le long des modules, des superstructures et des bords du toit.",
    },
    {
      title: "Grille pare-feuilles",
      text: "Elle retient les grosses feuilles et espace les nettoyages, mais ne remplace pas le nettoyage de la gouttière.",
    },
    {
      title: "Conserver le rapport d’entretien",
      text: "De nombreux fabricants de systèmes de toitures végétalisées exigent un entretien dans les règles de l’art pour leur garantie. Notre rapport d’entretien avec photos vous sert de justificatif.",
    },
  ],
  ctaTitle: "Votre plan d’entretien sur mesure",
  ctaText:
    "Dites-nous ce qui se trouve sur votre toit. Nous combinons nettoyage et entretien à prix fixe – ponctuellement ou sous forme de contrat d’entretien.",
  offerLabel: "Calculer mon devis",
  contactLabel: "Contact",
  offerPath: pathOf("prices", "fr"),
  contactPath: pathOf("contact", "fr"),
  page: (page, pages) => `Page ${page} sur ${pages}`,
};

const it: MaintenancePlanCopy = {
  fileName: "piano-manutenzione-solare-tetto.pdf",
  tagline: "Pulizia di impianti fotovoltaici · Pulizia dei tetti · Grondaie · Manutenzione dei tetti verdi",
  uidLabel: "IDI",
  title: "Piano di manutenzione per impianto fotovoltaico, tetto e tetto verde",
  intro:
    "Curare regolarmente impianto fotovoltaico, tetto, grondaie e tetto verde assicura il rendimento, evita danni causati dall’acqua e mantiene il valore dell’edificio. Raccomandiamo questi intervalli per i tetti del Ticino, dal Mendrisiotto alle valli del Sopraceneri.",
  intervalsTitle: "Gli intervalli in sintesi",
  table: { object: "Elemento", task: "Lavoro", interval: "Intervallo", note: "Nota" },
  rows: {
    solarCleaning: {
      object: "Impianto fotovoltaico",
      task: "Pulizia con controllo",
      interval: "ogni 1–2 anni",
      note: "Durante la pulizia controlliamo i moduli alla ricerca di danni come vetro rotto o cavi allentati. Il polline dei castagni in primavera, la polvere del Sahara e la vicinanza di campi o strade trafficate sporcano i moduli più in fretta: lì conviene una pulizia annuale.",
    },
    solarCheck: {
      object: "Impianto fotovoltaico",
      task: "Confronto della produzione nel monitoraggio",
      interval: "continuo",
      note: "Confrontare gli stessi mesi di più anni: un calo graduale indica sporco, un crollo improvviso un guasto.",
    },
    roof: {
      object: "Tetto",
      task: "Rimozione di muschio e alghe",
      interval: "ogni 3–5 anni",
      note: "Sui versanti nord, sotto gli alberi e nell’aria umida in riva ai laghi, a Lugano come a Locarno, il muschio cresce più in fretta: meglio ogni 3 anni.",
    },
    gutters: {
      object: "Grondaie",
      task: "Pulizia",
      interval: "almeno 1 volta all’anno",
      note: "In tardo autunno, dopo la caduta delle foglie, e dopo i forti temporali estivi. Con alberi vicini 2 volte (primavera, tardo autunno), al margine del bosco 3 volte (primavera, fine estate, tardo autunno).",
    },
    greenExtensive: {
      object: "Tetto verde estensivo",
      task: "Intervento di manutenzione",
      interval: "2 volte all’anno",
      note: "Tetti a sedum, muschi ed erbe in primavera e in autunno: togliere la vegetazione indesiderata, tenere liberi gli scarichi.",
    },
    greenIntensive: {
      object: "Tetto verde intensivo",
      task: "Intervento di manutenzione",
      interval: "4 volte all’anno",
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
        "Togliere piantine di alberi e piante problematiche",
        "Riseminare le zone spoglie o piantarvi talee di sedum",
      ],
    },
    {
      title: "Estate",
      months: "da giugno ad agosto",
      tasks: [
        "Irrigare i tetti verdi intensivi nei periodi di siccità",
        "Tagliare perenni e prato dei giardini pensili",
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
        "Estirpare le piantine di alberi con la radice prima dell’inverno",
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
      title: "Bassa pressione, non alta pressione",
      text: "Puliamo a bassa pressione, da 1 a 3 bar, sui tetti piani da 0,5 a 1 bar, e dove il materiale lo consente con acqua calda da 80 a 95 °C – senza prodotti chimici aggressivi.",
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
    "Ci dica che cosa si trova sul Suo tetto: Le proponiamo pulizia e cura a prezzo fisso, una tantum o con un contratto di manutenzione.",
  offerLabel: "Calcoli il preventivo",
  contactLabel: "Ci contatti",
  offerPath: pathOf("prices", "it"),
  contactPath: pathOf("contact", "it"),
  page: (page, pages) => `Pagina ${page} di ${pages}`,
};

const en: MaintenancePlanCopy = {
  fileName: "maintenance-plan-solar-roof.pdf",
  tagline: "Solar panel cleaning · Roof cleaning · Gutters · Green roof maintenance",
  uidLabel: "UID",
  title: "Maintenance plan for your solar panels, roof and green roof",
  intro:
    "Regular care of your solar panels, roof, gutters and green roof protects the yield, prevents water damage and preserves the value of the building. We recommend these intervals for roofs in the Basel region and the Swiss Plateau.",
  intervalsTitle: "Intervals at a glance",
  table: { object: "Item", task: "Task", interval: "Interval", note: "Note" },
  rows: {
    solarCleaning: {
      object: "Solar panels",
      task: "Cleaning and check",
      interval: "every 1–2 years",
      note: "While cleaning, we check the panels for damage such as broken glass or loose cables. Near farmland, trees or busy roads, cleaning once a year pays off.",
    },
    solarCheck: {
      object: "Solar panels",
      task: "Yield check in your monitoring",
      interval: "ongoing",
      note: "Compare the same months over several years: a gradual decline points to soiling, a sudden drop to a fault.",
    },
    roof: {
      object: "Roof",
      task: "Moss and algae removal",
      interval: "every 3–5 years",
      note: "On north sides, under trees and along the Rhine, Birs and Wiese moss grows faster, so every three years is better there.",
    },
    gutters: {
      object: "Gutters",
      task: "Cleaning",
      interval: "at least once a year",
      note: "In late autumn after the leaves have fallen. With trees nearby twice (spring, late autumn), at the edge of a forest three times (spring, late summer, late autumn).",
    },
    greenExtensive: {
      object: "Extensive green roof",
      task: "Maintenance visit",
      interval: "twice a year",
      note: "Sedum, moss and herb roofs in spring and autumn: remove unwanted growth, keep the drains clear.",
    },
    greenIntensive: {
      object: "Intensive green roof",
      task: "Maintenance visit",
      interval: "once a season (four times a year)",
      note: "Roof gardens with perennials, lawn and shrubs, with an irrigation check and pruning in summer; in winter only a check after storms.",
    },
    contract: {
      object: "Maintenance contract",
      task: "Cleaning and checks",
      interval: "once or twice a year",
      note: "For owners and property managers; green roof intervals as needed, combined with solar panel cleaning on request. Businesses have their own contract tiers.",
    },
  },
  seasonsTitle: "Green roof maintenance through the seasons",
  seasonsIntro: "Each season brings different tasks on a green roof. This is how we spread the work over the year.",
  seasons: [
    {
      title: "Spring",
      months: "March to May",
      tasks: [
        "Check for winter damage and washed-out areas",
        "Clear leaves from drains, gutters and gravel strips",
        "Remove tree seedlings and problem plants",
        "Reseed bare patches or plant sedum cuttings",
      ],
    },
    {
      title: "Summer",
      months: "June to August",
      tasks: [
        "Water intensive planting during dry spells",
        "Cut perennials and lawn on roof gardens",
        "Trim growth in front of solar panels so nothing casts shade",
        "Remove dry plant material from fire-break strips",
      ],
    },
    {
      title: "Autumn",
      months: "September to November",
      tasks: [
        "Remove leaves from the vegetation and the drains",
        "Carry out the second maintenance visit on extensive roofs",
        "Pull out tree seedlings, roots and all, before winter",
        "Top up substrate where it has eroded",
      ],
    },
    {
      title: "Winter",
      months: "December to February",
      tasks: [
        "Check emergency overflows and drains after storms",
        "Keep an eye on snow load and ice at the drains",
        "Plan the care and intervals for the coming year",
      ],
    },
  ],
  calendarTitle: "Yearly calendar",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  calendarRows: {
    gutters: "Gutters",
    greenExtensive: "Extensive green roof",
    greenIntensive: "Intensive green roof",
  },
  calendarLegend: {
    always: "always (late autumn)",
    trees: "also with trees nearby",
    forest: "also at the edge of a forest",
  },
  calendarNote:
    "We schedule solar panel cleaning (with a check of the panels) and roof cleaning according to the intervals above. You usually get an appointment within one to two weeks, or three to four weeks in the high season.",
  tipsTitle: "Tips",
  tips: [
    {
      title: "Low pressure, not high pressure",
      text: "We clean at low pressure, 1 to 3 bar, on flat roofs 0.5 to 1 bar, and where the material allows with hot water at 80 to 95 °C – without any chemicals.",
    },
    {
      title: "Green roofs and solar panels",
      text: "Trim growth in front of the panels so nothing casts shade, and keep the gravel strips along panels, roof structures and edges clear.",
    },
    {
      title: "Leaf guards",
      text: "They hold back coarse leaves and lengthen the time between cleanings, but they do not replace cleaning the gutter.",
    },
    {
      title: "Keep the maintenance report",
      text: "Many green roof manufacturers require professional maintenance for their warranty. Our maintenance report with photos serves as proof.",
    },
  ],
  ctaTitle: "Your maintenance plan, made to measure",
  ctaText:
    "Tell us what is on your roof. We put together cleaning and care at a fixed price – as a one-off or as a maintenance contract.",
  offerLabel: "Get an instant quote",
  contactLabel: "Contact",
  offerPath: pathOf("prices", "en"),
  contactPath: pathOf("contact", "en"),
  page: (page, pages) => `Page ${page} of ${pages}`,
};

export const maintenancePlanCopy: Record<Lang, MaintenancePlanCopy> = { de, fr, it, en };

import { italianCount, italianTimes } from "#app/content/phrasing/it";
import { siteFacts } from "#app/content/site-facts";
import { greenRoofFacts as f } from "./facts";
import type { GreenRoofContent } from "./types";

const insurance = `CHF ${f.insuranceMillions} milioni`;

export const greenRoofIt = {
  meta: {
    title: "Manutenzione di tetti verdi estensivi e intensivi",
    description: `Manutenzione professionale di tetti verdi: controllo della vegetazione, rimozione delle piante infestanti, scarichi liberi. Tetti estensivi ${italianTimes(f.extensiveVisitsPerYear)} all’anno, intensivi una volta per stagione.`,
    serviceType: "Manutenzione dei tetti verdi",
  },
  hero: {
    heading: "Manutenzione dei tetti verdi, perché durino nel tempo",
    intro: [
      "Un tetto verde trattiene l’acqua piovana, rinfresca l’edificio in estate e protegge l’impermeabilizzazione, a patto che riceva una manutenzione regolare. Controlliamo la vegetazione, rimuoviamo le piante indesiderate come i semenzali di alberi, liberiamo scarichi, fasce di ghiaia e grondaie e, se necessario, integriamo substrato o piante. I lavori seguono le stagioni, perché primavera, estate, autunno e inverno hanno esigenze diverse.",
      `Di norma interveniamo sui tetti verdi estensivi ${italianTimes(f.extensiveVisitsPerYear)} all’anno e su quelli intensivi una volta per stagione, cioè ${italianTimes(f.intensiveVisitsPerYear)} all’anno; con un contratto di manutenzione definiamo gli intervalli secondo le Sue esigenze. Anche per i tetti verdi la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}. Non fatturiamo costi di trasferta e Le rispondiamo entro ${siteFacts.replyWithinHours} ore.`,
    ],
  },
  heroBadge: `Estensivi ${italianTimes(f.extensiveVisitsPerYear)} all’anno, intensivi una volta per stagione`,

  certificationNote: {
    title: "Nota sulla formazione certificata",
    text: `La formazione certificata che il nostro team ha completato nel ${f.certifiedSince} riguarda esclusivamente la pulizia di impianti fotovoltaici. Anche per la manutenzione dei tetti verdi elaboriamo un piano di sicurezza per ogni intervento, e la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}.`,
  },

  services: {
    title: "I nostri servizi per il Suo tetto verde",
    intro:
      "Un tetto verde è un piccolo ecosistema posato su una costruzione tecnica. La nostra manutenzione si occupa di entrambi: delle piante e di tutto ciò che mantiene il tetto impermeabile e asciutto.",
    items: [
      {
        mark: "✿",
        title: "Cura della vegetazione",
        text: "Rimuoviamo le piante indesiderate come semenzali di alberi, graminacee infestanti e specie invasive, potiamo le perenni e favoriamo una copertura vegetale fitta e adatta al luogo.",
      },
      {
        mark: "↓",
        title: "Scarichi e fasce di ghiaia liberi",
        text: "Liberiamo da foglie, piante e substrato gli scarichi del tetto, i pozzetti d’ispezione, i troppopieni e le fasce di ghiaia, affinché l’acqua piovana possa defluire in ogni momento.",
      },
      {
        mark: "+",
        title: "Risemina e integrazione del substrato",
        text: "Rinverdiamo le zone spoglie o dilavate con talee di sedum, sementi o substrato. Così l’impermeabilizzazione resta coperta e protetta dal sole e dal gelo.",
      },
      {
        mark: "✓",
        title: "Controllo e rapporto di manutenzione",
        text: "Verifichiamo bordi, raccordi e zone visibili dell’impermeabilizzazione e documentiamo con foto lo stato del tetto in un rapporto dopo ogni intervento.",
      },
    ],
  },

  seasons: {
    title: "La manutenzione stagione per stagione",
    intro: "Ogni stagione richiede lavori diversi sul tetto verde. Ecco come li distribuiamo durante l’anno.",
    items: [
      {
        title: "Primavera",
        months: "da marzo a maggio",
        tasks: [
          "Controllare i danni invernali e le zone dilavate",
          "Liberare scarichi, grondaie e fasce di ghiaia dalle foglie",
          "Rimuovere semenzali di alberi e specie invasive",
          "Riseminare le zone spoglie o piantarvi talee di sedum",
        ],
      },
      {
        title: "Estate",
        months: "da giugno ad agosto",
        tasks: [
          "Irrigare i tetti verdi intensivi nei periodi di siccità",
          "Potare le perenni e tagliare il prato dei giardini pensili",
          "Accorciare la vegetazione davanti ai moduli solari, perché non faccia ombra",
          "Rimuovere il materiale vegetale secco lungo le fasce antincendio",
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
          "Tenere d’occhio il carico di neve e la formazione di ghiaccio agli scarichi",
          "Definire il piano di manutenzione e gli intervalli per l’anno successivo",
        ],
      },
    ],
  },

  benefits: {
    title: "Perché una manutenzione regolare conviene",
    items: [
      {
        mark: "⌂",
        title: "Impermeabilizzazione protetta",
        text: "Una copertura vegetale fitta protegge l’impermeabilizzazione da raggi UV, grandine e forti sbalzi di temperatura e ne allunga nettamente la durata.",
      },
      {
        mark: "↓",
        title: "Nessun danno da acqua",
        text: "Scarichi e troppopieni liberi impediscono che durante i temporali l’acqua ristagni sul tetto e penetri nella costruzione.",
      },
      {
        mark: "✿",
        title: "Più biodiversità",
        text: "Un tetto verde curato offre cibo e habitat ad api selvatiche, farfalle e uccelli, anche in piena città.",
      },
      {
        mark: "☀",
        title: "Edificio più fresco, moduli più efficienti",
        text: "La vegetazione fa evaporare l’acqua e rinfresca il tetto e i locali sottostanti. I moduli solari sopra un tetto verde rendono di più grazie alle temperature più basse.",
      },
      {
        mark: "!",
        title: "Protezione antincendio",
        text: "Rimuoviamo il materiale vegetale secco e manteniamo libere da vegetazione le fasce di ghiaia lungo sovrastrutture, bordi del tetto e moduli solari.",
      },
      {
        mark: "✓",
        title: "Valore dell’edificio e prova per la garanzia",
        text: "Molti produttori di sistemi per tetti verdi richiedono una manutenzione a regola d’arte per la loro garanzia. Il nostro rapporto di manutenzione Le serve da prova.",
      },
    ],
  },

  intervals: {
    title: "Intervalli di manutenzione",
    intro:
      "La frequenza dei nostri interventi dipende dal tipo di inverdimento. Questi sono gli intervalli che consigliamo, dal Sottoceneri alle Tre Valli.",
    items: [
      {
        title: "Tetti verdi estensivi",
        frequency: `${f.extensiveVisitsPerYear} volte all’anno`,
        text: "Interveniamo sui tetti a sedum, muschi ed erbe in primavera e in autunno. Due interventi bastano per rimuovere le piante indesiderate e mantenere liberi gli scarichi.",
      },
      {
        title: "Tetti verdi intensivi",
        frequency: `${f.intensiveVisitsPerYear} volte all’anno`,
        text: "Interveniamo sui giardini pensili con perenni, prato e arbusti una volta per stagione: in estate con controllo dell’irrigazione e potatura, d’inverno con un controllo degli scarichi dopo le tempeste.",
      },
      {
        title: "Contratti di manutenzione",
        frequency: "secondo necessità",
        text: "Per amministrazioni immobiliari, aziende e tetti particolari definiamo intervalli e prestazioni in un contratto di manutenzione su misura, su richiesta insieme alla pulizia dell’impianto fotovoltaico.",
      },
    ],
  },

  cta: {
    title: "Affidi a noi il Suo tetto verde",
    text: `Ci indichi posizione, superficie e tipo di inverdimento del Suo tetto. Le rispondiamo entro ${siteFacts.replyWithinHours} ore con una proposta di interventi e intervalli, senza costi di trasferta.`,
    contactButton: { label: "Richieda un preventivo per la manutenzione", to: { page: "contact" } },
    solarButton: { label: "Scopra la pulizia di impianti fotovoltaici", to: { page: "solar" } },
  },

  faq: {
    title: "Domande frequenti sulla manutenzione dei tetti verdi",
    items: [
      {
        question: "Ogni quanto serve la manutenzione di un tetto verde?",
        answer: `I tetti verdi estensivi, con sedum, muschi ed erbe, richiedono di norma ${italianCount(f.extensiveVisitsPerYear)} interventi all’anno, in primavera e in autunno. Sui tetti verdi intensivi con perenni, prato o arbusti interveniamo una volta per stagione, cioè ${italianTimes(f.intensiveVisitsPerYear)} all’anno. Con un contratto di manutenzione definiamo gli intervalli secondo necessità.`,
      },
      {
        question: "Qual è la differenza tra inverdimento estensivo e intensivo?",
        answer:
          "Un inverdimento estensivo ha uno strato sottile di substrato di circa 6–15 cm con piante resistenti alla siccità come il sedum e non è calpestabile. Un inverdimento intensivo è un giardino pensile con substrato più spesso, perenni, prato o arbusti; richiede più cura e, nei periodi di siccità, irrigazione.",
      },
      {
        question: "Perché bisogna rimuovere i semenzali di alberi?",
        answer:
          "Betulle, aceri o salici attecchiscono da semi portati dal vento. Le loro radici possono attraversare la guaina antiradice e l’impermeabilizzazione del tetto. A ogni intervento rimuoviamo questi semenzali con la radice, prima che causino danni.",
      },
      {
        question: "Siete assicurati anche per i lavori sul tetto verde?",
        answer: `Sì. Anche per i lavori sul Suo tetto verde la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}, e per ogni intervento elaboriamo un piano di sicurezza con protezione anticaduta secondo le regole della Suva.`,
      },
      {
        question: "Potete occuparvi sia del tetto verde sia dell’impianto fotovoltaico?",
        answer:
          "Sì, e spesso conviene: su un tetto verde con impianto fotovoltaico la vegetazione non deve fare ombra ai moduli, e il polline sporca il vetro. Accorciamo la vegetazione alta davanti alle file di moduli e puliamo i moduli nello stesso intervento, come sempre senza costi di trasferta.",
      },
    ],
  },
} satisfies GreenRoofContent;

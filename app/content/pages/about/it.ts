import { siteFacts } from "#app/content/site-facts";
import { formatDecimal, formatNumber } from "#app/lib/format";
import { italianCount, italianServiceArea } from "#app/content/phrasing/it";
import { aboutFacts as f, regionsNamed, ticinoRegions } from "./facts";
import { homeFacts } from "../home/facts";
import type { AboutContent } from "./types";

/** "Sei": a count at the start of a sentence. */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const aboutIt = {
  meta: {
    title: "Chi siamo: il Suo team per la pulizia di impianti fotovoltaici e tetti",
    description: `Dal ${f.founded} puliamo impianti fotovoltaici e tetti e ci occupiamo della manutenzione dei tetti verdi: ${italianCount(f.teams)} team regionali, ${f.modules} moduli puliti, formazione certificata nel ${f.certifiedSince}.`,
  },
  hero: {
    heading: "Chi siamo",
    intro: [
      `Abbiamo fondato la nostra azienda a Basilea nel ${f.founded} con un’idea chiara: molti impianti fotovoltaici, dopo pochi anni, producono molto meno di quanto potrebbero, semplicemente perché nessuno li pulisce. Da allora abbiamo pulito ${f.modules} moduli e siamo cresciuti fino a ${italianCount(f.teams)} team regionali. Più di ${formatNumber(f.customersOver)} clienti si sono affidati a noi.`,
      `Nel ${f.certifiedSince} il nostro team ha completato una formazione certificata per la pulizia di impianti fotovoltaici, e la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${f.insuranceMillions} milioni. Lavoriamo in modo sostenibile, puliamo i moduli con acqua demineralizzata e senza prodotti chimici, puntiamo sulla qualità del lavoro e pianifichiamo i giri in modo efficiente, così non Le addebitiamo costi di trasferta. Oltre agli impianti fotovoltaici puliamo tetti e grondaie e ci occupiamo della manutenzione dei tetti verdi, per privati, amministrazioni immobiliari e aziende.`,
    ],
  },
  heroBadge: `Con sede a Basilea dal ${f.founded} · ${f.teams} team regionali`,

  facts: {
    title: "La nostra azienda in cifre",
    items: [
      { value: f.founded, label: "anno di fondazione, a Basilea" },
      { value: String(f.teams), label: "team regionali" },
      { value: f.modules, label: "moduli solari puliti" },
      {
        value: formatDecimal(siteFacts.rating, "it", 1),
        label: `su 5, media di ${siteFacts.reviewCount} recensioni`,
      },
    ],
    companyTitle: "Dati aziendali",
    nameLabel: "Ragione sociale",
    addressLabel: "Sede",
    uidLabel: "Numero d’identificazione delle imprese (IDI)",
  },

  timeline: {
    title: "La nostra storia",
    items: [
      {
        period: f.founded,
        title: "Fondazione a Basilea",
        text: "Con un furgone, un impianto di trattamento dell’acqua e tanta curiosità puliamo i primi impianti fotovoltaici a Basilea Città e Basilea Campagna. Ci rendiamo conto presto che molti impianti, dopo pochi anni, producono molta meno corrente di quanto potrebbero.",
      },
      {
        period: f.growthPeriod,
        title: "Crescita nella Svizzera tedesca",
        text: `Nascono nuovi team in Argovia, a Zurigo, in Svizzera centrale, a Berna e a Langenthal. Introduciamo robot di pulizia e droni, ampliamo l’offerta alla pulizia di tetti e grondaie e alla manutenzione dei tetti verdi e nel ${f.certifiedSince} completiamo una formazione certificata per la pulizia di impianti fotovoltaici.`,
      },
      {
        period: "2024–oggi",
        title: "Partner di privati e aziende",
        text: `${capitalised(italianCount(f.teams))} team regionali, ${f.modules} moduli puliti e contratti di manutenzione per amministrazioni immobiliari, aziende e aziende agricole: oggi ci occupiamo di case unifamiliari come di tetti industriali di diverse migliaia di metri quadrati, anche a sud delle Alpi.`,
      },
    ],
  },

  values: {
    title: "I nostri valori",
    intro: "Tre principi guidano ogni intervento, dalla prima telefonata fino al rapporto di pulizia.",
    items: [
      {
        title: "Sostenibilità",
        description:
          "Puliamo i moduli con acqua demineralizzata invece che con prodotti chimici, riduciamo i tragitti tra un intervento e l’altro e aiutiamo il Suo impianto a produrre quanta più energia pulita possibile.",
      },
      {
        title: "Qualità",
        description:
          "Specialisti con formazione certificata, metodi conformi alle indicazioni dei produttori e un rapporto di pulizia con foto: vede nero su bianco che cosa abbiamo fatto.",
      },
      {
        title: "Efficienza",
        description: `Un preventivo in ${italianCount(homeFacts.quoteMinutes)} minuti, una risposta entro ${siteFacts.replyWithinHours} ore, un appuntamento di solito entro 1–2 settimane e, poiché pianifichiamo i giri per regione, nessun costo di trasferta.`,
      },
    ],
  },

  certifications: {
    title: "Certificati e attestati",
    verifiedLabel: "Attestato disponibile",
    link: { label: "Consulti tutti i certificati", to: { page: "certificates" } },
    items: [
      {
        title: "Formazione certificata",
        description: `Nel ${f.certifiedSince} il nostro team ha completato una formazione certificata per la pulizia professionale di impianti fotovoltaici.`,
        verified: true,
      },
      {
        title: `Responsabilità civile fino a CHF ${f.insuranceMillions} milioni`,
        description: `La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${f.insuranceMillions} milioni.`,
        verified: true,
      },
      {
        title: "Sicurezza sul lavoro secondo le regole della Suva",
        description: "Protezione anticaduta, piano di sicurezza e team formati per ogni intervento in quota.",
        verified: true,
      },
      {
        title: "Droni secondo le regole dell’UFAC",
        description:
          "I nostri voli con i droni per il controllo e la documentazione rispettano le regole dell’Ufficio federale dell’aviazione civile.",
        verified: false,
      },
    ],
  },

  teams: {
    title: "I nostri team regionali",
    intro: `${italianServiceArea} Qui Le presentiamo quattro team, con i progetti che hanno seguito.`,
    projectsLabel: "Progetti",
    specialityLabel: "Specialità",
    items: [
      {
        name: "Team di Basilea",
        short: "BS",
        region: "Basilea Città e Basilea Campagna",
        projects: f.projects.basel,
        speciality: "Tetti del centro storico di difficile accesso e impianti vicini al Reno e alle zone industriali",
      },
      {
        name: "Team di Argovia",
        short: "AG",
        region: "Argovia e Fricktal",
        projects: f.projects.aargau,
        speciality: "Aziende agricole con tetti di stalle e fienili",
      },
      {
        name: "Team di Zurigo",
        short: "ZH",
        region: "Città e Cantone di Zurigo",
        projects: f.projects.zuerich,
        speciality: "Tetti commerciali e industriali puliti con il robot",
      },
      {
        name: "Team della Svizzera centrale",
        short: "SC",
        region: "Lucerna, Zugo e Svitto",
        projects: f.projects.luzern,
        speciality: "Tetti a falde delle Prealpi e tetti verdi con impianto fotovoltaico",
      },
    ],
    regions: {
      title: "In Ticino",
      intro: `In Ticino lavoriamo regolarmente in tre zone, da Chiasso ad Airolo, senza costi di trasferta. A ogni richiesta rispondiamo entro ${siteFacts.replyWithinHours} ore; al telefono ci trova dal lunedì al venerdì, dalle ${f.hours.opens} alle ${f.hours.closes}.`,
      items: regionsNamed(ticinoRegions, ["Sottoceneri", "Bellinzonese e Locarnese", "Tre Valli"]),
    },
  },

  cta: {
    title: "Conosciamoci meglio",
    text: `Casa unifamiliare o tetto industriale: ci scriva, Le rispondiamo entro ${siteFacts.replyWithinHours} ore. Con il nostro calcolatore vede subito, in ${italianCount(homeFacts.quoteMinutes)} minuti, quanto costa la pulizia di base del Suo impianto.`,
    contactButton: { label: "Ci contatti", to: { page: "contact" } },
    quoteButton: { label: "Calcoli il preventivo", to: { page: "prices", section: "calculator" } },
  },
} satisfies AboutContent;

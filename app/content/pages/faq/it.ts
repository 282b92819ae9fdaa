import { italianCount } from "#app/content/phrasing/it";
import { siteFacts } from "#app/content/site-facts";
import { homeFacts } from "../home/facts";
import { faqFacts as f, questionsOf } from "./facts";
import type { FaqPageContent, FaqTopic } from "./types";

const soiling = siteFacts.soilingLossPercent;
const reply = `entro ${siteFacts.replyWithinHours} ore`;
/** "due minuti": how long the quote calculator takes. */
const minutes = `${italianCount(homeFacts.quoteMinutes)} minuti`;

const topics: FaqTopic[] = [
  {
    id: "costs",
    title: "Costi e preventivo",
    items: [
      {
        question: "Quanto costa la pulizia di un impianto fotovoltaico?",
        answer: `La pulizia di base parte da ${f.basicChf}; il pacchetto Premium, che comprende in più un’ispezione del Suo impianto con un rapporto scritto, parte da ${f.premiumChf}. A questi importi si aggiungono il prezzo al m² della superficie e l’IVA, e il preventivo indica il totale IVA inclusa. Con il nostro [calcolatore del preventivo](page:prices) vede in ${minutes} il prezzo esatto della pulizia di base: bastano il numero postale, il tipo di tetto e la dimensione. Per il pacchetto Premium Le prepariamo un preventivo su richiesta.`,
      },
      {
        question: "Come si compone il prezzo?",
        answer: `Il prezzo è composto da un forfait di base di ${f.fixedCostChf} e da un prezzo al metro quadrato che diminuisce con l’aumentare della superficie: fino a ${f.firstTierUpToM2} m² sono ${f.firstTierChf} al m², oltre ${f.lastTierFromM2} m² solo ${f.lastTierChf} al m². Rispetto a un tetto in tegole, la pulizia costa il ${f.flatRoofPercent} % in meno su un tetto piano e il ${f.metalRoofPercent} % in più su un tetto in lamiera. A questo si aggiunge l’IVA (${f.vatComma} %). Un impianto di ${f.exampleAreaM2} m² su un tetto in tegole costa così circa ${f.exampleChf}, IVA inclusa.`,
      },
      {
        question: "Fatturate costi di trasferta o supplementi?",
        answer:
          "No. Non fatturiamo costi di trasferta e l’importo del Suo preventivo è un prezzo fisso. Un controllo visivo dell’impianto, la documentazione di eventuali difetti e, se lo desidera, il contatto con un’azienda partner per le riparazioni sono compresi in ogni pulizia.",
      },
      {
        question: "Che cosa succede se non sono soddisfatto del risultato?",
        answer:
          "Per questo c’è la nostra garanzia di soddisfazione: se il risultato non corrisponde alle Sue aspettative, ce lo comunichi e puliamo di nuovo gratuitamente i punti che ci indica.",
      },
    ],
  },
  {
    id: "cleaning",
    title: "Pulizia e metodo",
    items: [
      {
        question: "Ogni quanto devo far pulire il mio impianto fotovoltaico?",
        answer:
          "Consigliamo una pulizia ogni 1–2 anni; ogni pulizia comprende un controllo visivo dell’impianto. Vicino a superfici agricole, ad alberi (in Ticino spesso castagni) o a strade molto trafficate i moduli si sporcano più in fretta; lì conviene spesso una pulizia annuale. Maggiori informazioni sulla pagina [Pulizia di impianti fotovoltaici](page:solar).",
      },
      {
        question: "Con che cosa pulite i moduli?",
        answer:
          "Esclusivamente con acqua demineralizzata e spazzole morbide, senza alcun prodotto chimico. L’acqua demineralizzata, insieme alle spazzole, aiuta a staccare polvere, polline ed escrementi di uccelli, asciuga senza macchie di calcare e non lascia residui sui moduli, nelle grondaie o in giardino.",
      },
      {
        question: "Pulite con l’alta pressione?",
        answer:
          "No. L’alta pressione può danneggiare guarnizioni, telai e il rivestimento antiriflesso dei moduli. Sui moduli lavoriamo solo a bassa pressione, con spazzole morbide, e rispettiamo le indicazioni di pulizia dei loro produttori.",
      },
      {
        question: "Utilizzate robot e droni?",
        answer:
          "Sì, dove è opportuno. Sui grandi tetti piani di edifici commerciali e industriali un robot di pulizia pulisce le file di moduli in modo rapido e uniforme. I droni non puliscono: ci servono per controllare e documentare i tetti difficili da raggiungere, e li facciamo volare secondo le regole dell’Ufficio federale dell’aviazione civile (UFAC). Sulle case unifamiliari il nostro team pulisce di solito a mano.",
      },
      {
        question: "Quanto rendimento in più porta una pulizia?",
        answer: `Lo sporco leggero costa a un impianto dal ${soiling.light.from} al ${soiling.light.to} % del rendimento, lo sporco marcato dal ${soiling.heavy.from} al ${soiling.heavy.to} %. Un impianto pulito rende fino al ${f.yieldUpTo} % in più di un impianto sporco. Il [calcolatore delle perdite](page:lossCalculator) Le mostra che cosa significa in franchi per il Suo impianto.`,
      },
    ],
  },
  {
    id: "green-roof",
    title: "Tetto verde",
    items: [
      {
        question: "Ogni quanto serve la manutenzione di un tetto verde?",
        answer:
          "Di norma interveniamo sui tetti verdi estensivi con sedum, muschi ed erbe due volte all’anno, in primavera e in autunno, e sui tetti verdi intensivi con perenni, prato o arbusti una volta per stagione, cioè quattro volte all’anno; d’inverno ci limitiamo a un controllo, per esempio degli scarichi dopo le tempeste. Con un contratto di manutenzione fissiamo gli intervalli secondo le Sue esigenze.",
      },
      {
        question: "Che cosa comprende la manutenzione di un tetto verde?",
        answer:
          "Controlliamo la vegetazione, rimuoviamo le piante indesiderate come i semenzali di alberi, liberiamo scarichi, fasce di ghiaia e grondaie e verifichiamo i bordi. Se necessario integriamo il substrato, riseminiamo o irrighiamo nei periodi di siccità. Tutti i servizi sono descritti alla pagina [Manutenzione dei tetti verdi](page:greenRoof).",
      },
      {
        question: "Anche la manutenzione dei tetti verdi è certificata?",
        answer: `No. La formazione certificata che il nostro team ha completato nel ${f.certifiedSince} riguarda esclusivamente la pulizia di impianti fotovoltaici. Anche per la manutenzione dei tetti verdi elaboriamo però un piano di sicurezza per ogni intervento, e la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${f.insuranceMillions} milioni.`,
      },
    ],
  },
  {
    id: "appointments",
    title: "Appuntamenti e sicurezza",
    items: [
      {
        question: "In quanto tempo ottengo un appuntamento?",
        answer: `Rispondiamo alla Sua richiesta ${reply}; al telefono ci trova dal lunedì al venerdì, dalle ${f.hours.opens} alle ${f.hours.closes}. Un appuntamento per la pulizia è di solito disponibile entro 1–2 settimane, in alta stagione entro 3–4 settimane. Ci scriva tramite il [modulo di contatto](page:contact) oppure calcoli subito il Suo preventivo.`,
      },
      {
        question: "Quanto dura una pulizia e devo essere a casa?",
        answer:
          "Di norma puliamo un impianto di 50–100 m² in 2–4 ore. Non deve essere a casa: ci servono l’accesso al tetto e un allacciamento idrico; un allacciamento elettrico non è indispensabile. Alla consegna riceve un rapporto di pulizia.",
      },
      {
        question: "Siete assicurati se durante il lavoro causate un danno?",
        answer: `Sì. La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF ${f.insuranceMillions} milioni. Per ogni intervento elaboriamo un piano di sicurezza con protezione anticaduta secondo le regole della Suva. Trova i nostri attestati alla pagina [Certificati](page:certificates).`,
      },
    ],
  },
];

export const faqIt = {
  meta: {
    title: "Domande frequenti: pulizia di impianti fotovoltaici e tetti verdi",
    description: `Risposte alle domande frequenti: intervalli di pulizia, costi da ${f.basicChf}, pulizia dei moduli senza prodotti chimici, durata dell’intervento, manutenzione dei tetti verdi e assicurazione fino a CHF ${f.insuranceMillions} milioni.`,
  },
  hero: {
    heading: "Domande frequenti (FAQ)",
    intro: [
      "Qui trova le risposte alle domande che ci vengono poste più spesso prima di una pulizia: ogni quanto pulire un impianto fotovoltaico, quanto costa, con che cosa puliamo, quanto dura un intervento e come siamo assicurati in caso di danni. La maggior parte delle risposte riguarda la pulizia di impianti fotovoltaici, alcune la manutenzione dei tetti verdi; sulla pulizia dei tetti e delle grondaie trova ulteriori informazioni sulle pagine dedicate.",
      `La Sua domanda non è tra queste? Ci scriva o ci chiami: Le rispondiamo ${reply}; al telefono ci trova dal lunedì al venerdì, dalle ${f.hours.opens} alle ${f.hours.closes}. Se vuole sapere subito quanto costa la pulizia di base del Suo impianto, calcoli il preventivo in ${minutes}: bastano il numero postale, il tipo di tetto e la dimensione, e vede il prezzo IVA inclusa e senza costi di trasferta.`,
    ],
  },
  topics,
  faq: { title: "Temi", items: questionsOf(topics) },
  related: {
    title: "Per saperne di più",
    items: [
      {
        title: "Pulizia di impianti fotovoltaici",
        text: "Lo svolgimento in sei fasi, i rischi dei moduli sporchi e la nostra copertura assicurativa.",
        link: { label: "Scopra la pulizia di impianti fotovoltaici", to: { page: "solar" } },
      },
      {
        title: "Manutenzione dei tetti verdi",
        text: "Gli intervalli di manutenzione per tetti verdi estensivi e intensivi e i lavori di ogni stagione.",
        link: { label: "Scopra la manutenzione dei tetti verdi", to: { page: "greenRoof" } },
      },
      {
        title: "Prezzi e preventivo immediato",
        text: `Il prezzo della pulizia di base in ${minutes}, IVA inclusa e senza costi di trasferta, con preventivo in PDF.`,
        link: { label: "Scopra i prezzi", to: { page: "prices" } },
      },
    ],
  },
  cta: {
    title: "Non ha trovato la Sua domanda?",
    text: `Ci chiami o ci scriva: Le rispondiamo ${reply}. Oppure calcoli subito il preventivo per la pulizia del Suo impianto.`,
    contactButton: { label: "Ci faccia una domanda", to: { page: "contact" } },
    quoteButton: { label: "Calcoli il preventivo", to: { page: "prices" } },
  },
} satisfies FaqPageContent;

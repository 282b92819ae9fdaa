import type { LocalizedCopy } from "./types";

/** Italian (Swiss Italian, formal "Lei") page copy. */
export const itCopy: LocalizedCopy = {
  home: {
    title: "Pulizia di impianti fotovoltaici e tetti in Svizzera",
    description:
      "Pulizia professionale di impianti fotovoltaici e tetti e manutenzione di tetti verdi, anche in Ticino. Da CHF 388, senza prodotti chimici né costi di trasferta.",
    heading: "Più rendimento dal Suo impianto fotovoltaico",
    intro: [
      "Polvere, polline, escrementi di uccelli e foglie si depositano anno dopo anno sui moduli e ne riducono la produzione. Con una pulizia professionale il Suo impianto torna a rendere come dovrebbe. Lavoriamo esclusivamente con acqua demineralizzata, senza prodotti chimici, e all’occorrenza con robot o droni. Dal 2023 siamo certificati da un’accademia solare e ogni intervento è coperto dalla nostra assicurazione di responsabilità civile fino a CHF 5 milioni.",
      "Dalla fondazione nel 2019 a Basilea, i nostri 6 team regionali hanno pulito 8'643 moduli. In Ticino interveniamo nel Sottoceneri, nel Bellinzonese e Locarnese e nelle valli del nord. La pulizia è disponibile da CHF 388, IVA inclusa e senza costi di trasferta. Calcoli il Suo preventivo in due minuti: Le rispondiamo entro 24–48 ore, dal lunedì al venerdì dalle 08:00 alle 18:00.",
    ],
  },
  contact: {
    title: "Contatto – consulenza e preventivo per la pulizia",
    description:
      "Ci contatti per una consulenza o un preventivo per la pulizia di impianti fotovoltaici, tetti o tetti verdi. Risposta entro 24–48 ore, lun–ven 08:00–18:00.",
    heading: "Ci contatti",
    intro: [
      "Desidera far pulire il Suo impianto fotovoltaico, curare un tetto verde o semplicemente ricevere un consiglio? Ci chiami o ci scriva un’e-mail: Le rispondiamo entro 24–48 ore, dal lunedì al venerdì dalle 08:00 alle 18:00. Per un preventivo preciso ci indichi il codice postale, il tipo di tetto e la dimensione approssimativa dell’impianto in kWp, in numero di moduli o in metri quadrati.",
      "La nostra sede è a Basilea e in Ticino operiamo in tre zone: a sud con Lugano, Mendrisio, Chiasso e Balerna, al centro con Bellinzona, Locarno, Ascona e Tenero e a nord con Biasca, Airolo, Faido e Acquarossa. Non fatturiamo costi di trasferta e tutti i lavori sono coperti dalla nostra assicurazione di responsabilità civile fino a CHF 5 milioni.",
    ],
  },
  solar: {
    title: "Pulizia di impianti fotovoltaici senza chimica",
    description:
      "Pulizia professionale di pannelli fotovoltaici con acqua demineralizzata: certificati dal 2023, assicurati fino a CHF 5 milioni, da CHF 388 IVA inclusa.",
    heading: "Pulizia professionale di impianti fotovoltaici",
    intro: [
      "Moduli sporchi producono meno corrente: uno sporco leggero costa dal 5 al 10 % del rendimento, uno sporco marcato dovuto a escrementi, foglie o licheni dal 15 al 25 %. Con una pulizia a regola d’arte può recuperare fino al 15 % di rendimento. Utilizziamo esclusivamente acqua demineralizzata e spazzole morbide, senza prodotti chimici, per preservare vetro, cornici e guarnizioni dei moduli.",
      "Ogni intervento segue sei fasi: analisi sul posto, piano di sicurezza, prelavaggio delicato, pulizia principale, controllo qualità con documentazione e consegna con protocollo di pulizia. Il nostro team è certificato da un’accademia solare dal 2023 e assicurato fino a CHF 5 milioni. Un impianto di 50–100 m² viene pulito in due-quattro ore. Le consigliamo una pulizia ogni 1–2 anni.",
    ],
    faq: [
      {
        question: "Ogni quanto va pulito un impianto fotovoltaico?",
        answer:
          "Consigliamo una pulizia ogni 1–2 anni. Vicino a superfici agricole, strade molto trafficate o alberi può essere utile una pulizia annuale, perché polvere, polline e foglie si accumulano più rapidamente.",
      },
      {
        question: "La pulizia è sicura per i miei moduli?",
        answer:
          "Sì. Puliamo con acqua demineralizzata e spazzole morbide, senza prodotti chimici e senza alta pressione sui moduli. Il nostro team è certificato da un’accademia solare dal 2023 e ogni intervento è coperto dalla nostra assicurazione di responsabilità civile fino a CHF 5 milioni.",
      },
      {
        question: "Quanto dura la pulizia?",
        answer:
          "Un impianto di 50–100 m² viene di norma pulito in due-quattro ore. Un appuntamento è solitamente disponibile entro 1–2 settimane, in alta stagione entro 3–4 settimane.",
      },
    ],
  },
  greenRoof: {
    title: "Manutenzione di tetti verdi estensivi e intensivi",
    description:
      "Manutenzione professionale di tetti verdi: controllo della vegetazione, diserbo, scarichi liberi. Tetti estensivi 2 volte e intensivi 4 volte all’anno.",
    heading: "Manutenzione di tetti verdi",
    intro: [
      "Un tetto verde trattiene l’acqua piovana, rinfresca l’edificio in estate e protegge l’impermeabilizzazione, a patto che venga curato con regolarità. Controlliamo la vegetazione, rimuoviamo la crescita indesiderata come le piantine di alberi, liberiamo scarichi, fasce di ghiaia e grondaie e, se necessario, integriamo substrato o piante. I lavori seguono le stagioni, perché primavera, estate, autunno e inverno hanno esigenze diverse.",
      "Di norma curiamo i tetti verdi estensivi due volte all’anno e quelli intensivi quattro volte; con un contratto di manutenzione definiamo gli intervalli secondo le Sue esigenze. La preghiamo di notare che la nostra certificazione da parte di un’accademia solare riguarda esclusivamente la pulizia di impianti fotovoltaici. Anche per i tetti verdi valgono la nostra assicurazione fino a CHF 5 milioni e l’assenza di costi di trasferta.",
    ],
    faq: [
      {
        question: "Ogni quanto va curato un tetto verde?",
        answer:
          "I tetti verdi estensivi, con sedum, muschi ed erbe, richiedono di norma due interventi all’anno, in primavera e in autunno. I tetti verdi intensivi con piante perenni, prato o arbusti vengono curati quattro volte all’anno.",
      },
      {
        question: "Che cosa comprende la manutenzione di un tetto verde?",
        answer:
          "Il controllo della vegetazione, la rimozione della crescita indesiderata, la pulizia di scarichi e fasce di ghiaia, il controllo visivo dei bordi e, se necessario, risemina, integrazione del substrato o irrigazione nei periodi di siccità.",
      },
      {
        question: "Anche la manutenzione dei tetti verdi è certificata?",
        answer:
          "No. La nostra certificazione da parte di un’accademia solare, ottenuta nel 2023, riguarda solo la pulizia di impianti fotovoltaici. La nostra assicurazione di responsabilità civile fino a CHF 5 milioni copre invece anche i lavori sul Suo tetto verde.",
      },
    ],
  },
  prices: {
    title: "Prezzi e preventivo per la pulizia fotovoltaica",
    description:
      "Pulizia di base da CHF 388, pacchetto premium con ispezione a CHF 588, IVA inclusa e senza costi di trasferta. Richieda il Suo preventivo personalizzato.",
    heading: "Prezzi e preventivo",
    intro: [
      "Il prezzo di una pulizia dipende soprattutto dalla superficie del Suo impianto e dal tipo di tetto. Si compone di un forfait di base e di un prezzo al metro quadrato che diminuisce con l’aumentare della superficie. Può indicarci la dimensione in metri quadrati, in kWp o in numero di moduli. Tutti i prezzi si intendono IVA dell’8,1 % inclusa e senza costi di trasferta, con garanzia di prezzo fisso.",
      "La pulizia di base è disponibile da CHF 388. Il pacchetto premium a CHF 588 comprende inoltre un’ispezione del Suo impianto. Ogni pulizia include un controllo visivo, la documentazione di eventuali difetti e, su richiesta, il contatto con un’azienda partner per le riparazioni. Richieda il Suo preventivo: Le rispondiamo entro 24–48 ore.",
    ],
  },
  about: {
    title: "Chi siamo – il Suo team per la pulizia solare",
    description:
      "Dal 2019 puliamo impianti fotovoltaici e curiamo tetti: 6 team regionali, 8'643 moduli puliti, certificati da un’accademia solare dal 2023. Ci conosca meglio.",
    heading: "Chi siamo",
    intro: [
      "Abbiamo fondato la nostra azienda a Basilea nel 2019, perché molti impianti fotovoltaici dopo pochi anni producono molto meno di quanto potrebbero, semplicemente perché nessuno li pulisce. Da allora abbiamo pulito 8'643 moduli e siamo cresciuti fino a 6 team regionali. I nostri valori: lavoro sostenibile con acqua demineralizzata, esecuzione di prima qualità e un’organizzazione efficiente che Le evita i costi di trasferta.",
      "Dal 2023 siamo certificati da un’accademia solare per la pulizia di impianti fotovoltaici e la nostra assicurazione di responsabilità civile copre danni fino a CHF 5 milioni. I nostri clienti ci valutano in media 4,9 su 5. Oltre agli impianti fotovoltaici puliamo tetti e grondaie e curiamo tetti verdi, per privati, amministrazioni immobiliari e aziende, anche in Ticino.",
    ],
  },
  blog: {
    title: "Blog – consigli su pulizia fotovoltaica e tetti verdi",
    description:
      "Guide pratiche sulla pulizia di impianti fotovoltaici, sulle perdite di rendimento dovute allo sporco, sulla pianificazione e sulla cura dei tetti verdi.",
    heading: "Consigli e blog",
    intro: [
      "Quanto rendimento perde un impianto fotovoltaico sporco? Quando conviene una pulizia e ogni quanto va curato un tetto verde? Nel nostro blog rispondiamo alle domande che proprietari, amministrazioni e aziende ci pongono più spesso. Gli articoli si basano sulla nostra esperienza con 8'643 moduli puliti dal 2019 e sono scritti in modo comprensibile anche senza conoscenze tecniche.",
      "Qui trova guide sulla pianificazione della manutenzione, sulle tecnologie di pulizia e sull’impatto ambientale del Suo impianto. Con il nostro calcolatore delle perdite può inoltre stimare quanto Le costa ogni anno lo sporco sui moduli. Se desidera poi una valutazione personale, ci scriva: Le rispondiamo entro 24–48 ore.",
    ],
  },
  faq: {
    title: "Domande frequenti sulla pulizia fotovoltaica",
    description:
      "Risposte alle domande frequenti: intervalli di pulizia, costi da CHF 388, pulizia senza chimica, durata dell’intervento e assicurazione fino a CHF 5 milioni.",
    heading: "Domande frequenti (FAQ)",
    intro: [
      "Qui trova le risposte alle domande che ci vengono poste più spesso prima di una pulizia: ogni quanto pulire un impianto fotovoltaico, quanto costa, con che cosa puliamo, quanto dura un intervento e come è protetto in caso di danni. Le risposte riguardano gli impianti fotovoltaici; per i tetti verdi trova ulteriori informazioni sulla pagina dedicata.",
      "La Sua domanda non è presente? Ci scriva o ci chiami: Le rispondiamo entro 24–48 ore, dal lunedì al venerdì dalle 08:00 alle 18:00. Per conoscere il prezzo della pulizia del Suo impianto bastano il codice postale, il tipo di tetto e la dimensione dell’impianto. I nostri prezzi sono IVA inclusa e senza costi di trasferta.",
    ],
    faq: [
      {
        question: "Ogni quanto devo far pulire il mio impianto fotovoltaico?",
        answer:
          "Consigliamo una pulizia ogni 1–2 anni e un controllo ogni 12–24 mesi. Vicino a superfici agricole, alberi o strade molto trafficate i moduli si sporcano più in fretta; in questi casi può essere utile una pulizia annuale.",
      },
      {
        question: "Quanto costa una pulizia fotovoltaica?",
        answer:
          "La pulizia di base costa da CHF 388, il pacchetto premium con ispezione CHF 588. Il prezzo esatto dipende dalla superficie e dal tipo di tetto. Tutti i prezzi si intendono IVA inclusa e senza costi di trasferta.",
      },
      {
        question: "Utilizzate prodotti chimici?",
        answer:
          "No. Puliamo esclusivamente con acqua demineralizzata e spazzole morbide. L’acqua asciuga senza macchie di calcare, preserva il rivestimento dei moduli e non lascia residui sul tetto né nell’ambiente.",
      },
      {
        question: "Quanto dura una pulizia?",
        answer:
          "Un impianto di 50–100 m² viene di norma pulito in due-quattro ore. Un appuntamento è solitamente disponibile entro 1–2 settimane, in alta stagione entro 3–4 settimane.",
      },
      {
        question: "Siete assicurati in caso di danni?",
        answer:
          "Sì. La nostra assicurazione di responsabilità civile copre danni fino a CHF 5 milioni. Inoltre il nostro team è certificato dal 2023 da un’accademia solare per la pulizia di impianti fotovoltaici.",
      },
    ],
  },
};

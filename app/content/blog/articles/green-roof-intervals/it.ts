import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} milioni`;

/** "Manutenzione dei tetti verdi: intervalli, sicurezza e valore" (Italian, for readers in Ticino). */
export const greenRoofIntervalsIt = {
  title: "Manutenzione dei tetti verdi: intervalli, sicurezza e valore",
  description:
    "Ogni quanto curare un tetto verde estensivo o intensivo, che cosa fare in ogni stagione e come una manutenzione regolare protegge l’impermeabilizzazione.",
  excerpt:
    "Un tetto verde richiede poche cure, ma non può farne a meno del tutto. Spieghiamo quali intervalli sono sensati per gli inverdimenti estensivi e intensivi e che cosa succede a ogni intervento.",
  author: "Luca Brunner, manutenzione dei tetti verdi",
  date: "2026-03-24",
  readTimeMinutes: 10,
  category: "Ambiente",
  tags: ["Tetto verde", "Inverdimento dei tetti", "Intervalli di manutenzione", "Conservazione del valore"],
  intro: [
    "I tetti verdi hanno fama di essere facili da curare, ed è vero, a patto che vengano controllati con regolarità. Senza manutenzione vi attecchiscono piantine di alberi, le cui radici possono mettere a rischio l’impermeabilizzazione, gli scarichi si ricoprono di vegetazione e durante i temporali l’acqua ristagna. Per i tetti verdi estensivi con sedum ed erbe consigliamo due interventi all’anno, in primavera e in autunno. I tetti verdi intensivi con perenni, prato o arbusti richiedono cure una volta per stagione, cioè quattro volte all’anno; d’inverno basta un controllo.",
    "Il clima del Ticino mette i tetti verdi alla prova: estati calde e soleggiate con lunghi periodi secchi, temporali che scaricano molta acqua in poco tempo, in autunno le foglie e i ricci dei castagni e, vicino ai laghi, un’umidità che favorisce i muschi. In questo articolo passiamo in rassegna le stagioni: in primavera controllo e risemina, in estate l’irrigazione nei periodi di siccità, in autunno la pulizia di foglie e scarichi e in inverno il controllo del carico di neve e del ghiaccio. Le mostriamo inoltre quali precauzioni di sicurezza servono sul tetto e come un contratto di manutenzione Le permette di pianificare gli intervalli.",
  ],

  imageAlt:
    "Illustrazione: edificio con tetto piano coperto di sedum in fiore, con bordo del tetto, scarico, pluviale e un albero accanto",
  blocks: [
    { type: "h2", text: "Estensivo o intensivo: che tetto verde ha?" },
    {
      type: "p",
      text: "La frequenza della manutenzione dipende anzitutto dal tipo di inverdimento. La distinzione è semplice e di solito basta uno sguardo al tetto.",
    },
    { type: "h3", text: "Inverdimento estensivo" },
    {
      type: "p",
      text: "I tetti verdi estensivi hanno uno strato sottile di substrato, per lo più inferiore ai 15 centimetri. Vi crescono piante frugali e resistenti alla siccità come sedum, erbe, graminacee e muschi. Non sono pensati per essere frequentati, dopo la fase di attecchimento non hanno bisogno di irrigazione e sono relativamente leggeri. Li si trova tipicamente sui tetti piani di case unifamiliari, garage, tettoie per auto ed edifici artigianali e industriali. A Basilea Città, dove ha sede la nostra azienda, sono particolarmente diffusi, perché lì i tetti piani nuovi o risanati devono di regola essere inverditi. In Ticino un inverdimento estensivo è adatto a molti tetti piani di abitazioni e capannoni, perché sopporta bene il caldo e la siccità estivi.",
    },
    { type: "h3", text: "Inverdimento intensivo" },
    {
      type: "p",
      text: "I tetti verdi intensivi sono veri giardini pensili: uno strato di substrato molto più spesso sostiene perenni, prato, arbusti e talvolta piccoli alberi. Le superfici sono calpestabili e vengono usate, per esempio come terrazza, cortile interno o spazio di pausa per i collaboratori. Di conseguenza richiedono cure simili a quelle di un giardino a terra: irrigazione, taglio del prato, potatura e concimazione.",
    },
    { type: "h3", text: "Forme miste" },
    {
      type: "p",
      text: "Tra queste due forme esistono vie di mezzo, per esempio superfici estensive con singole aiuole di perenni o semplici inverdimenti intensivi con graminacee e arbusti bassi. In questi casi definiamo l’intervallo in base allo stato del tetto, di solito fra due e quattro interventi all’anno.",
    },

    { type: "h2", text: "Gli intervalli di manutenzione in sintesi" },
    {
      type: "table",
      caption: "Intervalli di manutenzione consigliati secondo il tipo di inverdimento",
      head: ["Tipo di tetto", "Interventi all’anno", "Quando", "Lavori principali"],
      rows: [
        [
          "Tetto verde estensivo",
          "2",
          "primavera e autunno",
          "rimuovere le piante indesiderate, liberare scarichi e fasce di ghiaia, rinverdire le zone spoglie",
        ],
        [
          "Tetto verde intensivo",
          "4",
          "una volta per stagione, d’inverno come controllo",
          "potatura, cura del prato, controllo dell’irrigazione, concimazione, scarichi e foglie; d’inverno controllo degli scarichi dopo le tempeste",
        ],
        [
          "Forma mista",
          "da 2 a 4",
          "secondo lo stato del tetto e le piante",
          "come per l’estensivo, più la cura di aiuole e arbusti",
        ],
        [
          "Contratto di manutenzione",
          "secondo necessità",
          "pianificato, con controlli aggiuntivi dopo il maltempo",
          "tutti i lavori previsti per il tipo di tetto, documentazione con foto",
        ],
      ],
    },
    {
      type: "p",
      text: "Questi intervalli sono valori indicativi. Se nelle vicinanze ci sono grandi alberi a foglia caduca, a fine autunno serve spesso un intervento in più per liberare scarichi e grondaie; in Ticino è il caso, per esempio, dei tetti accanto a castagni, tigli o platani. Dopo temporali violenti o tempeste conviene un breve controllo, anche al di fuori degli appuntamenti pianificati.",
    },

    { type: "h2", text: "Che cosa succede a ogni intervento" },
    {
      type: "p",
      text: "Un intervento di manutenzione è molto più che togliere le erbacce. A ogni visita seguiamo una lista fissa, perché nulla sfugga:",
    },
    {
      type: "ul",
      items: [
        "Controllo della vegetazione: grado di copertura, zone spoglie, danni da siccità e specie indesiderate.",
        "Rimozione delle piantine di alberi come betulla, acero, salice o pioppo, con tutta la radice, finché sono ancora piccole.",
        "Apertura e pulizia degli scarichi del tetto e dei pozzetti d’ispezione, affinché l’acqua piovana possa defluire in ogni momento.",
        "Fasce di ghiaia libere da vegetazione lungo i bordi del tetto, i parapetti, i lucernari e gli attraversamenti del tetto.",
        "Controllo visivo dell’impermeabilizzazione in corrispondenza di raccordi, lamiere e attraversamenti, dove sono accessibili.",
        "Controllo del substrato: dilavamenti, accumuli dovuti al vento e zone compattate.",
        "Documentazione dello stato con foto e segnalazione di eventuali difetti.",
      ],
    },

    { type: "h2", text: "Le stagioni nel dettaglio" },
    { type: "h3", text: "Primavera: controllo e risemina" },
    {
      type: "p",
      text: "Dopo l’inverno facciamo il punto della situazione: il gelo ha lasciato danni, gli scarichi sono liberi, dove si sono formate zone spoglie? In questo periodo le piantine di alberi si estirpano ancora facilmente con la radice. Sui tetti estensivi rinverdiamo le zone spoglie con talee di sedum o con una miscela di sementi adatta. Su questi tetti si concima solo se necessario e con parsimonia, con un concime a lenta cessione, perché troppi nutrienti favoriscono le graminacee e le piante indesiderate. Sui tetti intensivi è il momento della potatura delle perenni, del primo taglio del prato e della messa in funzione dell’irrigazione. Se sul tetto c’è anche un impianto fotovoltaico, la primavera, con il polline e gli episodi di polvere sahariana, è un buon momento per controllare anche i moduli.",
    },
    { type: "h3", text: "Estate: irrigazione e protezione antincendio" },
    {
      type: "p",
      text: "Gli inverdimenti estensivi sono concepiti per resistere alla siccità. Se in piena estate il sedum si colora di rosso o di marrone, di solito è una reazione di difesa e non un motivo di preoccupazione: dopo la pioggia successiva le piante si riprendono. Solo le superfici appena realizzate hanno bisogno d’acqua nei periodi secchi. I tetti intensivi invece vanno irrigati, falciati e diserbati regolarmente, e nelle lunghe estati ticinesi l’irrigazione merita un controllo particolarmente attento. D’estate conta anche la protezione antincendio: l’erba secca prende fuoco facilmente, perciò le fasce di ghiaia attorno alle sovrastrutture, agli impianti di ventilazione e ai moduli solari devono restare libere dalla vegetazione. Dopo un temporale violento vale la pena verificare che substrato dilavato o foglie non abbiano ostruito gli scarichi.",
    },
    { type: "h3", text: "Autunno: foglie e scarichi" },
    {
      type: "p",
      text: "In autunno tutto ruota attorno all’acqua. Foglie, infiorescenze secche e parti di piante morte vengono rimosse, scarichi e pozzetti d’ispezione puliti e le piantine di alberi spuntate durante l’estate estirpate. Vicino ai boschi di castagni, così presenti sulle colline e nelle valli ticinesi, foglie e ricci finiscono facilmente negli scarichi. Sui tetti intensivi seguono l’ultimo taglio del prato, la potatura degli arbusti e lo svuotamento dell’irrigazione prima del primo gelo. Così il tetto entra pulito nell’inverno, e le piogge intense o lo scioglimento della neve possono defluire senza ostacoli.",
    },
    { type: "h3", text: "Inverno: attenzione al carico di neve e al ghiaccio" },
    {
      type: "p",
      text: "D’inverno le piante riposano e i lavori di cura si fermano: passiamo solo per un controllo, sui tetti intensivi una volta durante l’inverno e su tutti i tetti dopo le tempeste. È importante che l’acqua di fusione possa defluire: con il disgelo, gli scarichi ghiacciati causano ristagni d’acqua sul tetto. A bassa quota, vicino ai laghi, la neve cade più di rado, ma nelle valli, per esempio in Leventina o in Valle di Blenio, dopo nevicate eccezionalmente abbondanti è bene tenere d’occhio il carico di neve e, nel dubbio, consultare uno specialista. Eviti per quanto possibile di camminare sulla vegetazione gelata, perché le piante si spezzano facilmente. Il sale antighiaccio non va mai sparso su un tetto verde: danneggia piante e substrato.",
    },

    { type: "h2", text: "Sicurezza sul tetto verde" },
    {
      type: "p",
      text: "I tetti piani sembrano innocui, ma anche lì si verificano cadute: dai bordi non protetti, attraverso i lucernari e sulla vegetazione bagnata e scivolosa. Per i lavori sul tetto valgono le prescrizioni sulla protezione anticaduta previste dall’Ordinanza sui lavori di costruzione (OLCostr) e dalla Suva. Per questo i nostri team lavorano sempre con protezione anticaduta, tramite punti di ancoraggio fissi, una protezione laterale provvisoria o funi di sicurezza.",
    },
    {
      type: "ul",
      items: [
        "Verifichi come si accede al tetto in sicurezza: da un’uscita sul tetto, da una scala fissa o con una piattaforma di sollevamento.",
        "Annoti dove si trovano i punti di ancoraggio e li faccia verificare regolarmente.",
        "Tenga a portata di mano i piani del tetto con scarichi, troppopieni d’emergenza e attraversamenti.",
        "Non salga mai sul tetto da solo, né quando è bagnato o ghiacciato o c’è tempesta.",
      ],
    },
    {
      type: "callout",
      title: "I lucernari non sono calpestabili",
      text: `Lucernari e cupole di norma non reggono il peso di una persona e d’estate, tra l’erba alta, spesso si vedono male. Si tenga a distanza o li faccia mettere in sicurezza con griglie o barriere. Per ogni evenienza siamo assicurati per la responsabilità civile fino a ${insurance}.`,
    },

    { type: "h2", text: "Conservare il valore: la manutenzione protegge l’impermeabilizzazione" },
    {
      type: "p",
      text: "Un tetto verde ben curato protegge l’impermeabilizzazione da raggi UV, grandine e forti sbalzi di temperatura. Trattiene l’acqua piovana, alleggerisce la canalizzazione, d’estate rinfresca i locali sottostanti e offre un habitat a insetti e uccelli. Con il sole intenso e le grandinate estive che conosce bene chi abita in Ticino, questa protezione ha un valore molto concreto. Tutti questi vantaggi però valgono solo finché il tetto è intatto.",
    },
    {
      type: "p",
      text: "Senza manutenzione la protezione si trasforma nel suo contrario. Le radici degli arbusti si fanno strada verso raccordi e giunture, gli scarichi intasati lasciano l’acqua ferma sull’impermeabilizzazione e il substrato saturo d’acqua appesantisce ulteriormente la struttura portante. I danni sotto un tetto verde sono inoltre difficili da trovare e da riparare, perché prima bisogna rimuovere substrato e vegetazione. In confronto, da due a quattro interventi all’anno sono un’assicurazione conveniente per il valore del Suo immobile.",
    },
    {
      type: "ul",
      items: [
        "Le radici degli arbusti vengono rimosse prima che minaccino l’impermeabilizzazione.",
        "Scarichi liberi evitano rigurgiti e danni da acqua durante le piogge intense.",
        "Una vegetazione intatta protegge durevolmente l’impermeabilizzazione dalle intemperie.",
        "Rapporti di manutenzione e foto attestano la buona manutenzione in caso di vendita, di sinistri assicurativi o di risanamenti.",
      ],
    },

    { type: "h2", text: "Tetto verde e impianto fotovoltaico insieme" },
    {
      type: "p",
      text: "Sempre più tetti piani ospitano entrambi: vegetazione e fotovoltaico. La combinazione funziona bene, perché la vegetazione mantiene più fresco l’ambiente attorno ai moduli, e a temperature più basse i moduli solari hanno un rendimento un po’ migliore, un vantaggio apprezzabile nelle calde estati a sud delle Alpi. Perché resti così, la vegetazione non deve fare ombra ai moduli: le piante davanti al bordo inferiore dei moduli devono restare basse e le piantine di alberi tra le file di moduli vanno rimosse presto. Sui tetti combinati possiamo eseguire la manutenzione del tetto verde e la pulizia dei moduli nello stesso intervento; il [calcolatore del preventivo](page:prices#calculator) Le mostra quanto costa la pulizia dei moduli.",
    },
    {
      type: "p",
      text: `Una nota per trasparenza: la formazione certificata che il nostro team ha completato nel ${siteFacts.certifiedSince} riguarda esclusivamente la pulizia di impianti fotovoltaici. Non vale per la manutenzione dei tetti verdi, che i nostri team esperti eseguono secondo i principi descritti in questo articolo. Maggiori informazioni sulla pulizia dei moduli si trovano sulla pagina dedicata alla [pulizia di impianti fotovoltaici](page:solar).`,
    },

    { type: "h2", text: "Pianificare la manutenzione: incarico singolo o contratto" },
    {
      type: "p",
      text: "Può richiederci singoli interventi in qualsiasi momento. Per la maggior parte dei tetti verdi, però, un contratto di manutenzione è la soluzione più semplice: gli appuntamenti in primavera e in autunno, o una volta per stagione per i tetti intensivi, sono fissati in anticipo, e dopo il maltempo passiamo all’occorrenza per un controllo supplementare. Per amministrazioni immobiliari e facility manager con più immobili raggruppiamo gli interventi; maggiori informazioni sulla nostra pagina per i [clienti aziendali](page:b2b).",
    },
    {
      type: "p",
      text: "Tra un intervento e l’altro può fare molto anche Lei, senza salire sul tetto:",
    },
    {
      type: "ol",
      items: [
        "Dopo forti piogge verifichi se sul tetto ristagna l’acqua o se entrano in funzione i troppopieni d’emergenza.",
        "Faccia attenzione a macchie d’acqua su soffitti e pareti sotto il tetto e le segnali subito.",
        "Osservi dalla finestra o dall’edificio vicino se crescono erbe alte o giovani alberi.",
        "Faccia pulire anche le grondaie almeno una volta all’anno, due volte se ci sono alberi nelle vicinanze.",
      ],
    },
    {
      type: "p",
      text: "Maggiori informazioni sui nostri servizi si trovano sulle pagine dedicate alla [manutenzione dei tetti verdi](page:greenRoof) e alla [pulizia delle grondaie](page:gutterCleaning).",
    },
    {
      type: "p",
      text: "Desidera affidare il Suo tetto verde a mani esperte o discutere gli intervalli più adatti? Ci scriva tramite la pagina [contatto](page:contact): Le prepariamo un preventivo senza impegno.",
    },
  ],
  faq: [
    {
      question: "Ogni quanto va curato un tetto verde?",
      answer:
        "I tetti verdi estensivi con sedum, erbe e graminacee richiedono due interventi all’anno, in primavera e in autunno. I tetti verdi intensivi con perenni, prato o arbusti ne richiedono uno per stagione, cioè quattro all’anno; d’inverno si tratta di un controllo. Se nelle vicinanze ci sono alberi a foglia caduca o se c’è stato maltempo, conviene un controllo supplementare degli scarichi.",
    },
    {
      question: "Devo irrigare d’estate un tetto verde estensivo?",
      answer:
        "Di regola no. Gli inverdimenti estensivi sono concepiti per resistere alla siccità; una colorazione rossastra o brunastra del sedum in piena estate è una normale reazione di difesa. Si irrigano solo le superfici appena realizzate, durante la fase di attecchimento. I tetti verdi intensivi invece hanno bisogno d’acqua regolarmente nei periodi secchi.",
    },
    {
      question: "La vostra formazione certificata vale anche per la manutenzione dei tetti verdi?",
      answer: `No. La formazione certificata del nostro team riguarda esclusivamente la pulizia di impianti fotovoltaici. I nostri team esperti eseguono la manutenzione dei tetti verdi con protezione anticaduta e secondo liste di controllo fisse, e siamo assicurati per la responsabilità civile fino a ${insurance}.`,
    },
  ],
} satisfies BlogArticle;

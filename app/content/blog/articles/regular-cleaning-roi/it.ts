import { formatChf } from "../../../../lib/format";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const basic = formatChf(siteFacts.priceFromChf, 0);
const premium = formatChf(siteFacts.premiumPriceChf, 0);
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} milioni`;

/** "La pulizia regolare degli impianti fotovoltaici: sicurezza, garanzia e rendimento" (Italian, for readers in Ticino). */
export const regularCleaningRoiIt = {
  title: "La pulizia regolare degli impianti fotovoltaici: sicurezza, garanzia e rendimento",
  description:
    "Perché una pulizia ogni 1–2 anni protegge il Suo impianto, La aiuta a rispettare le condizioni di garanzia e può ripagarsi nell’arco della vita dei moduli.",
  excerpt:
    "Un impianto fotovoltaico deve produrre corrente per 25 anni e oltre. Una pulizia regolare aiuta a preservarne rendimento, sicurezza e valore in tutto questo tempo: ecco a che cosa fare attenzione.",
  author: "Sandra Meier, consulenza clienti",
  date: "2026-05-19",
  readTimeMinutes: 10,
  category: "Pianificazione",
  tags: ["Redditività", "Manutenzione", "Garanzia", "Intervallo di pulizia", "Conservazione del valore"],
  intro: [
    "Un impianto fotovoltaico è un investimento che deve rendere per 25 anni e più. Che i conti tornino come previsto non si decide solo al momento dell’acquisto, ma anche con la cura che gli si dedica negli anni. Chi fa pulire i moduli ogni 1–2 anni e approfitta dell’intervento per un controllo mantiene alta la produzione e scopre per tempo danni come cavi allentati, crepe o hotspot (surriscaldamenti localizzati) incipienti, prima che diventino costosi. Il rapporto di pulizia documenta inoltre lo stato dell’impianto.",
    "In Ticino il tema è molto concreto. Il sole intenso consente una buona produzione per gran parte dell’anno, ma tra la primavera e l’inizio dell’estate il polline di castagni e tigli, gli episodi di polvere sahariana e, vicino ai laghi, l’umidità che favorisce muschi e alghe lasciano sul vetro depositi che i temporali non lavano via, anzi spesso ridistribuiscono.",
    `Conta anche la garanzia: alcuni produttori legano la garanzia di rendimento a una manutenzione a regola d’arte ed escludono i danni causati da detergenti inadatti o dall’alta pressione. Verifichi quindi le condizioni dei Suoi moduli. In questo articolo Le mostriamo come mettere a confronto i costi di una pulizia, a partire da ${basic}, con il rendimento recuperato, quando conviene un contratto di manutenzione e perché l’acqua demineralizzata senza prodotti chimici è la scelta sicura.`,
  ],

  imageAlt:
    "Illustrazione: una spazzola morbida con un lungo manico pulisce i moduli solari con acqua, accanto a un calendario e a uno scudo verde con una spunta",
  blocks: [
    { type: "h2", text: "Sicurezza: ogni pulizia è anche un controllo" },
    {
      type: "p",
      text: "Chi fa pulire regolarmente i moduli ottiene, insieme alla pulizia, un controllo visivo. Sul tetto uno specialista formato vede ciò che da terra resta nascosto, e lo vede prima che riduca sensibilmente la produzione o diventi un pericolo.",
    },
    { type: "h3", text: "A che cosa prestiamo attenzione durante la pulizia" },
    {
      type: "ul",
      items: [
        "vetri rotti, crepe e scheggiature sui moduli",
        "scolorimenti di singole celle, che possono indicare hotspot",
        "cavi allentati, penzolanti o rosicchiati e connettori danneggiati",
        "morsetti dei moduli allentati e anomalie della sottostruttura",
        "nidi, foglie e corpi estranei sotto i moduli",
        "muschio, licheni e bordi di sporco lungo i telai",
      ],
    },
    {
      type: "p",
      text: "Annotiamo nel rapporto di pulizia, con foto, tutto ciò che constatiamo. Non eseguiamo lavori elettrici: discutiamo con Lei i difetti riscontrati, così può affidare la riparazione in modo mirato al Suo installatore o a una delle nostre aziende partner. In questo modo un cavo rosicchiato non diventa un guasto e una macchia non diventa un hotspot permanente. Dopo un’estate di temporali violenti, come se ne vivono spesso a sud delle Alpi, il controllo serve anche a scoprire rami, foglie e detriti finiti sotto le file di moduli.",
    },
    { type: "h3", text: "Sicurezza sul tetto" },
    {
      type: "p",
      text: `La pulizia stessa è un lavoro in quota. I nostri team lavorano con protezione anticaduta, verificano prima di ogni intervento accessi e punti di ancoraggio e scelgono il metodo adatto al tetto: a mano con aste telescopiche oppure, sui grandi tetti piani, con un robot di pulizia; i droni ci servono per il controllo e la documentazione. Per ogni evenienza siamo assicurati per la responsabilità civile fino a ${insurance}. Per Lei significa che non deve salire sul tetto né correre alcun rischio.`,
    },

    { type: "h2", text: "Garanzia: che cosa si aspettano i produttori" },
    { type: "h3", text: "Garanzia del prodotto e garanzia di rendimento" },
    {
      type: "p",
      text: "I produttori di moduli solari concedono di solito una garanzia del prodotto su materiali e lavorazione e una garanzia di rendimento, che assicura una potenza minima per un lungo periodo. Durata e condizioni variano da un produttore all’altro. Le regole precise si trovano nelle condizioni di garanzia e nelle istruzioni di manutenzione contenute nella documentazione dell’impianto, oppure può chiederle al Suo installatore. Vale la pena leggere questi documenti con calma almeno una volta e conservarli a portata di mano.",
    },
    { type: "h3", text: "Che cosa può mettere a rischio la garanzia" },
    {
      type: "p",
      text: "Molti produttori escludono i danni dovuti a un trattamento improprio. Nelle loro istruzioni di pulizia ricorrono spesso questi punti:",
    },
    {
      type: "ul",
      items: [
        "niente idropulitrici, perché il getto ad alta pressione può danneggiare guarnizioni, telai e scatole di giunzione",
        "niente detergenti aggressivi, solventi o additivi abrasivi",
        "niente spazzole dure, raschietti o lana d’acciaio, che graffiano il vetro e il suo rivestimento",
        "non camminare sui moduli e non appoggiarvi carichi",
        "niente acqua fredda su moduli surriscaldati, per evitare tensioni nel vetro",
      ],
    },
    {
      type: "p",
      text: "Il nostro metodo è pensato proprio per queste esigenze: acqua demineralizzata che prepariamo sul posto con scambiatori di ioni, nessun prodotto chimico, spazzole morbide e bassa pressione da 1 a 3 bar. L’acqua asciuga senza macchie di calcare, quindi sul vetro non resta alcun residuo che assorba la luce. Nelle giornate estive più calde, che in Ticino non mancano, programmiamo il lavoro nelle ore del mattino, finché i moduli sono ancora freschi.",
    },
    { type: "h3", text: "La documentazione come prova" },
    {
      type: "p",
      text: "Se un giorno dovesse presentarsi un caso di garanzia, una documentazione completa è preziosa. Conservi rapporti di pulizia, fatture e foto insieme ai documenti dell’impianto. Dimostrano che l’impianto è stato curato e aiutano a circoscrivere il momento in cui è comparso un danno. Anche quando vende un immobile, un impianto curato e documentato è un argomento a Suo favore.",
    },

    { type: "h2", text: "Rendimento: come fare i conti della pulizia" },
    {
      type: "p",
      text: "Una pulizia conviene se il rendimento recuperato fino alla pulizia successiva copre almeno i suoi costi. Il calcolo è più semplice di quanto sembri.",
    },
    { type: "h3", text: "La formula in tre passi" },
    {
      type: "ol",
      items: [
        "Produzione annua: potenza dell’impianto in kWp × produzione specifica, sull’Altopiano svizzero spesso intorno ai 1'000 kWh per kWp. A sud delle Alpi, con più ore di sole, il Suo impianto può produrre di più: i dati del Suo inverter Le indicano il valore reale.",
        "Perdita annua in franchi: produzione annua × perdita media dovuta allo sporco in percentuale × valore di un kWh. Per la corrente immessa in rete vale la tariffa di ripresa, per quella consumata in proprio il prezzo che paga per l’elettricità prelevata dalla rete.",
        "Bilancio: perdita annua × anni fino alla pulizia successiva, meno i costi della pulizia.",
      ],
    },
    {
      type: "p",
      text: "Dopo una pulizia lo sporco si riforma poco a poco. Consideri quindi una perdita media sull’intero intervallo, non il valore massimo raggiunto poco prima della pulizia successiva.",
    },
    { type: "h3", text: "Quattro esempi" },
    {
      type: "p",
      text: "Gli esempi si basano su 1'000 kWh per kWp e presuppongono che il 30 % della corrente venga consumato in proprio (tariffa di prelievo CHF 0.25 per kWh) e il 70 % immesso in rete (CHF 0.08 per kWh). Un kilowattora perso vale quindi in media 0,3 × CHF 0.25 + 0,7 × CHF 0.08 = CHF 0.131. I costi di pulizia sono valori ipotetici a scopo illustrativo; vede il Suo prezzo effettivo con il [calcolatore del preventivo](page:prices#calculator).",
    },
    {
      type: "table",
      caption: "Bilancio di una pulizia ogni 2 anni con 1'000 kWh/kWp e CHF 0.131 per kWh perso",
      head: [
        "Impianto e ubicazione",
        "Perdita media",
        "Perdita annua",
        "Perdita in 2 anni",
        "Pulizia (ipotesi)",
        "Bilancio",
      ],
      rows: [
        [
          "10 kWp, casa unifamiliare in zona residenziale",
          "3 % (300 kWh)",
          "CHF 39.30",
          "CHF 78.60",
          "CHF 650",
          "– CHF 571.40",
        ],
        [
          "30 kWp, casa plurifamiliare su una strada principale",
          "10 % (3'000 kWh)",
          "CHF 393",
          "CHF 786",
          "CHF 1'000",
          "– CHF 214",
        ],
        [
          "50 kWp, edificio commerciale in zona industriale",
          "8 % (4'000 kWh)",
          "CHF 524",
          "CHF 1'048",
          "CHF 1'200",
          "– CHF 152",
        ],
        [
          "100 kWp, azienda agricola con stalla",
          "15 % (15'000 kWh)",
          "CHF 1'965",
          "CHF 3'930",
          "CHF 1'800",
          "+ CHF 2'130",
        ],
      ],
    },
    { type: "h3", text: "Che cosa significano le cifre" },
    {
      type: "p",
      text: "La tabella mostra onestamente dove una pulizia si ripaga con il solo rendimento: nei luoghi molto sporchi e sugli impianti più grandi. Nell’azienda agricola ogni franco investito nella pulizia si traduce in due anni in circa CHF 2.18 di rendimento in più, un guadagno netto di circa il 118 % dei costi di pulizia. Nell’edificio commerciale e nella casa plurifamiliare il rendimento in più copre in due anni gran parte dei costi; il conto diventa positivo non appena il consumo proprio è più alto, per esempio con refrigerazione, pompa di calore o auto elettriche, oppure se lo sporco è più marcato. In Ticino pensi per esempio a un tetto accanto ai campi del Piano di Magadino, a un capannone in una zona industriale del Mendrisiotto o a un edificio lungo l’autostrada A2: sono i luoghi in cui polvere, fuliggine e abrasione degli pneumatici si depositano più in fretta.",
    },
    {
      type: "p",
      text: "Per la casa unifamiliare in un ambiente pulito, invece, il rendimento in più non copre i costi. Qui il valore della pulizia sta nel controllo, nella protezione da hotspot e danni ai materiali e nella prova nei confronti del produttore. Un solo modulo da sostituire a causa di un hotspot costa in fretta, tra lavoro e accesso al tetto, più di una pulizia. Per questi impianti consigliamo l’intervallo più lungo di due anni, abbinato a un’occhiata regolare al monitoraggio. Può calcolare i Suoi valori con il [calcolatore delle perdite](page:lossCalculator); nella nostra [guida al calcolatore delle perdite](page:blog:loss-calculator-guide) spieghiamo passo dopo passo come usarlo.",
    },

    { type: "h2", text: "L’intervallo giusto: ogni anno o ogni due anni?" },
    {
      type: "p",
      text: "Consigliamo di far pulire e controllare l’impianto ogni 1–2 anni. Quale estremo di questa forchetta faccia al caso Suo dipende soprattutto dall’ubicazione.",
    },
    {
      type: "ul",
      items: [
        "Ogni anno: impianti vicino ad aziende agricole e stalle, a strade molto trafficate o a linee ferroviarie, in zone artigianali e industriali, sotto gli alberi, con molti uccelli o con moduli poco inclinati. In Ticino rientrano in questa categoria, per esempio, i tetti vicini a vigneti e campi, quelli ai margini dei boschi di castagni e gli edifici lungo l’A2 o la linea del Gottardo.",
        "Ogni due anni: impianti in zone residenziali senza particolari fonti di sporco, con forte inclinazione e in posizione libera.",
        "In più, se necessario: dopo un cantiere nel vicinato, dopo un forte episodio di polvere sahariana o quando il monitoraggio mostra un calo netto della produzione.",
      ],
    },
    {
      type: "p",
      text: "Un buon modo per trovare l’intervallo adatto: dopo la prima pulizia annoti di quanto è aumentata la produzione. Se la differenza è stata grande, scelga l’intervallo più corto; se è stata piccola, basta quello più lungo.",
    },

    { type: "h2", text: "Il momento migliore dell’anno" },
    {
      type: "p",
      text: "Una pulizia rende di più in primavera, prima che inizino i mesi più produttivi: così approfitta per tutta l’estate di moduli puliti. Nei luoghi con molto polline può essere più sensato un appuntamento dopo la fioritura principale, all’inizio dell’estate; in Ticino vale soprattutto vicino a castagni e tigli, il cui polline lascia sui moduli un velo giallastro. Vicino ai campi conviene invece un appuntamento dopo il raccolto, a fine estate o in autunno. D’inverno puliamo solo quando non gela.",
    },
    {
      type: "p",
      text: "Pianifichi per tempo: di regola un appuntamento è possibile entro 1–2 settimane, in alta stagione, cioè in primavera e in estate, entro 3–4 settimane.",
    },

    { type: "h2", text: "Incarico singolo o contratto di manutenzione?" },
    {
      type: "p",
      text: "Per molti privati basta un incarico singolo, da ripetere ogni uno o due anni. Chi non vuole pensare a nulla o segue più impianti si trova meglio con un contratto di manutenzione. A proprietari e amministrazioni immobiliari offriamo contratti con una o due pulizie all’anno. Per aziende e facility manager esistono inoltre modelli a più livelli: un contratto di un anno con due pulizie all’anno per superfici da 100 a 500 m², un contratto di tre anni con tre o quattro pulizie all’anno per superfici da 500 a 2'000 m² e soluzioni individuali oltre i 2'000 m². A partire da tre immobili concediamo sconti sulla quantità.",
    },
    {
      type: "ul",
      items: [
        "Non deve ricordarsi del prossimo appuntamento: La contattiamo noi per tempo.",
        "La pulizia avviene nel momento giusto dell’anno, anche in alta stagione.",
        "Rapporti di pulizia e foto formano negli anni una documentazione completa.",
        "I costi sono prevedibili e si possono inserire stabilmente nel budget di un immobile.",
      ],
    },
    {
      type: "p",
      text: "Trova i dettagli sui contratti per i clienti aziendali sulla nostra pagina per [aziende e amministrazioni](page:b2b).",
    },

    { type: "h2", text: "Quanto costa una pulizia e come si svolge" },
    {
      type: "p",
      text: `La pulizia di base parte da ${basic}, il pacchetto Premium con ispezione da ${premium}; a questi importi si aggiungono il prezzo al m² e l’IVA, e il preventivo indica il totale IVA inclusa. Non fatturiamo costi di trasferta, da Chiasso ad Airolo, e vale la nostra garanzia di soddisfazione. Ecco come si svolge un incarico:`,
    },
    {
      type: "ol",
      items: [
        "Calcola il Suo prezzo con il calcolatore del preventivo, in circa 2 minuti, oppure ci scrive i dati del Suo impianto.",
        "Fissiamo un appuntamento, di regola entro 1–2 settimane.",
        "Sul posto analizziamo l’impianto e definiamo il piano di sicurezza.",
        "Dopo un prelavaggio delicato segue la pulizia principale con acqua demineralizzata, spazzole morbide e bassa pressione.",
        "Controlliamo il risultato e documentiamo lo stato dell’impianto.",
        "Alla consegna riceve il rapporto di pulizia con le eventuali segnalazioni di difetti.",
      ],
    },
    {
      type: "p",
      text: "Per un impianto da 50 a 100 m² restiamo sul posto circa 2–4 ore. Maggiori informazioni su metodo e svolgimento si trovano sulla pagina dedicata alla [pulizia di impianti fotovoltaici](page:solar).",
    },
    {
      type: "callout",
      title: "Il nostro consiglio: combinare gli interventi",
      text: "Se siamo comunque sul tetto, conviene pulire anche le grondaie. Con i forti temporali, le grondaie intasate possono causare danni da acqua alla facciata e al bordo del tetto. Maggiori informazioni sulla pagina dedicata alla [pulizia delle grondaie](page:gutterCleaning).",
    },
    {
      type: "p",
      text: "Desidera affidare il Suo impianto a mani esperte? Calcoli il Suo prezzo in 2 minuti con il [calcolatore del preventivo](page:prices#calculator) oppure ci scriva tramite la pagina [contatto](page:contact). Siamo a Sua disposizione per una consulenza sull’intervallo più adatto al Suo impianto.",
    },
  ],
  faq: [
    {
      question: "Ogni quanto dovrei far pulire il mio impianto fotovoltaico?",
      answer:
        "Consigliamo di far pulire e controllare l’impianto ogni 1–2 anni. Nei luoghi con molto sporco, per esempio vicino ad aziende agricole, strade o zone industriali, conviene una pulizia annuale; nelle zone residenziali pulite di solito basta un intervallo di due anni.",
    },
    {
      question: "Una pulizia sbagliata può mettere a rischio la garanzia del produttore?",
      answer:
        "Sì, è possibile. Molti produttori escludono i danni causati da idropulitrici, detergenti aggressivi o attrezzi abrasivi. Verifichi le condizioni di garanzia dei Suoi moduli. Noi puliamo con acqua demineralizzata senza prodotti chimici, spazzole morbide e bassa pressione da 1 a 3 bar e documentiamo ogni pulizia in un rapporto di pulizia.",
    },
    {
      question: "Quanto costa la pulizia professionale di un impianto fotovoltaico?",
      answer: `La pulizia di base parte da ${basic}, il pacchetto Premium con ispezione da ${premium}, senza costi di trasferta. A questi importi si aggiungono il prezzo al m² della superficie e l’IVA: con il calcolatore del preventivo vede in circa 2 minuti il prezzo esatto, IVA inclusa.`,
    },
  ],
} satisfies BlogArticle;

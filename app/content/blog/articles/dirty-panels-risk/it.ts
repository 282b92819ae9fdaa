import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const { light, heavy } = siteFacts.soilingLossPercent;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} milioni`;

/** "Perché i moduli solari sporchi sono un rischio" (Italian, for readers in Ticino). */
export const dirtyPanelsRiskIt = {
  title: "Perché i moduli solari sporchi sono un rischio",
  description:
    "Escrementi di uccelli, foglie e licheni non costano solo rendimento: possono causare hotspot e danni permanenti ai moduli. Ecco i rischi da conoscere.",
  excerpt:
    "Lo sporco sui moduli solari è più di un difetto estetico. Le mostriamo come provoca perdite di rendimento, hotspot e invecchiamento precoce, e come prevenire questi danni.",
  author: "Marco Keller, pulizia di impianti fotovoltaici",
  date: "2026-09-22",
  readTimeMinutes: 11,
  category: "Tecnologia",
  tags: ["Pulizia di impianti fotovoltaici", "Hotspot", "Escrementi di uccelli", "Protezione dei moduli", "Ticino"],
  intro: [
    `Molti proprietari pensano che la pioggia basti a mantenere pulito il loro impianto fotovoltaico. In Ticino gli acquazzoni non mancano, eppure sui moduli poco inclinati, e con depositi ostinati come escrementi di uccelli, polline, fuliggine o licheni, la pioggia non basta. Lo sporco si accumula soprattutto lungo il bordo inferiore del modulo, dove l’acqua defluisce, e con il tempo forma uno strato che assorbe la luce. Lo sporco leggero costa dal ${light.from} al ${light.to} % del rendimento, lo sporco marcato dal ${heavy.from} al ${heavy.to} %.`,
    "Ancora più della perdita di rendimento contano però i danni che ne derivano. Se una macchia copre singole celle, queste si comportano come una resistenza e possono surriscaldarsi: è il cosiddetto hotspot, un surriscaldamento localizzato che può danneggiare in modo permanente le celle e il foglio posteriore del modulo. Licheni e muschio, che prosperano nell’aria umida vicino al Ceresio e al Verbano, trattengono inoltre l’umidità sul telaio. In questo articolo Le spieghiamo come riconoscere lo sporco critico e perché una pulizia professionale con acqua demineralizzata ogni 1–2 anni previene questi danni.",
  ],

  imageAlt:
    "Illustrazione: una fila di moduli solari sul loro supporto sotto un cielo blu e un sole splendente, sopra un prato verde",
  blocks: [
    { type: "h2", text: "Quali tipi di sporco si trovano sui moduli solari" },
    {
      type: "p",
      text: "Non tutto lo sporco è ugualmente problematico. Per una valutazione realistica conviene distinguere tre tipi di sporco, perché agiscono in modo diverso sul rendimento, sui materiali e sulla sicurezza.",
    },
    { type: "h3", text: "Sporco diffuso" },
    {
      type: "p",
      text: "Polveri fini, fuliggine, polline, abrasione di pneumatici e freni lungo strade e ferrovie o polvere di campi e cantieri si depositano come una pellicola sottile su tutta la superficie del modulo. In Ticino si aggiungono, tra la primavera e l’inizio dell’estate, il polline di castagni e tigli e, a episodi, la polvere del Sahara, che lascia un velo rossastro su tetti e automobili. Ogni pioggia ne lava via una parte, ma lascia un residuo che si asciuga e si lega allo strato successivo. Questa pellicola assorbe la luce in modo uniforme e riduce il rendimento poco alla volta. Poiché il calo è lento, spesso ce ne si accorge solo mettendo a confronto la produzione annua di più anni.",
    },
    { type: "h3", text: "Sporco puntuale" },
    {
      type: "p",
      text: "Escrementi di uccelli, foglie, fiori o resina coprono in parte o del tutto singole celle. Queste macchie sono particolarmente delicate per il rendimento e per il modulo, perché le celle di un modulo sono collegate in serie: una cella in gran parte coperta frena l’intera stringa di celle. Gli escrementi di uccelli, per esempio dei gabbiani che si posano sui tetti in riva al lago o dei piccioni nei centri di Lugano, Locarno e Bellinzona, aderiscono inoltre molto saldamente e si staccano a fatica perfino con un forte acquazzone.",
    },
    { type: "h3", text: "Vegetazione: muschio, alghe e licheni" },
    {
      type: "p",
      text: "Muschio, alghe e licheni si insediano di preferenza sul bordo inferiore del telaio, dove si raccolgono sporco e umidità. Da lì crescono lentamente sopra le celle, trattengono l’acqua e rilasciano sostanze che possono intaccare le superfici. Sui tetti all’ombra dei boschi o vicino ai laghi, dove l’umidità resta a lungo, il fenomeno è frequente. La vegetazione non scompare da sola: al contrario, si estende anno dopo anno.",
    },

    { type: "h2", text: "Rischio 1: una perdita di rendimento che si somma anno dopo anno" },
    {
      type: "p",
      text: `Il danno più evidente è l’energia che non viene prodotta. Se lo sporco è leggero, un impianto produce dal ${light.from} al ${light.to} % in meno; se è marcato, dal ${heavy.from} al ${heavy.to} %. Questa perdita non si verifica una volta sola, ma ogni anno, e cresce finché nessuno interviene.`,
    },
    {
      type: "p",
      text: `Un esempio: un impianto di 10 kWp su una casa unifamiliare, diciamo nel Luganese, produce circa 10'000 kWh all’anno se si parte dal valore indicativo di 1'000 kWh per kWp; a sud delle Alpi, con più ore di sole, spesso anche qualcosa di più. Se lo sporco ne fa mancare l’8 %, sono 800 kWh. Se questa corrente viene immessa in rete a una tariffa di ripresa di CHF 0.08 per kWh, perde CHF 64 all’anno. Se invece l’avesse consumata direttamente in casa, al posto della corrente di rete, più cara, la perdita sarebbe nettamente più alta. Per impianti più grandi su case plurifamiliari, edifici commerciali o fienili si arriva in fretta a diverse centinaia di franchi all’anno. Nell’articolo [Quanto rendimento perde un impianto fotovoltaico sporco?](page:blog:output-loss) spieghiamo come stimare la perdita del Suo impianto; può calcolarla anche con il nostro [calcolatore delle perdite](page:lossCalculator).`,
    },

    { type: "h2", text: "Rischio 2: hotspot, quando singole celle si surriscaldano" },
    {
      type: "p",
      text: "Gli hotspot sono il motivo principale per cui lo sporco puntuale va preso sul serio. Non nascono dal calore del sole in sé, ma dal modo in cui le celle sono collegate elettricamente.",
    },
    { type: "h3", text: "Come nasce un hotspot" },
    {
      type: "p",
      text: "In un modulo decine di celle sono collegate in serie e sono tutte attraversate dalla stessa corrente. Se su una cella si trova una macchia di escrementi o una foglia bagnata, quella cella non produce quasi più corrente. Le altre celle della stringa continuano però a spingere la loro corrente attraverso di essa. La cella coperta si comporta allora come una resistenza e trasforma potenza elettrica in calore. I diodi di bypass nella scatola di giunzione limitano questo effetto escludendo una stringa di celle. Non proteggono però completamente in ogni situazione, e finché resta esclusa, quella stringa non produce alcuna corrente.",
    },
    {
      type: "p",
      text: "Se l’ombreggiamento dura settimane o mesi, il riscaldamento localizzato può danneggiare in modo permanente la cella, le sue saldature e il foglio posteriore. Le conseguenze tipiche sono scolorimenti, microfessure che si estendono e, nei casi estremi, un punto bruciato nel foglio. Un modulo danneggiato in questo modo perde potenza per sempre, anche dopo una pulizia accurata. Nelle estati ticinesi, ricche di ore di pieno sole, una macchia dimenticata sollecita la cella coperta per molte ore al giorno.",
    },
    { type: "h3", text: "Segnali d’allarme di un hotspot" },
    {
      type: "ul",
      items: [
        "Nel monitoraggio una singola stringa produce sensibilmente meno di stringhe paragonabili con lo stesso orientamento.",
        "Singole celle presentano scolorimenti brunastri o giallastri.",
        "Macchie ostinate come gli escrementi di uccelli si trovano da mesi nello stesso punto.",
        "Sul retro del modulo si vedono bolle, scolorimenti o tracce di bruciatura nel foglio posteriore.",
      ],
    },
    {
      type: "p",
      text: "Per averne la certezza serve una termografia dell’impianto in funzione, in una giornata di sole, eseguita per esempio dal Suo installatore. Se nota uno di questi segnali, non intervenga da solo sui punti interessati, ma si rivolga a uno specialista.",
    },

    { type: "h2", text: "Rischio 3: danni a vetro, telaio e guarnizioni" },
    {
      type: "p",
      text: "Il vetro frontale dei moduli moderni è robusto, ma non invulnerabile. Molti produttori lo dotano di un rivestimento antiriflesso che lascia arrivare più luce alle celle. I depositi aggressivi e una pulizia sbagliata mettono a dura prova proprio questo strato.",
    },
    {
      type: "ul",
      items: [
        "Escrementi di uccelli e licheni contengono acidi che, se agiscono a lungo, possono intaccare la superficie del vetro e il rivestimento.",
        "L’ammoniaca di stalle e liquame si lega alla polvere e forma una patina tenace, che ogni anno diventa più difficile da rimuovere: un aspetto da considerare, per esempio, vicino alle aziende agricole del Piano di Magadino.",
        "Muschio e licheni sul telaio trattengono l’umidità e possono accelerare l’invecchiamento di guarnizioni e bordi.",
        "Asciugandosi, l’acqua del rubinetto ricca di calcare lascia macchie che a loro volta assorbono luce e trattengono nuovo sporco.",
        "Spugne abrasive, spazzole dure e idropulitrici graffiano il rivestimento o spingono l’acqua nei telai e nelle guarnizioni.",
      ],
    },
    {
      type: "p",
      text: "Una parte di questi danni è irreversibile. Più a lungo i depositi restano sul vetro, più è probabile che dopo la pulizia rimanga un residuo opaco. Una cura tempestiva è quindi quasi sempre più conveniente di un costoso risanamento dopo molti anni.",
    },

    { type: "h2", text: "Rischio 4: garanzia e prova della manutenzione" },
    {
      type: "p",
      text: "Sui moduli solari i produttori concedono di regola due garanzie: una garanzia di prodotto contro i difetti di materiale e di fabbricazione e una garanzia di rendimento, che assicura per molti anni una potenza minima. Entrambe sono legate a condizioni. Nelle istruzioni di montaggio e di manutenzione di molti produttori è indicato come vanno puliti i moduli e che cosa va evitato, per esempio l’alta pressione, i solventi o i prodotti abrasivi.",
    },
    {
      type: "p",
      text: "Per Lei, come proprietaria o proprietario, questo significa che i danni dovuti a una manutenzione trascurata o a una pulizia inadeguata possono dar luogo a contestazioni con il produttore. Un hotspot nato da una macchia di escrementi rimasta per mesi sul modulo difficilmente può essere fatto valere come difetto del prodotto. Conservi quindi fatture e rapporti di pulizia insieme alla documentazione dell’impianto: dimostrano che l’impianto è stato curato in modo corretto e ne fissano lo stato in un determinato momento. In una proprietà per piani conviene che sia l’amministrazione a custodirli per tutti i comproprietari. Gli obblighi che valgono per i Suoi moduli sono indicati nelle condizioni di garanzia; in caso di dubbio si rivolga al Suo installatore.",
    },

    { type: "h2", text: "Rischio 5: protezione antincendio e sicurezza" },
    {
      type: "p",
      text: "Un impianto fotovoltaico installato a regola d’arte è sicuro. Lo sporco e la mancanza di controlli possono però aumentare il rischio, soprattutto quando si sommano più difetti.",
    },
    { type: "h3", text: "Foglie, nidi e animali sotto i moduli" },
    {
      type: "p",
      text: "Sotto i moduli si accumulano foglie, rametti e materiale dei nidi degli uccelli. Quando è secco, questo materiale brucia facilmente e si trova proprio dove passano cavi e connettori. Chi vive in Ticino conosce bene i periodi secchi dell’inverno, quando il favonio soffia per giorni e il pericolo d’incendio sale. Piccioni e faine danneggiano inoltre l’isolamento dei cavi. Durante una pulizia gli specialisti vedono questi punti e possono documentarli prima che un cavo rosicchiato diventi un vero problema.",
    },
    { type: "h3", text: "Sicurezza elettrica e pericolo di caduta" },
    {
      type: "p",
      text: "I moduli solari sono sotto tensione non appena la luce li colpisce e non si possono semplicemente spegnere. La corrente continua che esce da un cavo danneggiato è pericolosa. Non pulisca quindi mai moduli con il vetro incrinato, cavi danneggiati o scatole di giunzione aperte, e non tocchi questi punti. A ciò si aggiunge il pericolo di caduta: su tetti ripidi, coppi bagnati, piode o superfici coperte di muschio si perde facilmente l’equilibrio. I lavori sul tetto vanno affidati a persone esperte e dotate di protezione anticaduta.",
    },
    {
      type: "callout",
      title: "Importante per la Sua sicurezza",
      text: "Non salga sul tetto per pulire i moduli e non usi l’idropulitrice. Scatti piuttosto qualche foto dei moduli da terra o da un lucernario e ce le invii: valuteremo noi se è necessaria una pulizia.",
    },

    { type: "h2", text: "Come riconoscere lo sporco critico" },
    {
      type: "p",
      text: "Per valutare lo stato del Suo impianto non deve salire sul tetto. Bastano questi passi per farsene un’idea precisa:",
    },
    {
      type: "ol",
      items: [
        "Confronti la produzione mensile e annua nel monitoraggio con quella degli anni precedenti. Un calo graduale indica sporco, un crollo improvviso piuttosto un guasto tecnico.",
        "Osservi i moduli con la luce radente del sole da terra, da un lucernario o da un edificio vicino più alto, magari con un binocolo. Un velo grigio, un bordo scuro lungo il lato inferiore del modulo o singole macchie chiare si vedono bene.",
        "Faccia attenzione al verde sul telaio: muschio e licheni indicano che umidità e sporco vi restano a lungo.",
        "Controlli i dintorni: alberi, campi, vigneti, stalle, cantieri, strade molto trafficate come l’autostrada A2 o linee ferroviarie nelle vicinanze accelerano lo sporco.",
        "Osservi gli uccelli: se piccioni o gabbiani si posano regolarmente sul colmo del tetto, deve aspettarsi escrementi sui moduli.",
      ],
    },
    {
      type: "p",
      text: "Se più di uno di questi punti corrisponde al Suo caso o se l’ultima pulizia risale a più di due anni fa, è opportuna una valutazione da parte di uno specialista.",
    },

    { type: "h2", text: "Prevenire nel modo giusto: una pulizia senza rischi" },
    {
      type: "p",
      text: "La buona notizia: la maggior parte di questi rischi si evita in modo affidabile con una pulizia professionale, abbinata a un controllo, ogni 1–2 anni. Quello che conta è il metodo, perché una pulizia sbagliata fa più danni dello sporco stesso.",
    },
    {
      type: "ul",
      items: [
        "L’acqua, demineralizzata sul posto con scambiatori di ioni, scioglie lo sporco e asciuga senza macchie di calcare, del tutto senza prodotti chimici.",
        "Le spazzole morbide staccano i depositi senza graffiare il vetro e il rivestimento.",
        "Una bassa pressione da 1 a 3 bar protegge telai e guarnizioni; non usiamo mai idropulitrici.",
        "Sui grandi tetti piani lavoriamo con un robot di pulizia, che tratta la superficie in modo uniforme senza sollecitare i moduli; i droni ci servono per il controllo e la documentazione.",
        `I nostri team lavorano con protezione anticaduta e siamo assicurati per la responsabilità civile fino a ${insurance}.`,
      ],
    },
    {
      type: "p",
      text: "Per un impianto di 50–100 m² prevediamo 2–4 ore sul posto. Di solito un appuntamento è possibile entro 1–2 settimane, in alta stagione entro 3–4 settimane. Durante la pulizia prestiamo attenzione ai danni visibili come crepe, cavi allentati o scolorimenti e li annotiamo nel rapporto di pulizia. Per saperne di più sullo svolgimento visiti la nostra pagina sulla [pulizia di impianti fotovoltaici](page:solar); nelle nostre [FAQ](page:faq) trova le risposte alle domande più frequenti.",
    },
    {
      type: "callout",
      title: "Regola pratica",
      text: "Calo graduale della produzione, bordo di sporco visibile o verde sul telaio: è il momento di una pulizia. Se una macchia resta per mesi sulla stessa cella, non aspetti il prossimo appuntamento regolare. E dopo un episodio di polvere del Sahara seguito da poca pioggia vale la pena dare un’occhiata ai moduli.",
    },
    {
      type: "p",
      text: "Vuole sapere in che stato è il Suo impianto? Ci scriva tramite la pagina [contatto](page:contact) oppure calcoli subito il Suo prezzo con il [calcolatore del preventivo](page:prices#calculator), senza costi di trasferta e con la nostra garanzia di soddisfazione. Interveniamo in tutto il Ticino, da Chiasso ad Airolo.",
    },
  ],
  faq: [
    {
      question: "La pioggia non basta a mantenere puliti i moduli solari?",
      answer:
        "La pioggia lava via in parte la polvere sciolta, ma non i depositi che aderiscono, come escrementi di uccelli, resina, licheni o il bordo di sporco lungo il lato inferiore del modulo. Sui moduli poco inclinati l’acqua inoltre ristagna e, evaporando, lascia lo sporco. Per questo una pulizia professionale ogni 1–2 anni ha senso anche in una regione piovosa come il Ticino, dove i temporali sono intensi ma non bastano a pulire a fondo i moduli.",
    },
    {
      question: "Lo sporco può danneggiare un modulo solare in modo permanente?",
      answer:
        "Sì. Se una macchia copre una cella per lungo tempo, la cella può scaldarsi molto e diventare un hotspot, che danneggia la cella stessa, le saldature o il foglio posteriore. I depositi acidi come escrementi di uccelli e licheni possono inoltre intaccare il rivestimento del vetro. Questi danni restano anche dopo una pulizia.",
    },
    {
      question: "Posso pulire da solo il mio impianto con l’idropulitrice?",
      answer:
        "Lo sconsigliamo decisamente. L’alta pressione può danneggiare rivestimento, guarnizioni e telai, e molti produttori escludono questi danni dalla garanzia. A ciò si aggiungono il pericolo di caduta e i rischi elettrici sul tetto. Noi puliamo con acqua demineralizzata, spazzole morbide e una bassa pressione da 1 a 3 bar.",
    },
  ],
} satisfies BlogArticle;

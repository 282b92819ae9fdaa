import { formatChf } from "../../../../lib/format";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const { light, heavy } = siteFacts.soilingLossPercent;

/** "Quanto rendimento perde un impianto fotovoltaico sporco?" (Italian, for readers in Ticino). */
export const outputLossIt = {
  title: "Quanto rendimento perde un impianto fotovoltaico sporco?",
  description: `Dal ${light.from} al ${heavy.to} %: quanto lo sporco riduce il rendimento del Suo impianto fotovoltaico, quali fattori contano e come stimare da sé la perdita.`,
  excerpt:
    "Quanto rendimento costa davvero lo sporco? Spieghiamo i valori che riscontriamo sul campo, mostriamo i fattori principali e facciamo i conti per un impianto di 50 kWp.",
  author: "Il team di Solar- & Dachpflege",
  date: "2026-07-14",
  readTimeMinutes: 10,
  category: "Guida",
  tags: ["Perdita di rendimento", "Fotovoltaico", "Sporco", "Redditività", "Tariffa di ripresa"],
  intro: [
    `Quanta energia perde un impianto sporco dipende soprattutto dall’ubicazione, dall’inclinazione dei moduli e dal tipo di sporco. Sui tetti delle zone residenziali la perdita resta di solito nell’ordine di pochi punti percentuali, mentre vicino ad aziende agricole, zone artigianali o strade molto trafficate è nettamente più alta. Nella nostra esperienza riscontriamo dal ${light.from} al ${light.to} % di rendimento in meno con lo sporco leggero e dal ${heavy.from} al ${heavy.to} % con lo sporco marcato. In Ticino, dove il sole è intenso per buona parte dell’anno, ogni punto percentuale perso si fa sentire.`,
    "Facciamo un esempio: un impianto di 50 kWp produce circa 50'000 kWh all’anno. Con una tariffa di ripresa di CHF 0.08 per kWh e una perdita di rendimento dell’8 % dovuta allo sporco, ogni anno mancano così circa CHF 320, senza contare eventuali danni ai moduli. In questo articolo Le mostriamo come stimare i valori del Suo impianto, come riconoscere un calo di produzione nel monitoraggio e quando una pulizia conviene.",
  ],

  imageAlt:
    "Illustrazione: moduli solari con macchie di sporco ed escrementi di uccelli accanto a un grafico a barre in calo",
  blocks: [
    { type: "h2", text: "Perdita di potenza: che cosa significa esattamente" },
    {
      type: "p",
      text: "La potenza nominale del Suo impianto in kWp non cambia a causa dello sporco: indica ciò che i moduli forniscono in condizioni di laboratorio standardizzate. A diminuire è l’energia effettivamente prodotta, cioè i kilowattora all’anno. Lo sporco agisce come un filtro: una parte della luce solare viene assorbita o diffusa prima di raggiungere le celle.",
    },
    {
      type: "p",
      text: "La perdita non è sempre proporzionale alla superficie sporca. Una pellicola uniforme di polvere riduce il rendimento più o meno in proporzione alla luce persa. Una singola macchia densa su una cella può invece frenare un’intera stringa di celle del modulo, perché le celle sono collegate in serie. Per questo un impianto con poche macchie, ma ostinate, perde spesso più di quanto lasci pensare uno sguardo al tetto. Nell’articolo [Perché i moduli solari sporchi sono un rischio](page:blog:dirty-panels-risk) descriviamo quali danni possono provocare queste macchie nel tempo.",
    },

    { type: "h2", text: "I fattori che contano di più" },
    { type: "h3", text: "Ubicazione e dintorni" },
    {
      type: "p",
      text: "Sono i dintorni a decidere quanto sporco arriva sui moduli. Polvere dei campi, ammoniaca delle stalle, fuliggine e abrasione degli pneumatici dalle strade, polvere dei freni dalle linee ferroviarie, emissioni di artigianato e industria, polline e foglie degli alberi: ogni fonte lascia il suo strato. In Ticino pensiamo per esempio alle aziende agricole del Piano di Magadino, ai capannoni lungo l’autostrada A2 nel Mendrisiotto, alla linea ferroviaria del Gottardo o ai boschi di castagni sopra i paesi. Anche un cantiere nelle vicinanze può ridurre sensibilmente il rendimento per mesi.",
    },
    { type: "h3", text: "Inclinazione dei moduli" },
    {
      type: "p",
      text: "I moduli montati con una forte inclinazione vengono lavati meglio dalla pioggia. Sui moduli poco inclinati, frequenti sui tetti piani degli edifici commerciali, l’acqua ristagna più a lungo. Evaporando, lascia lo sporco sul bordo inferiore, dove il telaio del modulo fa da piccolo gradino contro cui si raccoglie il fango.",
    },
    { type: "h3", text: "Tipo di sporco" },
    {
      type: "p",
      text: "La polvere sciolta viene in parte lavata via dalla pioggia. Escrementi di uccelli, resina, licheni e la patina che l’ammoniaca delle aziende agricole lega alla polvere aderiscono invece saldamente e restano sui moduli per mesi o anni. Sono loro i responsabili della maggior parte delle perdite elevate.",
    },
    { type: "h3", text: "Meteo e stagione" },
    {
      type: "p",
      text: "Dopo una primavera secca con molto polline o un’estate polverosa lo sporco è di solito al massimo. Proprio in quei mesi il sole splende più a lungo, quindi la perdita pesa soprattutto nel periodo di maggiore produzione. In Ticino si aggiungono il polline di castagni e tigli e gli episodi di polvere del Sahara, che si deposita come una pellicola fine e rossastra su moduli e tetti e che la pioggia successiva spesso si limita a spalmare. Nemmeno i forti temporali estivi sciolgono i depositi che aderiscono bene.",
    },

    { type: "h2", text: "Valori indicativi secondo l’ubicazione" },
    {
      type: "p",
      text: "I valori indicativi seguenti della perdita di rendimento provengono dalla nostra esperienza. Valgono per impianti non puliti da uno o due anni. Nel singolo caso possono scostarsi nettamente a seconda dell’inclinazione, del tipo di modulo e dei dintorni.",
    },
    {
      type: "ul",
      items: [
        "Zona residenziale senza fonti di sporco particolari: circa 3 %, cioè pochi punti percentuali.",
        "Zona artigianale e industriale: circa 6 %, anche di più a seconda delle aziende vicine.",
        "Vicino ad aziende agricole, stalle o campi: circa 8 %, nettamente di più se si forma una patina di ammoniaca.",
        "Lungo strade molto trafficate o linee ferroviarie: circa 10 %.",
        "Moduli poco inclinati con escrementi di uccelli o licheni, oppure non puliti da diversi anni: dal 15 al 25 %.",
      ],
    },
    {
      type: "p",
      text: `In sintesi: lo sporco leggero costa dal ${light.from} al ${light.to} % del rendimento, lo sporco marcato dal ${heavy.from} al ${heavy.to} %. Il modo più affidabile per sapere dove si colloca il Suo impianto è il monitoraggio; ne parliamo più avanti.`,
    },

    { type: "h2", text: "Esempio di calcolo: quanto costa l’8 % su un impianto di 50 kWp" },
    {
      type: "p",
      text: "Riprendiamo passo dopo passo l’esempio dell’introduzione. Può servirLe da modello per il Suo calcolo: basta sostituire le cifre con i valori del Suo impianto.",
    },
    {
      type: "ol",
      items: [
        "Produzione annua: un impianto di 50 kWp con una produzione specifica di 1'000 kWh per kWp genera circa 50 × 1'000 = 50'000 kWh all’anno.",
        "Valore della produzione: con una tariffa di ripresa di CHF 0.08 per kWh questa corrente vale 50'000 × CHF 0.08 = CHF 4'000 all’anno.",
        "Perdita in kWh: con l’8 % di perdita dovuta allo sporco mancano 50'000 kWh × 8 % = 4'000 kWh all’anno.",
        "Perdita in franchi: 4'000 kWh × CHF 0.08 = CHF 320 all’anno. Lo stesso risultato si ottiene direttamente con CHF 4'000 × 8 %.",
        "Sull’intero intervallo di pulizia: se l’impianto resta due anni senza pulizia, con una perdita costante dell’8 % il totale sale a CHF 640. Se nel secondo anno lo sporco aumenta ancora, la perdita è proporzionalmente maggiore.",
      ],
    },
    {
      type: "p",
      text: "La produzione specifica di 1'000 kWh per kWp è un valore indicativo diffuso per impianti ben orientati sull’Altopiano svizzero. A sud delle Alpi, con più ore di sole, molti impianti producono qualcosa di più, e il calcolo resta quindi prudente. Trova il Suo valore nel monitoraggio: divida la produzione annua per la potenza dell’impianto in kWp. La tariffa di ripresa figura sul conteggio della Sua azienda elettrica, in Ticino per esempio AIL, AMB o SES; in Svizzera si situa di solito tra CHF 0.06 e CHF 0.12 per kWh.",
    },

    { type: "h2", text: "Quattro scenari a confronto" },
    {
      type: "p",
      text: "La tabella mostra quanto il risultato dipenda dalle dimensioni dell’impianto e dall’ubicazione. Tutti gli scenari si basano su 1'000 kWh per kWp e su una tariffa di ripresa di CHF 0.08 per kWh. Il consumo proprio e gli eventuali danni ai moduli non sono inclusi.",
    },
    {
      type: "table",
      caption: "Perdita annua di rendimento dovuta allo sporco con 1'000 kWh/kWp e CHF 0.08 per kWh",
      head: [
        "Scenario",
        "Potenza",
        "Produzione annua",
        "Valore della produzione all’anno",
        "Perdita di rendimento",
        "Perdita in kWh all’anno",
        "Perdita in CHF all’anno",
      ],
      rows: [
        ["Casa unifamiliare in zona residenziale", "10 kWp", "10'000 kWh", "CHF 800", "3 %", "300 kWh", "CHF 24"],
        [
          "Casa plurifamiliare lungo una strada principale",
          "30 kWp",
          "30'000 kWh",
          "CHF 2'400",
          "10 %",
          "3'000 kWh",
          "CHF 240",
        ],
        [
          "Edificio commerciale in zona industriale",
          "50 kWp",
          "50'000 kWh",
          "CHF 4'000",
          "8 %",
          "4'000 kWh",
          "CHF 320",
        ],
        ["Azienda agricola con stalla", "100 kWp", "100'000 kWh", "CHF 8'000", "15 %", "15'000 kWh", "CHF 1'200"],
      ],
    },
    {
      type: "p",
      text: "Per la casa unifamiliare in un ambiente pulito la sola perdita sulla corrente immessa in rete è contenuta. Qui la pulizia serve soprattutto a controllare l’impianto, e di solito basta un intervallo di due anni. Per l’azienda agricola, invece, la perdita annua è nell’ordine di grandezza di una pulizia professionale, e questo prima ancora di considerare il consumo proprio e i possibili danni dovuti alla patina incrostata.",
    },

    { type: "h2", text: "Consumo proprio: perché la perdita è spesso più alta" },
    {
      type: "p",
      text: "Il calcolo con la tariffa di ripresa è la variante più prudente. La corrente che consuma direttamente sostituisce quella della rete, che a seconda dell’azienda elettrica Le costa un multiplo della tariffa di ripresa. Per ogni kilowattora che manca a causa dello sporco e che altrimenti avrebbe consumato in casa paga la tariffa piena della corrente prelevata dalla rete.",
    },
    { type: "h3", text: "L’esempio con il consumo proprio" },
    {
      type: "p",
      text: "Supponiamo che, per l’impianto di 50 kWp, il 30 % della corrente venga consumato nell’edificio e che la tariffa di prelievo sia di CHF 0.25 per kWh. È un’ipotesi per questo esempio; trova la Sua tariffa sulla fattura dell’elettricità. Dei 4'000 kWh persi, 1'200 kWh riguardano allora il consumo proprio. Deve acquistarli a CHF 0.25 per kWh, per un costo di CHF 300. I restanti 2'800 kWh sarebbero stati immessi in rete e avrebbero reso 2'800 × CHF 0.08 = CHF 224. In totale Le mancano così CHF 524 all’anno invece di CHF 320.",
    },
    { type: "h3", text: "Quando il consumo proprio conta di più" },
    {
      type: "ul",
      items: [
        "Aziende che durante il giorno consumano molta corrente, per esempio per refrigerazione, ventilazione o macchinari, come un ristorante con le celle frigorifere o una cantina vinicola.",
        "Economie domestiche con pompa di calore, auto elettrica o batteria di accumulo.",
        "Case plurifamiliari e proprietà per piani con un raggruppamento ai fini del consumo proprio (RCP), in cui gli abitanti acquistano la corrente solare prodotta sul proprio tetto.",
      ],
    },

    { type: "h2", text: "Come riconoscere la perdita nel monitoraggio" },
    {
      type: "p",
      text: "Un calo di pochi punti percentuali passa quasi inosservato nella vita quotidiana, perché la produzione varia comunque da un giorno all’altro e da un anno all’altro. Con un metodo sistematico lo si rende però visibile:",
    },
    {
      type: "ol",
      items: [
        "Annoti per ogni anno dalla messa in servizio la produzione specifica in kWh per kWp. I moduli invecchiano solo lentamente: un calo di diversi punti percentuali nell’arco di uno o due anni non si spiega con l’età.",
        "Confronti gli stessi mesi su più anni, meglio ancora i mesi soleggiati da maggio ad agosto. Così gli effetti del meteo si compensano in parte.",
        "Confronti tra loro le stringhe con lo stesso orientamento. Se in una giornata limpida una stringa produce nettamente meno delle altre, ciò indica sporco localizzato, ombreggiamento o un guasto.",
        "Osservi le giornate limpide dopo una pioggia abbondante: se la potenza aumenta sensibilmente, sui moduli c’era soprattutto sporco sciolto. Se resta bassa, si tratta di depositi incrostati che la pioggia non scioglie.",
        "Annoti la produzione prima e dopo una pulizia. La differenza in giornate di sole paragonabili Le mostra quanto era grande la perdita dovuta allo sporco e La aiuta a scegliere il prossimo intervallo.",
      ],
    },
    {
      type: "callout",
      title: "Crollo improvviso? Prima controlli la tecnica",
      text: "Lo sporco agisce in modo graduale. Se la produzione cala bruscamente da un giorno all’altro, di solito si tratta di un guasto tecnico, per esempio all’inverter, a un fusibile o a un connettore. In questo caso si rivolga innanzitutto al Suo installatore, prima di pianificare una pulizia.",
    },

    { type: "h2", text: "Quando conviene una pulizia" },
    {
      type: "p",
      text: "Che una pulizia convenga dipende da tre grandezze: la perdita annua in franchi, il costo della pulizia e l’intervallo. Se si pulisce ogni due anni, il costo si ripartisce su due anni di maggiore produzione. Vale una regola pratica: se la perdita stimata sull’intervallo di pulizia è almeno pari al costo della pulizia, questa conviene già dal solo punto di vista finanziario. A ciò si aggiunge un beneficio che non si esprime direttamente in franchi: a ogni pulizia controlliamo i moduli alla ricerca di danni visibili e documentiamo lo stato dell’impianto.",
    },
    {
      type: "ul",
      items: [
        `La pulizia di base parte da ${formatChf(siteFacts.priceFromChf, 0)}, a cui si aggiungono il prezzo al m² e l’IVA. Con il nostro calcolatore del preventivo ottiene in 2 minuti il prezzo esatto per il Suo impianto.`,
        "Consigliamo di far pulire e controllare l’impianto ogni 1–2 anni; nelle ubicazioni molto esposte meglio una pulizia annuale.",
        "Puliamo con acqua demineralizzata senza prodotti chimici, con spazzole morbide e una bassa pressione da 1 a 3 bar, mai con l’idropulitrice.",
        "Sui grandi tetti piani lavoriamo con un robot di pulizia, mentre i droni ci servono per il controllo e la documentazione; per un impianto di 50–100 m² prevediamo 2–4 ore.",
        "Non fatturiamo costi di trasferta e può contare sulla nostra garanzia di soddisfazione.",
      ],
    },
    {
      type: "p",
      text: "Con il nostro [calcolatore delle perdite](page:lossCalculator) può calcolare la Sua perdita. La guida [Calcolatore delle perdite: quanto Le costa lo sporco sui moduli](page:blog:loss-calculator-guide) spiega come funziona il calcolatore e come interpretarne i risultati. Per amministrazioni immobiliari e aziende con più impianti vale la pena dare un’occhiata alla nostra offerta per i [clienti aziendali](page:b2b).",
    },
    {
      type: "p",
      text: "Vuole sapere quanto rendimento può recuperare il Suo impianto? Ci scriva tramite la pagina [contatto](page:contact) oppure ottenga subito il Suo prezzo con il [calcolatore del preventivo](page:prices#calculator). Interveniamo in tutto il Ticino, da Chiasso ad Airolo.",
    },
  ],
  faq: [
    {
      question: "Quanto rendimento perde un impianto fotovoltaico sporco?",
      answer: `Se lo sporco è leggero, di solito dal ${light.from} al ${light.to} %; se è marcato, dal ${heavy.from} al ${heavy.to} %. Nelle zone residenziali pulite la perdita resta spesso nell’ordine di pochi punti percentuali, mentre vicino ad aziende agricole, zone artigianali o strade molto trafficate è nettamente più alta.`,
    },
    {
      question: "Come calcolo in franchi la perdita del mio impianto?",
      answer:
        "Moltiplichi la potenza dell’impianto in kWp per la produzione specifica, sull’Altopiano spesso circa 1'000 kWh per kWp, e per la Sua tariffa di ripresa. Di questo risultato calcoli la percentuale di perdita stimata dovuta allo sporco. Esempio: 50 kWp × 1'000 kWh/kWp × CHF 0.08/kWh = CHF 4'000, di cui l’8 % corrisponde a CHF 320 all’anno.",
    },
    {
      question: "Come capisco dal monitoraggio che i moduli sono sporchi?",
      answer:
        "Tipico è un calo graduale della produzione specifica nell’arco di uno o due anni, che il normale invecchiamento non spiega. Confronti gli stessi mesi di più anni e le stringhe con lo stesso orientamento. Un crollo improvviso indica invece piuttosto un guasto tecnico.",
    },
  ],
} satisfies BlogArticle;

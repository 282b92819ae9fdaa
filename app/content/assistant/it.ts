import type { AssistantCopy } from "./types";

/** Italian (Swiss) sentences of the assistant. */
export const assistantIt: AssistantCopy = {
  quoteIntro: "Per {size} {unit} su un {roof}{area} la pulizia costa:",
  /** Follows the size when it is not given in m² (panels, kWp): the area it stands for. */
  quoteArea: " ({area} m² da pulire)",
  quoteAllRoofs: "Per {size} {unit}{area} la pulizia costa, IVA inclusa, secondo il tipo di tetto:",
  quoteAskRoof: "Mi dica il tipo di tetto e Le indico importo netto, IVA e totale.",
  quoteNeedSize:
    "Il prezzo si compone di un forfait di base di {fixed} e di un prezzo al m² che scende con l’aumentare della superficie; i tetti piani costano meno, quelli in lamiera un po’ di più. Mi indichi la dimensione del Suo impianto (m², kWp o numero di moduli) e il tipo di tetto: Le calcolo il prezzo.",
  quoteOutOfRange:
    "Il calcolatore del preventivo accetta dimensioni fino a {max}, in m², kWp o numero di moduli. Per un impianto più grande Le prepariamo un preventivo personalizzato.",
  calculatorLink: "Calcoli il preventivo",
  regionInText: (region) => region,
  teamSpeciality: "Specialità del nostro {team} ({region}): {speciality}.",
  cityResponse:
    "Sì, interveniamo a {city} ({region}), senza costi di trasferta. Tempo d’intervento in caso d’urgenza: un nostro team può essere da Lei {hours}.",
  regionProjects: "Nella zona di {city} abbiamo realizzato finora {count} progetti.",
  cityResponseNoRegion:
    "Sì, interveniamo a {city}, senza costi di trasferta. Tempo d’intervento in caso d’urgenza: un nostro team può essere da Lei {hours}.",
  cityPageLink: "{city} (pagina in tedesco)",
  contactPageLink: "Contatto",
  lossIntro:
    "Per un impianto di {kwp} kWp (ubicazione «{location}», {percent} % di perdita di rendimento dovuta allo sporco in media annua, tariffa di ripresa di {tariff} per kWh) risultano all’anno all’incirca questi importi. L’usura si produce anche su un impianto pulito; una pulizia evita la perdita dovuta allo sporco e riduce i danni:",
  yieldCalculatorResult:
    "{tariffPhrase} il Suo impianto perde circa {francs} all’anno, {fiveYears} in cinque anni. Il calcolatore del rendimento procede così: per l’ambiente «{environment}» indica un indice di sporco di {index}, che non è una perdita ma dice quanto sporco si accumula; a questo indice corrisponde una perdita di rendimento media {rate} all’anno. Parte da {perKwp} kWh di produzione annua per kWp: con {kwp} kWp sono {energy} kWh all’anno, di cui ne vanno persi {kwh}.",
  yieldTariffStated: "A {tariff} per kWh",
  yieldTariffPreset: "Con il valore preimpostato nel calcolatore, {tariff} per kWh,",
  soilingIndexRate:
    "No: con un indice di sporco di {index} il calcolatore del rendimento stima una perdita media {rate} della produzione annua. L’indice dice quanto sporco si accumula, non quanto rendimento si perde.",
  afterAcceptance:
    "Le abbiamo inviato una conferma per e-mail. La contatteremo entro {hours} ore per proporLe una data per l’intervento, di regola entro 1–2 settimane, in alta stagione entro 3–4 settimane.",
  basicPackageIncludes:
    "La pulizia di base è una pulizia delicata del Suo impianto fotovoltaico, senza prodotti chimici, con spazzole morbide e a bassa pressione. Comprende:",
  soilingSlider:
    "Nel calcolatore delle perdite il grado di sporco si imposta con il cursore, tra il {min} e il {max} %.",
  chatPrivacy:
    "Non salviamo né i Suoi messaggi all’assistente virtuale né le sue risposte: dopo la risposta vengono eliminati dal nostro server. Per ogni domanda il nostro registro annota solo la lunghezza, la lingua, il tipo di risposta e la durata dell’elaborazione, mai il testo. La conversazione resta nella memoria di sessione del Suo browser finché non chiude la chat o la scheda.",
  dataLocation:
    "I dati che ci invia tramite i formulari del sito, il preventivo immediato e l’iscrizione alla newsletter sono salvati nella nostra banca dati presso un fornitore di hosting in Svizzera. Solo con il Suo consenso a Google Analytics alcuni dati possono essere trasmessi a Google negli Stati Uniti.",
  gutterRating: "La nostra pulizia delle grondaie ottiene in media {rating} stelle su 5 ({count} recensioni).",
  videoLength: "Il video esplicativo dura {minutes} minuti e {seconds} secondi.",
  galleryCase: "{title} a {place}: {gain} dopo la pulizia ({area}).",
  newsletterSignUp: "Per iscriversi, inserisca il Suo indirizzo e-mail nella pagina del blog e clicchi su «{button}».",
  yesWeCome: "Sì, certo.",
  lossLines: {
    revenue: "Perdita di rendimento",
    wear: "Usura dell’impianto (anche senza sporco)",
    damage: "Danni dovuti allo sporco",
    total: "Perdita e usura all’anno",
  },
  lossAtStatedPercent:
    "Con un {percent} % di perdita di rendimento dovuta allo sporco, un impianto di {kwp} kWp (circa {yield} kWh all’anno) produce all’incirca {kwh} kWh in meno. A una tariffa di ripresa di {tariff} per kWh, ciò corrisponde a circa {francs} all’anno, senza contare usura e danni conseguenti.",
  lossPageResult:
    "Per {kwp} kWp, {tariff} per kWh e un grado di sporcamento (Verschmutzungsgrad) {ofPercent} %, il calcolatore dettagliato delle perdite (in tedesco) arriva a {total} all’anno: {revenue} di perdita dovuta allo sporco ({kwh} kWh su una produzione prevista di {yield} kWh) e {damage} di usura e danni. Il calcolo si basa su un valore dell’impianto di {value} ({perKwpCost} per kWp) e su un tasso di danno {ofRate} %.",
  lossWithOwnUse:
    "Con circa {yieldPerKwp} kWh per kWp, un impianto di {kwp} kWp produce circa {yield} kWh all’anno; con una perdita di rendimento {ofPercent} % dovuta allo sporco sono circa {kwh} kWh in meno. Se {theShare} % della corrente viene consumato nell’edificio, {ownKwh} kWh di questa perdita riguardano il consumo proprio: deve acquistarli dalla rete alla Sua tariffa di prelievo di {grid} per kWh, per un costo di {ownCost}. Gli altri {fedKwh} kWh sarebbero stati immessi in rete: con una tariffa di ripresa di {tariff} per kWh avrebbero reso {fedValue} (la Sua tariffa figura sul conteggio del gestore di rete). In totale perde quindi circa {francs} all’anno, invece dei {feedInOnly} calcolati con la sola tariffa di ripresa. Eventuali danni ai moduli dovuti allo sporco non sono compresi.",
  lossPageLink: "Calcolatore delle perdite",
  handover:
    "Purtroppo qui non posso risponderLe in modo affidabile. Il nostro team è a Sua disposizione: telefono {phone}, WhatsApp o modulo di contatto.",
  handoverDiscount:
    "Per sconti e condizioni particolari si rivolga al nostro team: telefono {phone}, WhatsApp o modulo di contatto.",
  handoverDate:
    "Il nostro team fissa gli appuntamenti direttamente con Lei; qui non posso garantirLe una data. Ci chiami al {phone}, ci scriva su WhatsApp o tramite il modulo di contatto.",
  handoverPromise:
    "Qui non posso fare promesse né dare garanzie; ne parli con il nostro team: telefono {phone}, WhatsApp o modulo di contatto.",
  handoverExactPrice:
    "In questa chat non posso indicarLe un prezzo esatto: lo riceverà con il preventivo. Può contattare il nostro team per telefono al {phone}, via WhatsApp o tramite il modulo di contatto.",
  whatsappLabel: "WhatsApp",
  sourceLabel: "Maggiori informazioni",
  greeting:
    "Buongiorno! Mi faccia pure domande su prezzi, pulizia, zone servite o svolgimento, oppure mi indichi dimensione e tipo di tetto del Suo impianto: Le calcolo il prezzo.",
  hoursRange: { "24": "entro 24 ore", "24-48": "entro 24–48 ore", "48-72": "entro 48–72 ore" },
  roofQuote: "La pulizia di un tetto di {area} m² costa {total} più IVA ({rate} al m², senza costi di trasferta).",
  tierRate: "{band} il prezzo al m² è di {rate}, a cui si aggiungono il forfait di base di {base} e l’IVA.",
  tierRateAt:
    "Con {area} m² l’impianto rientra nella fascia {band}: il prezzo al m² è di {rate}, a cui si aggiungono il forfait di base di {base} e l’IVA.",
  tierBands: { first: "fino a {to} m²", middle: "oltre i {from} e fino a {to} m²", last: "oltre i {from} m²" },
  roofAreaFromFootprint: "Con una superficie di base di {footprint} m², il tetto misura circa {min}–{max} m².",
  articleIntro: "Sul nostro blog trova l’articolo «{title}».",
  roofQuoteWithVat:
    "La pulizia di un tetto di {area} m² costa {gross}, IVA dell’{vatRate} inclusa: {total} più {vatAmount} di IVA ({rate} al m², senza costi di trasferta).",
  weekendClosed: "Il sabato e la domenica il nostro ufficio è chiuso.",
  confirm: "Sì, certo.",
  deny: "No.",
  /** A question about something the company does not do at all (not a gap in what the site says). */
  handoverOutOfScope:
    "Su questo non posso darLe informazioni: rispondo a domande sulla pulizia di impianti fotovoltaici, tetti e grondaie e sulla manutenzione dei tetti verdi. Il nostro team è raggiungibile al {phone}, su WhatsApp o tramite il modulo di contatto.",
};

import { formatChf } from "#app/lib/format";
import { siteFacts } from "../site-facts";
import type { LanguageGlossary } from "./types";

/**
 * Italian for Ticino: the reader is addressed with a capitalised “Lei” (Le, La, Suo); calls to action,
 * links and the buttons that send a form are Lei imperatives (“Calcoli il preventivo”, “Ci contatti”,
 * “Scopra …”, “Invii il messaggio”, “Si iscriva”, “Invii”), the other controls of the interface are
 * infinitives as on the federal sites (“Andare al contenuto principale”, “Chiudere”, “Accettare”,
 * “Rifiutare”, “Mostrare meno recensioni”); headings are nouns or questions; Swiss terms (IVA, NPA is
 * spelled out as “numero postale”, proprietà per piani, tariffa di ripresa, IDI), Italian place names,
 * Swiss number style with a decimal comma.
 */
const chfPattern = (amount: number) => formatChf(amount, 0).replace(" ", "[\\s\\u00a0]?");
const basicChf = chfPattern(siteFacts.priceFromChf);
const premiumChf = chfPattern(siteFacts.premiumPriceChf);

export const it: LanguageGlossary = {
  terms: {
    quote: {
      use: "preventivo",
      reject: [
        /\b[Oo]fferta per privati\b/,
        /\b[Oo]ffert[ae] (?:gratuit|vincolant|immediat|in PDF|a prezzo fisso|personalizzat)/,
        /\b[Rr]ichiest[ae] d[i’'] ?offerta\b/,
        /\b[Qq]uotazion[ei]\b/,
        /\b[Pp]reventivo di spesa\b/,
        /\bprezzo\b[^.]{0,40}\bè vincolante(?! per noi)/,
      ],
      note: "Il documento con il prezzo (PDF) e la richiesta: sempre “preventivo”. Gratuito e senza impegno per il cliente; il prezzo è “vincolante per noi”, per la dimensione dell’impianto e il tipo di tetto indicati, mai “vincolante” e basta. “Offerta” solo nel senso di gamma di servizi (“la nostra offerta per le aziende”).",
    },
    quoteButton: {
      use: "Calcoli il preventivo",
      reject: [
        /\b(?:Calcoli|Richieda|Ottenga|Avvii) (?:il Suo |un |il )?preventivo immediato\b/,
        /\bRichieda (?:il Suo|un) preventivo in\b/,
        /\bCalcoli il prezzo (?:della pulizia|e chieda)\b/,
        /\bCalcoli il preventivo in PDF\b/,
        /\bVeda prezzi\b/,
      ],
      note: "Ogni pulsante o link che apre il calcolatore del preventivo, anche nel piè di pagina, nella barra mobile e nei PDF.",
    },
    cleaningReport: {
      use: "rapporto di pulizia",
      reject: [/\b[Vv]erbal[ei]\b/, /\b[Pp]rotocoll[oi] di pulizia\b/, /\b[Rr]esocont[oi] di pulizia\b/],
      note: "Dopo la manutenzione di un tetto verde: “rapporto di manutenzione”. Mai “verbale” (è il verbale di un’assemblea o della polizia).",
    },
    safetyPlan: {
      use: "piano di sicurezza",
      reject: [
        /\b[Cc]oncett[oi] di sicurezza\b/,
        /\b[Pp]iano di protezione\b/,
        /\b[Pp]iano della sicurezza\b/,
        /\bstesso piano di sicurezza\b/,
      ],
      note: "Non il calco “concetto di sicurezza” (Sicherheitskonzept). “Un piano di sicurezza per ogni intervento”, anche sui tetti verdi; mai “lo stesso piano di sicurezza”.",
    },
    gutter: {
      use: "grondaia",
      reject: [/\b[Cc]anal[ei] di gronda\b/, /\b[Cc]analett[ae]\b/, /\b[Dd]occi[ae] del tetto\b/],
      note: "Il tubo verticale è il “pluviale”.",
    },
    greenRoof: {
      use: "tetto verde",
      reject: [
        /\b[Tt]ett[oi] (?:giardino|inverdit[oi]|vegetal[ei]|a verde|verdeggiant[ei])\b/,
        /\b[Cc]opertur[ae] (?:verd[ei]|intensiv[ae]|estensiv[ae])\b/,
        /\b[Cc]ura dei tetti verdi\b/,
        /\b[Mm]anutenzione (?:di )?tetti verdi\b(?! estensiv)/,
        /\b(?:[Cc]urare|[Cc]uriamo|va curato|vanno curati)\b[^.]{0,12}\b(?:tett[oi]|il Suo tetto|un tetto)\b/,
        /\b[Dd]iserb\w*/,
      ],
      note: "Il servizio è la “manutenzione dei tetti verdi” (“Ogni quanto serve la manutenzione di un tetto verde?”, “ci occupiamo della manutenzione dei tetti verdi”, non “curare un tetto verde”); le erbacce si tolgono con la “rimozione delle piante infestanti”, mai “diserbo” (fa pensare a un erbicida); “giardino pensile” solo per il tetto verde intensivo; “inverdimento” è il tipo di vegetazione (estensivo, intensivo).",
    },
    premiumPackage: {
      use: "pacchetto Premium",
      reject: [
        /(?<!pacchetto )\bPremium con ispezione\b/,
        /\b[Pp]acchetto premium\b/,
        /\b(?:[Pp]ulizia|[Oo]fferta|[Ss]ervizio|[Oo]pzione) Premium\b/,
        new RegExp(`(?<!\\bda )${premiumChf}\\b`),
        new RegExp(`\\b[Pp]rezzo fisso (?:da|a partire da) (?:${basicChf}|${premiumChf})`),
      ],
      note: `Sempre con la sua ispezione e sempre “da ${formatChf(siteFacts.premiumPriceChf, 0)}” (il forfait di partenza, mai un prezzo totale); il pacchetto più economico è la “pulizia di base”. L’“ispezione” è solo quella del pacchetto Premium: ogni pulizia comprende un “controllo visivo”.`,
    },
    feedInTariff: {
      use: "tariffa di ripresa",
      reject: [
        /\b[Tt]ariff[ae] di (?:immissione|riacquisto|rimunerazione|rimborso)\b/,
        /\b[Tt]ariff[ae] incentivant[ei]\b/,
        /\b[Rr]imunerazione (?:per|dell)[’' ]\s?(?:la )?(?:immissione|ripresa)\b/,
        /\b[Pp]rezzo di ripresa\b/,
        /\bfeed-in\b/i,
      ],
      note: "Il termine dei gestori di rete ticinesi (AIL, AMB, SES); nel calcolo la si confronta con la “tariffa di prelievo”.",
    },
    demineralisedWater: {
      use: "acqua demineralizzata",
      reject: [
        /\b[Aa]cqua (?:osmotizzata|osmotica|distillata|deionizzata|ultrapura|purificata|demineralisata)\b/,
        /\b[Aa]cqua pura\b/,
        /\b(?:[Ss]cioglie|sciolgono) (?:lo sporco|polvere|il polline)\b/,
      ],
      note: "Con le spazzole morbide l’acqua “stacca” lo sporco (löst … an), non lo “scioglie”.",
    },
    solarCleaning: {
      use: "pulizia di impianti fotovoltaici",
      reject: [
        /\b[Pp]ulizia fotovoltaica\b/,
        /\b[Pp]ulizia impianti fotovoltaici\b/,
        /\b[Pp]ulizia (?:solare|del fotovoltaico)\b/,
        /\b[Pp]ulizia (?:di|dei|degli) (?:pannelli|impianti solari)\b/,
        /\b[Ll]avaggio (?:di|dei|degli) (?:pannelli|moduli|impianti)\b/,
      ],
      note: "Il nome del servizio. Per l’impianto del lettore: “la pulizia del Suo impianto”.",
    },
    roofCleaning: {
      use: "pulizia dei tetti",
      reject: [
        /\b[Pp]ulizia tetti\b/,
        /\b[Ll]avaggio (?:del|dei) tett[oi]\b/,
        /\b[Pp]ulizia (?:della|delle) copertur[ae]\b/,
        /\b[Dd]emuschiatura\b/,
      ],
      note: "Il nome del servizio (CHF al m²). Per il tetto del lettore: “la pulizia del Suo tetto”.",
    },
    maintenancePlan: {
      use: "piano di manutenzione",
      reject: [
        /\b[Pp]iano di cura\b/,
        /\b[Pp]iano della manutenzione\b/,
        /\b[Pp]rogramma di manutenzione\b/,
        /\b[Cc]alendario di manutenzione\b/,
      ],
    },
    maintenanceContract: {
      use: "contratto di manutenzione",
      reject: [
        /\b[Aa]bbonament[oi] di (?:manutenzione|pulizia)\b/,
        /\b[Cc]ontratt[oi] di (?:cura|servizio|assistenza|pulizia)\b/,
        /\b[Cc]ontratt[oi] d[i’'] ?intervento\b/,
      ],
    },
    liabilityInsurance: {
      use: "assicurazione di responsabilità civile",
      reject: [
        /\b[Aa]ssicurazion[ei] (?:RC|responsabilità civile)\b/,
        /\b[Pp]olizz[ae] (?:RC|di responsabilità civile)\b/,
        /\bRC aziendale\b/,
        /\b[Aa]ssicurazione di responsabilità (?:professionale|aziendale)\b/,
        /\bresponsabilità civile aziendale\b/,
        /(?:^|\s)[Èè] coperto\b/,
        /\bal sicuro\b/,
        /\b[Pp]er ogni evenienza siamo assicurati\b/,
        /\bsiamo assicurati per la responsabilità civile\b/,
        /\b[Ii]l nostro lavoro è assicurato\b/,
        /\b[Ss]ono assicurati fino a\b/,
        /\bmilioni,? per ogni intervento\b/,
        /\b(?:[Cc]opertura di responsabilità civile|[Rr]esponsabilità civile)\b[^.]{0,40}\bper ogni intervento\b/,
        /\b(?:danni|responsabilità civile) a persone e cose\b/,
        /\bcopre fino a\b/,
        /\bAssicurati fino a\b/,
        /\bper tutti i nostri interventi\b/,
      ],
      note: "Una sola formula: “La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a CHF 5 milioni”, senza “per ogni intervento” (sembra un limite per intervento) né “danni a persone e cose”. È un fatto sull’assicurazione, non una promessa al cliente (“È coperto”, “è al sicuro”). Fino a CHF 5 milioni; nei titoli brevi “Responsabilità civile fino a CHF 5 milioni” (non “Assicurati fino a …”, che si legge come imperativo con il tu). Mai subito dopo un consiglio sulla sicurezza del lettore (lucernari, scale): sembrerebbe coprire la sua caduta.",
    },
    travelCosts: {
      use: "costi di trasferta",
      reject: [
        /\b[Ss]pese di (?:trasferta|viaggio|spostamento)\b/,
        /\b[Cc]osti di (?:viaggio|spostamento)\b/,
        /\b[Ss]upplement[oi] (?:di|per la) trasferta\b/,
        /\b[Ff]orfait di trasferta\b/,
        /\btrasferta è compresa\b/,
      ],
      note: "Non ne fatturiamo: “senza costi di trasferta”, “nessun costo di trasferta”; mai “la trasferta è compresa nel prezzo”.",
    },
    vat: {
      use: "IVA",
      reject: [
        /\bMWST\b/,
        /\bTVA\b/,
        /\bI\.V\.A\.?/,
        /\bIva\b/,
        /\b[Ii]mposta sul valore aggiunto\b/,
        new RegExp(
          `(?:${basicChf}|${premiumChf})\\b,?[\\s\\u00a0]*(?:–\\s)?IVA (?:dell’[\\d,]+[\\s\\u00a0]?% )?(?:inclusa|compresa)`,
        ),
        /\b[Ee]ntrambi i prezzi\b[^.]{0,40}\bIVA\b/,
        /\bin entrambi i casi IVA inclusa\b/,
        /\b[Tt]utti i (?:nostri )?prezzi si intendono IVA\b/,
      ],
      note: `“IVA inclusa”, “IVA esclusa”, “IVA 8,1 %”, “IVA dell’8,1 % inclusa”. I prezzi “da ${formatChf(siteFacts.priceFromChf, 0)}” e “da ${formatChf(siteFacts.premiumPriceChf, 0)}” sono forfait di partenza: “a cui si aggiungono il prezzo al m² e l’IVA; il preventivo indica il totale IVA inclusa”, mai “da ${formatChf(siteFacts.priceFromChf, 0)}, IVA inclusa”.`,
    },
    satisfactionGuarantee: {
      use: "garanzia di soddisfazione",
      reject: [
        /\b100\s?%\s*(?:di\s+)?soddisf/,
        /\b[Ss]oddisfatti o rimborsati\b/,
        /\b[Gg]aranzia (?:soddisfazione|di gradimento)\b/,
        /\b[Ss]oddisfazione garantita\b/,
        /\bdi nuovo (?:gratuitamente )?i punti (?:interessati|contestati)\b/,
        /\bnon è all’altezza\b/,
      ],
      note: "Se il risultato non corrisponde alle Sue aspettative, puliamo di nuovo gratuitamente i punti che ci indica. Mai “100 % di soddisfazione”.",
    },
    certifiedTraining: {
      use: "formazione certificata",
      reject: [
        /\b[Aa]ccademi[ae] solar[ei]\b/,
        /\bSolarakademie\b/,
        /\b[Cc]ertificat[ioe] da\b/,
        /\b[Cc]ertificazione (?:da parte di|di un)/,
        /\b[Cc]ertificat[ie] dal\b/,
        /\bè certificat[ao] dal\b/,
        /^Verificat[oi]$/,
        /\b[Ff]ormazione certificata dal\b/,
      ],
      note: "“Nel 2023 il nostro team ha completato una formazione certificata per la pulizia di impianti fotovoltaici”; in breve “Formazione certificata nel 2023” (non “dal 2023”: si legge come “certificata da”). Nessun ente certificatore, nessun “siamo certificati”.",
    },
    officeHours: {
      use: "dal lunedì al venerdì, dalle 08:00 alle 17:00",
      reject: [
        /\b18[:.]00\b/,
        /\b24 ?h\b/,
        /\b24 ore su 24\b/,
        /\b[Hh]otline\b/,
        /\b(?:solo|unicamente|soltanto) (?:su|previo) appuntamento\b/,
        /\b[Oo]rari[o]? di apertura\b/,
        /\b(?:[Gg]li|[Ii] nostri) orari d’ufficio\b/,
      ],
      note: "Telefono compreso; in breve “Lun–ven 08:00–17:00”. “Può chiamarci durante l’orario d’ufficio” (non “Le Sue chiamate sono benvenute”); per una consulenza approfondita si fissa un appuntamento. Urgenze: e-mail con la parola NOTFALL nell’oggetto, spiegata tra parentesi («emergenza» in tedesco) e motivata (“così riconosciamo subito l’urgenza”).",
    },
  },
  languageTerms: [
    {
      thing: "Solar module",
      use: "modulo (solare)",
      reject: [/\b[Pp]annell[oi]\b/],
      note: "Mai “pannello”; l’insieme è l’“impianto fotovoltaico”.",
    },
    {
      thing: "Photovoltaic system",
      use: "impianto fotovoltaico",
      reject: [/\b[Ii]mpiant[oi] solar[ei]\b/, /\b[Ii]mpiant[oi] FV\b/, /\b[Ii]mpiant[oi] PV\b/],
    },
    {
      thing: "A cell heating up under shade or dirt",
      use: "hotspot",
      reject: [/\b[Pp]unt[oi] cald[oi]\b/, /\b[Hh]ot[ -][Ss]pots?\b/],
      note: "Spiegato alla prima menzione (“surriscaldamento localizzato”).",
    },
    {
      thing: "A regional team",
      use: "team",
      reject: [/\b[Ss]quadr[ae]\b/],
    },
    {
      thing: "Swiss postcode",
      use: "numero postale",
      reject: [/\bNPA\b/, /\bCAP\b/, /\b[Cc]odice postale\b/],
      note: "“Numero postale e località”; “CAP” è il termine italiano d’Italia.",
    },
    {
      thing: "Condominium (Stockwerkeigentum)",
      use: "proprietà per piani",
      reject: [/\b[Cc]ondomini[oa]?\b/],
    },
    {
      thing: "Business identification number (UID)",
      use: "IDI",
      reject: [/\bUID\b/, /\bIDE\b/],
    },
    {
      thing: "How soon the team can come to a city in urgent cases (24, 24–48, 48–72 hours)",
      use: "tempo d’intervento",
      reject: [
        /\b[Tt]emp[oi] di (?:risposta|reazione)\b/,
        /\bgiorni (?:feriali|lavorativi)\b/,
        new RegExp(`\\bentro ${siteFacts.replyWithinHours} ore,? (?:\\(|nei giorni|dal lunedì)`),
      ],
      note: `Altro fatto rispetto alla risposta alle richieste (“Le rispondiamo entro ${siteFacts.replyWithinHours} ore”, senza “giorni feriali” né “dal lunedì al venerdì”) e all’appuntamento (di solito entro 1–2 settimane, in alta stagione entro 3–4).`,
    },
    {
      thing: "The free check included in every cleaning (only the premium package has an inspection)",
      use: "controllo visivo",
      reject: [
        /\b[Ii]spezione visiva\b/,
        /\b(?:[Oo]gni pulizia|[Ii]n ogni pulizia|[Cc]ompres[oi] nel prezzo)\b[^.]{0,50}\b[Ii]spezion/,
        /\b[Ii]spezion[ei]\b[^.]{0,30}\b(?:inclus[ao]|compres[ao]|gratuit[ao])\b/,
        /\b(?:far )?pulire e controllare\b/,
        /\b12[–-]24 mesi\b|\bdai 12 ai 24 mesi\b/,
        /\b(?:scopr|individu|rilev|trov)\w*\b[^.]{0,40}\bhotspot\b/,
      ],
      note: "“Ispezione” solo per il pacchetto Premium. L’intervallo è uno solo: “una pulizia ogni 1–2 anni; ogni pulizia comprende un controllo visivo”, senza un controllo a parte ogni 12–24 mesi. Il controllo cerca crepe, fissaggi allentati e scolorimenti “che possono indicare un hotspot”: non “trova gli hotspot”.",
    },
    {
      thing: "Ticino's three service zones (cities.ts: Sud, Centro, Nord)",
      use: "Sottoceneri; Bellinzonese e Locarnese; Tre Valli",
      reject: [/\bTicino (?:Sud|Centro|Nord)\b/, /\b(?:a|al) (?:sud|centro|nord) con Lugano\b/],
      note: "I nomi che usa chi abita in Ticino (ticinoRegionNamesIt).",
    },
    {
      thing: "Robots clean large flat roofs; drones only inspect and document",
      use: "robot di pulizia sui grandi tetti piani; droni per il controllo e la documentazione",
      reject: [
        /\b(?:con|[Pp]ulizia con|impieghiamo|lavoriamo con) (?:il |un |i )?robot(?: di pulizia)?,? (?:e|o|oppure) (?:con )?(?:il |un |i )?dron[ei]\b/,
        /\bdron[ei] (?:che )?pulisc/,
      ],
    },
    {
      thing: "System size of a solar plant",
      use: "kWp",
      reject: [
        /\bkW\b/,
        /\b(?:stesse ipotesi|corrispond\w* alle ipotesi|stesso (?:identico )?metodo del calcolatore)\b/,
      ],
      note: "Tutti i calcolatori partono da 1'000 kWh per kWp e ognuno dichiara le proprie ipotesi accanto a sé; nel calcolatore del rendimento l’«indice di sporco» (da 0 a 100) non è una perdita.",
    },
    {
      thing: "How often the maintenance contract cleans",
      use: "una o due volte all’anno",
      reject: [/\bbiennal[ei]\b/],
      note: "Per proprietari e amministrazioni immobiliari; i contratti per le aziende hanno i loro livelli (Basis, Professional, Enterprise).",
    },
    {
      thing: "How often intensive green roofs are looked after",
      use: "una volta per stagione (quattro volte all’anno)",
      reject: [/\binizio estate, fine estate\b/, /\bcirca quattro (?:volte|interventi)\b/],
      note: "D’inverno solo un controllo dopo le tempeste.",
    },
    {
      thing: "Chemicals: none at all on the panels; on roofs no harsh ones (the impregnation is a product)",
      use: "senza alcun prodotto chimico (moduli); senza prodotti chimici aggressivi (solo tetti)",
      reject: [
        /\b(?:modul[oi]|impiant[oi] fotovoltaic[oi]|vetro)\b[^.]{0,150}\bsenza prodotti chimici aggressivi\b/,
        /\bsenza prodotti chimici aggressivi\b[^.]{0,100}\b(?:modul[oi]|impiant[oi] fotovoltaic[oi])\b/,
      ],
      note: "L’impregnazione speciale idrorepellente è compresa nel prezzo della pulizia dei tetti; solo un rivestimento colorato è a pagamento, su richiesta.",
    },
    {
      thing: "Pressure: the panels only at low pressure; the bar values belong to roof cleaning",
      use: "solo a bassa pressione (moduli); da 1 a 3 bar, sui tetti piani da 0,5 a 1 bar (tetti)",
      reject: [
        /\b(?:modul[oi]|impiant[oi] fotovoltaic[oi])\b[^.]{0,150}\b\d(?:,\d)? (?:a|–) \d bar\b/,
        /\b\d(?:,\d)? (?:a|–) \d bar\b[^.]{0,100}\b(?:modul[oi]|impiant[oi] fotovoltaic[oi])\b/,
      ],
    },
    {
      thing: "Presence during the cleaning",
      use: "Non deve essere a casa: ci servono l’accesso al tetto e un allacciamento idrico.",
      reject: [/\b[Nn]on deve essere presente\b/, /\bdevo essere presente\b/],
    },
    {
      thing: "Where the teams are (decision E10)",
      use: "Dalla nostra sede di Basilea, i nostri sei team regionali (…) coprono un raggio di circa 100 km",
      reject: [
        /\bteam regionali hanno sede a Basilea\b/,
        /\bsono attivi in un raggio\b/,
        /\b[Tt]eam (?:di )?Lucerna\b/,
        /\bcosti di trasferta aggiuntivi\b/,
      ],
      note: "La squadra di Lucerna è il team “Svizzera centrale”. Mai “costi di trasferta aggiuntivi”: non ne fatturiamo affatto.",
    },
    {
      thing: "E-mail",
      use: "e-mail",
      reject: [/(?<!\{)\b[Ee]mail\b/, /\bE-Mail\b/],
      note: "“{email}” è il segnaposto dell’indirizzo, non una parola del testo.",
    },
    {
      thing: "Courtesy form: the reader is “Lei”, never “tu”",
      use: "Lei, Le, La, Suo",
      reject: [/\b(?:[Cc]ontattaci|[Ss]crivici|[Cc]hiamaci|[Ss]coprilo|tuo|tua|tuoi|tue|puoi|hai bisogno)\b/],
    },
    {
      thing: "What a cleaning brings (shared decision 1)",
      use: "un impianto pulito rende fino al 30 % in più di un impianto sporco",
      reject: [
        /\b[Rr]ecuper\w*\b[^.]{0,40}\bfino al\b/,
        /\bfino al \d+ %[^.]{0,40}\brecuper/,
        /\brendimento recuperato\b/,
      ],
      note: "Mai “recuperare fino al 30 %” (calco di “zurückholen”): il confronto è tra un impianto pulito e uno sporco.",
    },
    {
      thing: "The panel manufacturers' warranty (shared decision 3)",
      use: "puliamo come richiedono le istruzioni di pulizia dei produttori dei moduli; il rapporto di pulizia documenta come abbiamo pulito",
      reject: [/\bgaranzi\w*\b[^.]{0,80}\bresta(?:no)? valid[ae]\b/],
      note: "Nessuna promessa che la garanzia del produttore “resta valida”.",
    },
    {
      thing: "Ordering after a quote (shared decision 9)",
      use: "online sulla pagina del preventivo, rispondendo alla nostra e-mail o per telefono",
      reject: [/\bConferimento dell’incarico: risponda\b/, /\b[Pp]er conferirci l’incarico basta rispondere\b/],
      note: "Sempre prima online (il link è nell’e-mail, nel PDF con il codice QR), poi e-mail e telefono.",
    },
    {
      thing: "Accepting the quote on the offer page (shared decision 10)",
      use: "Accetto il preventivo alle condizioni in esso indicate",
      reject: [/\bpreventivo e le sue condizioni\b/],
    },
  ],
  style: {
    decimal: "virgola: 4,9; 8,1 %; 0,5–1 bar (gli importi in franchi restano CHF 0.08)",
    thousands: "apostrofo: 8'643; 10'000 kWh; 5'000 caratteri",
    chf: "CHF 1'320.00, CHF 388; per unità CHF 0.08 per kWh",
    percent: "30 % (con spazio); dal 5 al 10 %",
    time: "08:00–17:00; dalle 08:00 alle 17:00",
    date: "14 marzo 2025; 1° aprile 2026",
  },
  rejectedForms: [
    {
      pattern: /(?<!CHF\s?[\d'’]*)(?<![\d'’.])\d+\.\d+(?![\d.])/,
      why: "Decimali con la virgola (4,9; 8,1 %; 0,5 bar); il punto solo negli importi in franchi (CHF 0.08).",
    },
    { pattern: /\d%/, why: "Spazio tra cifra e percento: 30 %." },
    { pattern: /\d\s?CHF\b/, why: "CHF davanti all’importo: CHF 0.08 per kWh, non 0.08 CHF/kWh." },
    { pattern: /\b(?:Fr|fr|Frs)\.\s?\d/, why: "CHF, non Fr." },
    {
      pattern:
        /(?<![\d'’])[1-9]\d{3}(?![\d'’])(?= (?:caratteri|m²|kWh|kWp|moduli|franchi))|(?<![\d'’+])\d{5,}(?![\d'’])/,
      why: "Migliaia con l’apostrofo: 5'000 caratteri, 10'000 kWh.",
    },
    {
      pattern: /\b[Rr]ispo(?:ndiamo|nderemo|sta)\b[^.]{0,20}\b24[–-]48\b/,
      why: "Rispondiamo entro 24 ore (siteFacts.replyWithinHours).",
    },
    {
      pattern: /\b(?:oltre|più di) 1['’]?000 clienti|\b1['’]?000\s?\+/,
      why: "Più di 120 clienti (siteFacts.customersOver).",
    },
    { pattern: /\b(?:oltre|più di) 50 progetti|\b50\s?\+/, why: "Nessun “50+ progetti”." },
    { pattern: /\b(?:15|20) % di rendimento in più/, why: "Fino al 30 % (siteFacts.yieldGainUpToPercent)." },
    { pattern: /\bdi persona\b/, why: "“Di persona” significa faccia a faccia: “personalmente”." },
    {
      pattern: /\bMostri il dopo\b|\bAlla pagina iniziale\b/,
      why: "Inviti e link all’imperativo di cortesia (“Torni alla pagina iniziale”); comandi dell’interfaccia all’infinito (“Mostrare il risultato”).",
    },
    {
      pattern:
        /\b(?:Vada al contenuto|Apra il menu|Chiuda il menu|Riduca (?:a icona|l’elenco)|Accetti tutti|Legga tutte le recensioni|Guardi il risultato|Riproduca il video|Condivida l’articolo|Termini la conversazione|Apra l’assistente)\b/,
      why: "Comandi dell’interfaccia all’infinito, come sui siti della Confederazione: “Andare al contenuto principale”, “Chiudere il menu”, “Accettare tutti i cookie”.",
    },
    {
      pattern:
        /\bvolentieri\b|\b(?:[Rr]isponda|[Ii]gnori|[Ss]i iscriva|[Cc]i scriva) semplicemente\b|\b(?:[Nn]e )?calcoli semplicemente\b/,
      why: "Calchi di “gerne” e “einfach”: “Siamo a Sua disposizione per una consulenza”, “Basta rispondere a questa e-mail”, “può ignorare questa e-mail”.",
    },
    {
      pattern:
        /\b(?:[Cc]alcoliamo|[Cc]alcola|[Cc]alcoli|si calcola) (?:quindi )?con (?:una|un|il|i|valori)\b|\bcalcoliamo da \d/,
      why: "Calco di “rechnen mit”: “il calcolo si basa su”, “prevediamo 2–4 ore”.",
    },
    {
      pattern:
        /\b(?:lo puliamo|li curiamo|lo vede in \d|la calcola con|li fissa il nostro|li trova sulla|lo spieghiamo nel|lo descriviamo nell|lo ottiene con|li togliamo prima|li discute)\b/,
      why: "Ordine delle parole tedesco (complemento anteposto e ripreso dal pronome): “Di norma puliamo un impianto di 50–100 m² in 2–4 ore”.",
    },
    {
      pattern: new RegExp(
        `\\b${siteFacts.ticinoInstallationsOver}\\b[^.]*\\b${siteFacts.customersOver}\\b|\\b${siteFacts.customersOver}\\b[^.]*\\b${siteFacts.ticinoInstallationsOver} impianti\\b`,
      ),
      why: "Gli oltre 500 impianti in Ticino mai nella stessa frase o elenco dei più di 120 clienti.",
    },
    { pattern: /CHF[\s\u00a0]?5['’]000['’]000/, why: "“CHF 5 milioni”." },
    {
      pattern: new RegExp(`\\b(?:[Oo]ltre|[Pp]iù di) ${siteFacts.ticinoInstallationsOver} impianti\\b`),
      why: "Nessuna cifra di impianti in Ticino (contraddice i più di 120 clienti e gli 8'643 moduli): “interveniamo regolarmente in tre zone del Ticino, senza costi di trasferta”.",
    },
    { pattern: /^Fr\.$/, why: "CHF, anche come simbolo (mai “Fr.”)." },
    {
      pattern: /\bimpostiamo (?:alcun )?cookie\b|\bla pagina \[?contatto\b|\b[Pp]rima controlli la tecnica\b/,
      why: "Calchi: “non utilizziamo alcun cookie” (non “impostiamo”, da “setzen”); “la pagina Contatto” (il nome della pagina); “Prima faccia verificare l’impianto elettrico”.",
    },
    {
      pattern: new RegExp(`\\braggio di (?:circa )?${siteFacts.serviceRadiusKm} km\\b(?![^.]*\\btutta la Svizzera\\b)`),
      why: "Zona d’intervento in una frase: team con sede a Basilea (raggio di circa 100 km), ma lavoriamo in tutta la Svizzera, Romandia e Ticino compresi, senza costi di trasferta.",
    },
    {
      pattern:
        /\b[Ff]attore tetto\b|\b[Cc]hiud\w* le zone spoglie\b|\bsporcizia marcata\b|\btett[oi] a falda\b|\btett[oi] spiovent[ei]\b/,
      why: "“Adeguamento per tipo di tetto”, “rinverdire le zone spoglie”, “sporco marcato”, “tetto a falde”.",
    },
    {
      pattern: /\b(?:[Uu]no|[Cc]on uno|[Dd]a uno) sporco\b/,
      why: "“Sporco leggero”, “sporco marcato”, non “uno sporco”.",
    },
    { pattern: /\brichiesta di preventivo a\b/, why: "“Richiesta di preventivo presso …”." },
    {
      pattern:
        /\b(?:Genève|Lausanne|Fribourg|Valais|Léman|Genf|Zürich|Luzern|Aargau|Schaffhausen|St\. ?Gallen|Graubünden|Solothurn|Schwyz|Glarus|Thurgau|Wallis)\b|(?<!\d{4} |Dachpflege )\bBasel\b|\bBern\b/,
      why: "Nomi di luogo in italiano: Ginevra, Losanna, Friburgo, Vallese, Basilea, Zurigo, Lucerna, Berna …",
    },
    { pattern: /\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/, why: "Date in lettere: 14 marzo 2025." },
    {
      pattern:
        /\baccelerano lo sporco\b|\b[Ll]e Sue chiamate sono benvenute\b|\b[Mm]i chieda di\b|\bricavi dalla corrente\b|\bspazio di pausa\b|\butile per il Suo reporting\b|\bdove ha senso\b|\b[Pp]referisce un contatto personale\b/,
      why: "Calchi dal tedesco: “fanno sporcare più in fretta i moduli”, “Può chiamarci durante l’orario d’ufficio”, “Mi faccia pure domande su …”, “mancati ricavi”, “area di svago per il personale”, “utile per la Sua documentazione interna”, “dove è opportuno”.",
    },
    {
      pattern:
        /\bcookie necessari\b|\bAccettare tutti i cookie\b|\b[Cc]alcolatore perdite\b|\b[Ll]e nostre regioni in Ticino\b|\bnon è ancora coperta dal nostro servizio\b/,
      why: "Cookie: “Accettare” / “Rifiutare”, nessun cookie senza consenso; “Calcolatore delle perdite”; “Le nostre zone in Ticino”; località senza pagina: “Per questa località non c’è ancora una pagina, ma lavoriamo in tutta la Svizzera.”",
    },
    {
      pattern: /^(?:Inviare(?: il messaggio)?|Iscriversi)$/,
      why: "I pulsanti che inviano un modulo sono all’imperativo di cortesia: “Invii il messaggio”, “Si iscriva”, “Invii”.",
    },
    {
      pattern:
        /\b[Qq]uasi sempre\b|\b[Ss]empre più\b|\bEsperienza in Ticino\b|\bin buone mani\b|\bValore e garanzia preservati\b/,
      why: "Nessuna promessa non dimostrabile (“quasi sempre”, “sempre più”) e nessun calco (“in buone mani”): “Interveniamo anche da Lei, senza costi di trasferta”, “Affidi a noi il Suo tetto verde”, “Valore dell’edificio e prova per la garanzia”.",
    },
    {
      pattern:
        /\bsconti sulla quantità\b|\bcalcola la pulizia di base\b|\bpassaggio dei cavi\b|\bpiattaforma (?:elevatrice|di sollevamento)\b|\bregole Suva\b|\bTeam (?:Basilea|Argovia|Zurigo|Svizzera centrale)\b|\bche abbiamo ricevuto\b|\bnon salga da solo sulla scala\b|\bRisolto diversamente\b|\bpubblicità invadente\b/,
      why: "“Sconti di quantità”, “indica il prezzo della pulizia di base”, “posa dei cavi”, “piattaforma di lavoro elevabile”, “regole della Suva”, “Team di Basilea”, “Team della Svizzera centrale”, “abbiamo ricevuto il Suo messaggio e La ringraziamo”, “non salga sulla scala: ci pensiamo noi”, “Ho trovato un’altra soluzione”, “senza inondarLa di pubblicità”.",
    },
    {
      pattern:
        /\bcon precedenza\b|\bpiante problematiche\b|\b[Ss]ui versanti (?:nord|esposti)\b|\bsensat[aeio]\b|\bha senso\b|\b[Ss]e siamo comunque\b|\bmani esperte\b|\bpiantine di alberi\b|\b(?:residui|detergente) nell’acqua piovana\b|\bmostra onestamente\b/,
      why: "Calchi dal tedesco: “con priorità” (mit Vorrang), “specie invasive” (Problempflanzen), “sulle falde esposte a nord”, “è consigliabile / conviene / consigliamo” (sinnvoll), “già che siamo sul tetto” (ohnehin), “Desidera che ci occupiamo noi del Suo impianto?”, “semenzali di alberi”, “nell’acqua che defluisce dal tetto”, “mostra chiaramente”.",
    },
    {
      pattern: /\bApra il calcolatore delle perdite\b|\bCalcolatore delle perdite dettagliato\b/,
      why: "Ogni pulsante o link verso il calcolatore delle perdite dice “Calcoli la perdita” (Verlust berechnen).",
    },
  ],
};

import { cities, cityName, frenchRegions, ownRegions, responseTimeFor } from "#app/content/cities";
import type { ResponseTime, ServiceRegion } from "#app/content/cities";
import { b2bFacts, roiExampleFigures, roiPercent, yearlyGainChf, type RoiFigures } from "#app/content/pages/b2b/roi";
import { greenRoofFacts } from "#app/content/pages/green-roof/facts";
import { homeFacts } from "#app/content/pages/home/facts";
import { italianCount, italianServiceArea, italianTimes } from "#app/content/phrasing/it";
import { siteFacts } from "#app/content/site-facts";
import { OFFER_VALID_DAYS } from "#app/domain/offer-validity";
import { privacyRetention } from "#app/content/legal/retention.server";
import { quoteCalculatorText } from "#app/content/quote-calculator";
import { FIXED_COST_CHF, M2_PER_UNIT, MAX_SIZE, PRICE_TIERS, ROOF_FACTORS, VAT_RATE } from "#app/domain/pricing";
import {
  AREA_MAX,
  AREA_MIN,
  GABLE_ROOF_AREA_FACTOR,
  ROOF_EXAMPLE_AREAS,
  ROOF_PRICE_PER_M2,
  roofTotal,
} from "#app/domain/roof-price";
import { formatChf, formatDecimal, groupThousands } from "#app/lib/format";
import type { LanguageCards } from "./types";

/**
 * Answer cards in Italian for Ticino: the reader is “Lei” (Le, La, Suo), Swiss number style
 * (8,1 %; 8'643; CHF 1'320), Italian place names. Facts from the German pages and the facts
 * modules; the decisions in force win where an Italian page still says otherwise.
 */

const chf = (amount: number) => formatChf(amount, 0);
const num = (value: number) => formatDecimal(value, "it");
/** "a, b e c". */
const list = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

const basic = chf(siteFacts.priceFromChf);
const premium = chf(siteFacts.premiumPriceChf);
const vat = formatDecimal(VAT_RATE * 100, "it", 1);
const insurance = `CHF ${num(siteFacts.liabilityInsuranceChf / 1_000_000)} milioni`;
const reply = `entro ${siteFacts.replyWithinHours} ore`;
const hours = `dal lunedì al venerdì, dalle ${siteFacts.hours.opens} alle ${siteFacts.hours.closes}`;
const minutes = italianCount(homeFacts.quoteMinutes);
const soiling = siteFacts.soilingLossPercent;
const upTo = siteFacts.yieldGainUpToPercent;

const firstTier = PRICE_TIERS[0]!;
const lastTier = PRICE_TIERS[PRICE_TIERS.length - 1]!;
/** The last rate applies above the bound of the tier before it. */
const lastTierFrom = PRICE_TIERS[PRICE_TIERS.length - 2]!.upToM2;
const flatRoofPercent = Math.round((1 - ROOF_FACTORS.flachdach) * 100);
const metalRoofPercent = Math.round((ROOF_FACTORS.blechdach - 1) * 100);

const roofPerM2 = chf(ROOF_PRICE_PER_M2);
const calculator = quoteCalculatorText.it;
const [roofExampleArea, roofLargerArea] = ROOF_EXAMPLE_AREAS;

/** "24 ore", "24–48 ore". */
const responseHours = (time: ResponseTime) => `${time.replace("-", "–")} ore`;
const citiesWith = (time: ResponseTime) =>
  list(cities.filter((city) => responseTimeFor(city.slug) === time).map((city) => cityName(city.slug, "it")));

/** Italian names of the French-speaking regions and towns (cities.ts names them in French). */
const italianNames: Record<string, string> = {
  "Région lémanique": "Arco lemanico",
  "Neuchâtel, Fribourg et Nord vaudois": "Neuchâtel, Friburgo e Nord vodese",
  Valais: "Vallese",
  Genève: "Ginevra",
  Lausanne: "Losanna",
  Fribourg: "Friburgo",
};
const inItalian = (name: string) => italianNames[name] ?? name;
const regionList = (regions: readonly ServiceRegion[], name: (region: string) => string) =>
  list(regions.map((region) => `${name(region.name)} (${region.cities.map(inItalian).join(", ")})`));
/** "un centro logistico lungo l’autostrada (500 kWp): 90'000 kWh in più all’anno, …": an example of the business page. */
const roiExample = (title: string, f: RoiFigures) =>
  `${title} (${groupThousands(String(f.kWp))} kWp), con ${groupThousands(String(f.recoveredKwh))} kWh in più all’anno, cioè ${chf(yearlyGainChf(f))} di ricavi supplementari a fronte di ${chf(f.costChf)} all’anno per la pulizia – un ritorno sull’investimento del ${roiPercent(f)} %`;

export const it: LanguageCards = {
  solarPrice: {
    text: `La pulizia di base del Suo impianto fotovoltaico parte da ${basic}, il pacchetto Premium, che comprende anche un’ispezione, da ${premium}. A questi importi si aggiungono il prezzo al m² della superficie, l’adeguamento per il tipo di tetto e l’IVA dell’${vat} %. Con il nostro calcolatore del preventivo vede in ${minutes} minuti il prezzo esatto della pulizia di base, IVA inclusa, in base a numero postale, tipo di tetto e dimensione dell’impianto (in m², kWp o numero di moduli); per il pacchetto Premium Le prepariamo un preventivo su richiesta. Non fatturiamo costi di trasferta.`,
    link: { page: "prices", section: "calculator" },
  },
  premiumPackage: {
    text: `Il pacchetto Premium parte da ${premium}, più il prezzo al m² e l’IVA: comprende tutta la pulizia di base e in più un’ispezione dell’impianto, in cui controlliamo moduli, telai, posa dei cavi e fissaggi. Riceve poi un rapporto con le nostre raccomandazioni per manutenzione e riparazioni. Il calcolatore online indica il prezzo della pulizia di base: per il pacchetto Premium Le prepariamo un preventivo su richiesta.`,
    link: { page: "prices" },
  },
  roofFactor: {
    text: `Rispetto a un tetto in tegole, la pulizia dell’impianto fotovoltaico costa il ${metalRoofPercent} % in più su un tetto in lamiera e il ${flatRoofPercent} % in meno su un tetto piano. La differenza vale per tutto l’importo netto, forfait di base e prezzo al m² compresi; a questo si aggiunge l’IVA dell’${vat} %.`,
    link: { page: "prices" },
  },
  priceComposition: {
    text: `Il prezzo si compone di un forfait di base di ${chf(FIXED_COST_CHF)} e di un prezzo al m² che diminuisce con l’aumentare della superficie: fino a ${num(firstTier.upToM2)} m² sono ${chf(firstTier.chfPerM2)} al m², oltre ${num(lastTierFrom)} m² solo ${formatChf(lastTier.chfPerM2)} al m². Rispetto a un tetto in tegole, la pulizia costa il ${flatRoofPercent} % in meno su un tetto piano e il ${metalRoofPercent} % in più su un tetto in lamiera, e a tutto questo si aggiunge l’IVA dell’${vat} %. Il calcolatore accetta dimensioni fino a ${num(MAX_SIZE)} m², kWp o moduli.`,
    link: { page: "prices", section: "calculator" },
  },
  quoteHowItWorks: {
    text: `Con il nostro calcolatore ottiene in ${minutes} minuti il preventivo per la pulizia di base: inserisca il numero postale, il tipo di tetto e la dimensione dell’impianto, in m², in kWp o in numero di moduli. Il preventivo in PDF può scaricarlo subito e Le arriva anche per e-mail, a prezzo fisso, IVA inclusa e senza costi di trasferta.`,
    link: { page: "prices", section: "calculator" },
  },
  quoteValidity: {
    text: `Il preventivo è valido ${OFFER_VALID_DAYS} giorni: la data di scadenza è indicata sul PDF, e fino a quel giorno compreso funziona anche il link per scaricarlo. Se il preventivo è scaduto, non deve reinserire nulla: sulla pagina del Suo preventivo, con il pulsante «Nuovo preventivo con gli stessi dati» ne ottiene uno nuovo ai prezzi attuali.`,
    link: { page: "prices", section: "calculator" },
  },
  orderAfterQuote: {
    text: `Può conferirci l’incarico online sulla pagina del preventivo, a cui porta il link nell’e-mail con il preventivo (nel PDF trova lo stesso link e un codice QR), rispondendo a quell’e-mail o per telefono. Le rispondiamo ${reply} e Le proponiamo un appuntamento, di regola entro 1–2 settimane, in alta stagione entro 3–4 settimane. Se accetta il preventivo online, riceve subito una conferma per e-mail.`,
    link: { page: "contact" },
  },
  payment: {
    text: `Dopo la pulizia riceve il rapporto di pulizia con le foto e la fattura al prezzo fisso indicato nel preventivo, senza supplementi né costi di trasferta. Per altre domande sul pagamento il nostro team è a Sua disposizione.`,
    link: { page: "prices", section: "calculator" },
  },
  travelCosts: {
    text: `Non fatturiamo costi di trasferta, in tutta la Svizzera: l’importo del Suo preventivo è un prezzo fisso, senza supplementi.`,
    link: { page: "prices" },
  },
  vat: {
    text: `Ai nostri prezzi si aggiunge l’IVA dell’${vat} %: la pulizia di base parte da ${basic}, il pacchetto Premium da ${premium}, più il prezzo al m² della superficie. Nel preventivo in PDF trova indicati separatamente l’importo netto, l’IVA e il totale IVA inclusa.`,
    link: { page: "prices" },
  },
  insurance: {
    text: `La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}. Per ogni lavoro elaboriamo inoltre un piano di sicurezza con protezione anticaduta secondo le regole della Suva.`,
    link: { page: "faq" },
  },
  guarantee: {
    text: `Con la nostra garanzia di soddisfazione, se il risultato non corrisponde alle Sue aspettative, puliamo di nuovo gratuitamente i punti che ci indica. Vale inoltre la garanzia di prezzo fisso: per la dimensione dell’impianto e il tipo di tetto indicati, il prezzo del preventivo è vincolante per noi, senza supplementi né costi aggiuntivi. Sulla pulizia dei tetti diamo in più 5 anni di garanzia.`,
    link: { page: "faq" },
  },
  certification: {
    text: `Nel ${siteFacts.certifiedSince} il nostro team ha completato una formazione certificata per la pulizia di impianti fotovoltaici, che riguarda solo questo servizio: svolgiamo la pulizia dei tetti e delle grondaie e la manutenzione dei tetti verdi con la stessa cura, ma senza una certificazione specifica. I nostri voli con i droni rispettano le regole dell’Ufficio federale dell’aviazione civile (UFAC), e sul tetto lavoriamo secondo le regole della Suva per la sicurezza sul lavoro e la protezione anticaduta.`,
    link: { page: "about" },
  },
  method: {
    text: `Puliamo i moduli esclusivamente con acqua demineralizzata e spazzole morbide, senza alcun prodotto chimico e senza alta pressione: l’acqua demineralizzata asciuga senza lasciare macchie di calcare. Sulle case unifamiliari lavoriamo a mano, con aste telescopiche, mentre sui grandi tetti piani impieghiamo un robot di pulizia con spazzola rotante.`,
    link: { page: "solar" },
  },
  chemicals: {
    text: `Sui moduli non usiamo alcun prodotto chimico: li puliamo solo con acqua demineralizzata e spazzole morbide: l’acqua aiuta a staccare polvere, polline ed escrementi di uccelli e asciuga senza macchie di calcare. Così non resta alcun residuo sui moduli, nelle grondaie o in giardino.`,
    link: { page: "faq" },
  },
  highPressure: {
    text: `Sui moduli non usiamo idropulitrici: l’alta pressione può danneggiare guarnizioni, telai e il rivestimento antiriflesso. Lavoriamo solo a bassa pressione e con spazzole morbide, secondo le indicazioni di pulizia dei produttori dei moduli.`,
    link: { page: "faq" },
  },
  robotsDrones: {
    text: `Sui grandi tetti piani di edifici commerciali e industriali un robot di pulizia con spazzola rotante pulisce le file di moduli in modo rapido e uniforme. I droni non puliscono: ci servono per controllare e documentare i tetti grandi o difficili da raggiungere, secondo le regole dell’UFAC. Sulle case unifamiliari il nostro team pulisce di solito a mano. Con i droni voliamo nella categoria aperta, rispettiamo le zone con restrizioni di volo e prima di ogni volo informiamo Lei e, se necessario, i Suoi vicini.`,
    link: { page: "solar" },
  },
  duration: {
    text: `Di norma puliamo un impianto di 50–100 m² in 2–4 ore. Non deve essere a casa: ci servono l’accesso al tetto e un allacciamento idrico.`,
    link: { page: "faq" },
  },
  onTheDay: {
    text: `Il giorno della pulizia ci servono l’accesso al tetto e un rubinetto dell’acqua all’esterno; un allacciamento elettrico è utile, ma non indispensabile. Non deve essere a casa; alla consegna riceve un rapporto di pulizia.`,
    link: { page: "faq" },
  },
  solarInterval: {
    text: `Consigliamo una pulizia ogni 1–2 anni; ogni pulizia comprende un controllo visivo dell’impianto. Vicino a superfici agricole, alberi, strade molto trafficate o zone industriali i moduli si sporcano più in fretta: lì conviene spesso una pulizia annuale.`,
    link: { page: "solar" },
  },
  yieldGain: {
    text: `Lo sporco leggero, come polvere e polline, costa dal ${soiling.light.from} al ${soiling.light.to} % del rendimento, lo sporco marcato dovuto a escrementi di uccelli, foglie o licheni dal ${soiling.heavy.from} al ${soiling.heavy.to} %. Dopo una pulizia a regola d’arte, un impianto rende fino al ${upTo} % in più rispetto a un impianto sporco.`,
    link: { page: "solar" },
  },
  leadTime: {
    text: `Di norma può avere un appuntamento per la pulizia entro 1–2 settimane; in alta stagione (primavera ed estate) entro 3–4 settimane. A ogni richiesta rispondiamo ${reply}.`,
    link: { page: "faq" },
  },
  replyTime: {
    text: `Rispondiamo a ogni richiesta ${reply}, che ci scriva tramite il modulo di contatto o per e-mail. Al telefono ci trova ${hours}.`,
    link: { page: "contact" },
  },
  hours: {
    text: `Il nostro orario d’ufficio, telefono compreso, è ${hours}. Fuori orario ci scriva: Le rispondiamo ${reply}.`,
    link: { page: "contact" },
  },
  contact: {
    text: `Può chiamarci al numero {phone} durante l’orario d’ufficio, ${hours}, oppure scriverci tramite il modulo di contatto o a {email}: Le rispondiamo ${reply}. Per una consulenza approfondita fissiamo con Lei un appuntamento. Il nostro indirizzo è {address}.`,
    link: { page: "contact" },
  },
  emergency: {
    text: `In caso di urgenza, per esempio una grondaia che trabocca o un danno da tempesta, ci scriva a {email} con la parola NOTFALL («emergenza» in tedesco) nell’oggetto: così riconosciamo subito l’urgenza e trattiamo il messaggio con priorità. Durante l’orario d’ufficio, ${hours}, può anche chiamarci al {phone}. In caso di tempesta o temporale non salga sulla scala: ci pensiamo noi.`,
    link: { page: "contact" },
  },
  regions: {
    text: `${italianServiceArea} Tempo d’intervento in caso d’urgenza: entro ${responseHours("24")} a ${citiesWith("24")}, entro ${responseHours("24-48")} nelle altre località ed entro ${responseHours("48-72")} a ${citiesWith("48-72")}. A ogni richiesta rispondiamo ${reply}.`,
    link: { page: "contact" },
  },
  romandie: {
    text: `In Romandia interveniamo in tre regioni: ${regionList(frenchRegions, inItalian)}. Anche lì non fatturiamo costi di trasferta.`,
    link: { page: "contact" },
  },
  ticino: {
    text: `In Ticino interveniamo regolarmente in tre zone: ${regionList(ownRegions("it"), (name) => name)}. Non fatturiamo costi di trasferta.`,
    link: { page: "contact" },
  },
  roofPrice: {
    text: `La pulizia dei tetti costa ${roofPerM2} al m² più IVA, senza costi di trasferta; sono compresi la rimozione di muschio e alghe, la pulizia delle grondaie, un’impregnazione speciale idrorepellente e 5 anni di garanzia; solo un rivestimento colorato è a pagamento, su richiesta. Un tetto di ${num(roofExampleArea)} m² costa quindi ${chf(roofTotal(roofExampleArea))}, uno di ${num(roofLargerArea)} m² ${chf(roofTotal(roofLargerArea))} (IVA esclusa). Sulla pagina della pulizia dei tetti trova altri esempi e un calcolatore del prezzo per superfici da ${num(AREA_MIN)} a ${num(AREA_MAX)} m².`,
    link: { page: "roofCleaning" },
  },
  roofMethod: {
    text: `Puliamo tetti in tegole, in fibrocemento, in ardesia, in lamiera e tetti piani nel rispetto del materiale, a bassa pressione: da 1 a 3 bar, sui tetti piani da 0,5 a 1 bar, e dove il materiale lo consente con acqua calda da 80 a 95 °C. Dal tetto togliamo muschio, alghe e licheni prima a mano e poi a bassa pressione, senza prodotti chimici aggressivi. Sul tetto asciutto applichiamo un’impregnazione speciale idrorepellente, compresa nel prezzo; su richiesta applichiamo anche un rivestimento colorato, con un supplemento.`,
    link: { page: "roofCleaning" },
  },
  roofGuarantee: {
    text: `Sulla pulizia dei tetti diamo 5 anni di garanzia: alla fine dei lavori riceve il certificato di garanzia, insieme a un rapporto con foto prima e dopo e alle indicazioni su eventuali danni.`,
    link: { page: "roofCleaning" },
  },
  roofInterval: {
    text: `Per la maggior parte dei tetti consigliamo una pulizia ogni 3–5 anni. Sulle falde esposte a nord e sotto gli alberi il muschio cresce più in fretta, come pure nell’aria umida in riva ai laghi: lì è meglio ogni tre anni. Le grondaie, invece, vanno pulite almeno una volta all’anno.`,
    link: { page: "roofCleaning" },
  },
  asbestos: {
    text: `Le lastre in fibrocemento (Eternit) posate prima del 1990 possono contenere amianto. Non puliamo questi tetti né con la pressione né meccanicamente: puliamo solo lastre senza amianto. Prima del preventivo verifichiamo l’anno di costruzione e, nel dubbio, facciamo analizzare un campione del materiale; per un risanamento Le indichiamo una ditta specializzata riconosciuta.`,
    link: { page: "roofCleaning" },
  },
  paysOff: {
    text: `Dipende dall’impianto e dal luogo. Un impianto pulito rende fino al ${upTo} % in più di un impianto sporco, e il solo rendimento in più ripaga la pulizia soprattutto negli impianti più grandi, dove lo sporco è marcato: nell’esempio di calcolo del nostro articolo, per l’azienda agricola con stalla (impianto da 100 kWp) il bilancio su due anni è positivo: più CHF 2'130. Per una casa unifamiliare in un ambiente pulito, invece, il rendimento in più non copre i costi; qui il valore della pulizia sta nel controllo visivo, nella protezione da hotspot (surriscaldamenti localizzati) e da danni ai materiali e nella documentazione da presentare al produttore. Per questi impianti consigliamo una pulizia ogni due anni e un’occhiata regolare al monitoraggio. Può calcolare i Suoi valori con il calcolatore delle perdite.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  roiExamples: {
    text: `La nostra pagina per le aziende (in tedesco) presenta tre esempi tratti dai nostri interventi: ${roiExample("un centro logistico lungo l’autostrada", roiExampleFigures.logistics)}; ${roiExample("un complesso residenziale a Zurigo gestito da un’amministrazione immobiliare", roiExampleFigures.residential)}; ${roiExample("un’azienda agricola nel Fricktal", roiExampleFigures.farm)}. Il ritorno sull’investimento è il ricavo supplementare annuo, dedotto il costo della pulizia, diviso per questo costo.`,
    link: { page: "b2b" },
  },
  slateRoof: {
    text: `Puliamo anche i tetti in ardesia, con particolare cura: l’ardesia naturale dura a lungo, ma è fragile. Lavoriamo lentamente e in gran parte a mano, con spazzole morbide, a bassa pressione (da 1 a 2 bar) e con acqua calda da 80 a 95 °C, e per muoverci sul tetto usiamo solo scale da tetto e ganci di sicurezza. Documentiamo le lastre e i ganci per ardesia allentati e applichiamo l’impregnazione solo dove giova all’ardesia.`,
    link: { page: "roofCleaning" },
  },
  metalRoof: {
    text: `I tetti in metallo – lamiera d’acciaio rivestita, titanzinco, rame o alluminio – non sopportano abrasivi né spazzole dure. Li puliamo a bassa pressione (da 1 a 2 bar) con spazzole morbide; per la lamiera rivestita usiamo acqua calda da 80 a 95 °C. Sul rame e sul titanzinco preserviamo la patina naturale; controlliamo viti, guarnizioni e primi segni di ruggine, e Le segnaliamo con foto ogni danno al rivestimento.`,
    link: { page: "roofCleaning" },
  },
  gutterPrice: {
    text: `Per la pulizia delle grondaie Le offriamo un prezzo fisso senza costi di trasferta, che dipende dalla lunghezza delle grondaie, dal numero di pluviali, dall’altezza dell’edificio e dall’accesso. Ci chieda un preventivo; se ci fa pulire anche il tetto, la pulizia delle grondaie è già compresa nel prezzo di ${roofPerM2} al m² (più IVA).`,
    link: { page: "gutterCleaning" },
  },
  gutterInterval: {
    text: `Consigliamo di far pulire le grondaie almeno una volta all’anno, in tardo autunno dopo la caduta delle foglie. Con alberi vicini due volte all’anno, in primavera e in tardo autunno, e se la casa confina con un bosco tre volte all’anno.`,
    link: { page: "gutterCleaning" },
  },
  leafGuard: {
    text: `Quando puliamo le grondaie puliamo anche le griglie parafoglie e i cestelli raccoglifoglie; su richiesta montiamo nuove griglie parafoglie. Una griglia trattiene le foglie più grandi e allunga gli intervalli tra una pulizia e l’altra, ma aghi, semi e sporco fine passano comunque: per questo non sostituisce la pulizia.`,
    link: { page: "gutterCleaning" },
  },
  greenRoofInterval: {
    text: `Di norma interveniamo sui tetti verdi estensivi, con sedum, muschi ed erbe, ${italianTimes(greenRoofFacts.extensiveVisitsPerYear)} all’anno, in primavera e in autunno, e su quelli intensivi, con perenni, prato o arbusti, una volta per stagione, cioè ${italianTimes(greenRoofFacts.intensiveVisitsPerYear)} all’anno: in estate con controllo dell’irrigazione e potatura, d’inverno con un controllo degli scarichi dopo le tempeste.`,
    link: { page: "greenRoof" },
  },
  greenRoofTasks: {
    text: `Nella manutenzione dei tetti verdi curiamo la vegetazione, togliamo le piante indesiderate come i semenzali di alberi e teniamo liberi scarichi, fasce di ghiaia e grondaie. Se necessario riseminiamo o integriamo il substrato, e dopo ogni intervento documentiamo con foto lo stato del tetto in un rapporto di manutenzione.`,
    link: { page: "greenRoof" },
  },
  greenRoofPrice: {
    text: `Per la manutenzione dei tetti verdi non abbiamo un listino prezzi fisso: Le prepariamo un preventivo in base a posizione, superficie e tipo di vegetazione del Suo tetto. Ci indichi questi dati e Le rispondiamo ${reply} con una proposta di interventi e intervalli. La trasferta è gratuita.`,
    link: { page: "greenRoof" },
  },
  greenRoofCertification: {
    text: `La manutenzione dei tetti verdi non è certificata: la formazione certificata che il nostro team ha completato nel ${siteFacts.certifiedSince} riguarda esclusivamente la pulizia di impianti fotovoltaici. Anche sui tetti verdi elaboriamo però un piano di sicurezza per ogni intervento, e la nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}.`,
    link: { page: "greenRoof" },
  },
  greenRoofWithSolar: {
    text: `Affidarci sia il tetto verde sia l’impianto fotovoltaico spesso conviene: la vegetazione non deve fare ombra ai moduli, e il polline sporca il vetro. Accorciamo la vegetazione alta davanti alle file di moduli e puliamo i moduli nello stesso intervento, come sempre senza costi di trasferta.`,
    link: { page: "greenRoof" },
  },
  b2bContracts: {
    text: `Per le aziende offriamo tre contratti di manutenzione: Basis (un anno, due pulizie all’anno, ${num(b2bFacts.minAreaM2)}–500 m²), Professional (3 anni, 3–4 pulizie all’anno, 500–2'000 m², prezzo garantito per l’intera durata del contratto) ed Enterprise (durata e intervalli su misura, oltre 2'000 m²). Per ogni impianto riceve un rapporto di pulizia con foto, utile per la Sua documentazione interna, e a partire da ${italianCount(b2bFacts.volumeDiscountFromProperties)} immobili concediamo sconti di quantità.`,
    link: { page: "b2b" },
  },
  b2bConsultation: {
    text: `La prima consulenza per le aziende è gratuita: ci invii posizione, superficie dei moduli o potenza in kWp e, se li ha, i dati di produzione degli ultimi due anni. Valutiamo la perdita dovuta allo sporco e Le proponiamo un modello di contratto e un intervallo di pulizia; dopo il sopralluogo riceve ${reply} un preventivo a prezzo fisso, vincolante per noi.`,
    link: { page: "b2b" },
  },
  maintenancePlan: {
    text: `Sul nostro blog può scaricare gratuitamente il piano di manutenzione in PDF: in due pagine riassume tutti gli intervalli per l’impianto fotovoltaico, il tetto, le grondaie e il tetto verde, con un calendario annuale e i lavori di manutenzione stagione per stagione.`,
    link: { page: "blog" },
  },
  maintenanceContract: {
    text: `Con un contratto di manutenzione fissiamo in anticipo le pulizie, una o due volte all’anno, ognuna con il suo controllo visivo: non deve pensare alla prossima scadenza, La contattiamo noi per tempo. È pensato per proprietari privati e amministrazioni immobiliari (per le aziende esistono contratti a più livelli); per i tetti verdi definiamo gli intervalli secondo necessità, su richiesta insieme alla pulizia dell’impianto fotovoltaico.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  season: {
    text: `I momenti migliori per la pulizia sono la primavera, dopo la fioritura principale e prima dei mesi più produttivi, e l’autunno, per esempio dopo il raccolto se l’impianto si trova vicino ai campi. D’inverno puliamo solo quando non gela, e nelle giornate estive più calde lavoriamo nelle ore del mattino, finché i moduli sono ancora freschi.`,
    link: { page: "blog:regular-cleaning-roi" },
  },
  company: {
    text: `Abbiamo fondato la nostra azienda a ${cityName("basel", "it")} nel ${siteFacts.foundedYear}. Da allora i nostri ${italianCount(siteFacts.regionalTeams)} team regionali hanno pulito ${num(siteFacts.modulesCleaned)} moduli solari, e più di ${num(siteFacts.customersOver)} clienti si sono affidati a noi.`,
    link: { page: "about" },
  },
  reviews: {
    text: `I nostri clienti ci valutano in media ${formatDecimal(siteFacts.rating, "it", 1)} stelle su 5, sulla base di ${num(siteFacts.reviewCount)} recensioni.`,
    link: { page: "home" },
  },
  warrantyPanels: {
    text: `Puliamo come richiedono le istruzioni di pulizia dei produttori dei moduli: bassa pressione invece dell’alta pressione, spazzole morbide e nessun prodotto abrasivo. Il rapporto di pulizia documenta come abbiamo pulito il Suo impianto; le condizioni di garanzia dei Suoi moduli sono indicate nella documentazione del produttore.`,
    link: { page: "solar" },
  },
  gutterWithSolar: {
    text: "Sì, e conviene: già che siamo sul tetto per pulire i Suoi moduli, su richiesta puliamo anche le grondaie nello stesso intervento. Con i forti temporali, le grondaie intasate possono causare danni da acqua alla facciata e al bordo del tetto. Per le grondaie Le offriamo un prezzo fisso, senza costi di trasferta, che dipende dalla lunghezza delle grondaie, dal numero di pluviali, dall’altezza dell’edificio e dall’accesso.",
    link: { page: "gutterCleaning" },
  },
  roofWithSolar: {
    text: "Su richiesta puliamo il tetto e l’impianto fotovoltaico nello stesso intervento: il tetto con delicatezza, a bassa pressione, e i moduli a regola d’arte, con acqua demineralizzata e senza prodotti chimici. Non calpestiamo mai i moduli.",
    link: { page: "roofCleaning" },
  },
  b2bOperations: {
    text: "Puliamo gli impianti delle aziende senza interrompere l’attività, e possiamo intervenire anche fuori dai Suoi orari di lavoro. Sui grandi tetti piani lavoriamo con il robot di pulizia e acqua demineralizzata; per ogni impianto riceve un rapporto di pulizia.",
    link: { page: "b2b" },
  },
  b2bMinimum: {
    text: `Seguiamo aziende, amministrazioni immobiliari e facility management a partire da ${b2bFacts.minAreaM2} m² di superficie dei moduli. Il contratto Basis vale per ${b2bFacts.minAreaM2}–500 m², Professional per 500–2'000 m² ed Enterprise oltre 2'000 m².`,
    link: { page: "b2b" },
  },
  quoteWithoutPhotos: {
    text: `No, le foto non sono necessarie per il preventivo: nel calcolatore bastano il numero postale, il tipo di tetto e la dimensione dell’impianto (in m², in kWp o in numero di moduli), e in ${minutes} minuti vede il prezzo fisso della pulizia di base. Se preferisce mostrarci l’impianto, ci invii una foto su WhatsApp: Le rispondiamo con una prima valutazione e un prezzo indicativo.`,
    link: { page: "prices", section: "calculator" },
  },
  companyGrowth: {
    text: `Abbiamo ampliato la nostra offerta alla pulizia di tetti e grondaie e alla manutenzione dei tetti verdi tra il ${siteFacts.growthYears.from} e il ${siteFacts.growthYears.to}; prima, dalla fondazione a Basilea nel ${siteFacts.foundedYear}, ci occupavamo solo della pulizia di impianti fotovoltaici. Negli stessi anni sono nati i nostri team in Argovia, a Zurigo, in Svizzera centrale, a Berna e a Langenthal, e abbiamo introdotto robot di pulizia per i grandi tetti piani e droni per il controllo e la documentazione.`,
    link: { page: "about" },
  },
  businessContactPerson: {
    text: `Sì: aziende e amministrazioni immobiliari hanno da noi un interlocutore fisso per tutti i loro immobili. Offriamo inoltre contratti di manutenzione e, a partire da ${italianCount(b2bFacts.volumeDiscountFromProperties)} immobili, sconti di quantità.`,
    link: { page: "b2b" },
  },
  documentsOnRequest: {
    text: `Sì: su richiesta Le inviamo l’attestato della formazione certificata per la pulizia di impianti fotovoltaici, completata dal nostro team nel ${siteFacts.certifiedSince}, l’attestato della nostra assicurazione di responsabilità civile (fino a ${insurance}) e il piano di sicurezza preparato per il Suo intervento secondo le regole della Suva.`,
    link: { page: "certificates" },
  },
  greenRoofMixed: {
    text: `Per un tetto verde misto, per esempio con sedum e qualche aiuola, prevediamo di solito da ${italianCount(greenRoofFacts.mixedVisitsPerYear.from)} a ${italianCount(greenRoofFacts.mixedVisitsPerYear.to)} interventi all’anno, a seconda dello stato del tetto e delle piante. Eseguiamo gli stessi lavori che su un tetto verde estensivo e in più ci occupiamo delle aiuole e degli arbusti.`,
    link: { page: "blog:green-roof-intervals" },
  },
  quoteFree: {
    text: `Il nostro preventivo è gratuito e senza impegno per Lei; il prezzo che contiene è invece vincolante per noi, per la dimensione dell’impianto e il tipo di tetto da Lei indicati. Con il calcolatore riceve il Suo prezzo fisso in PDF in ${minutes} minuti. Ci conferisce l’incarico solo quando lo decide Lei: online sulla pagina del preventivo, rispondendo alla nostra e-mail o per telefono.`,
    link: { page: "prices", section: "calculator" },
  },
  insuranceProof: {
    text: `Su richiesta Le inviamo l’attestato di assicurazione prima dell’intervento. La nostra assicurazione di responsabilità civile copre i danni che dovessimo causare, fino a ${insurance}, nella pulizia degli impianti fotovoltaici come nella pulizia di tetti e grondaie e nella manutenzione dei tetti verdi.`,
    link: { page: "certificates" },
  },
  languages: {
    text: "Le offriamo consulenza e preventivi in italiano, tedesco, francese e inglese: ci chiami o ci scriva nella lingua che preferisce. Le pagine principali del nostro sito sono disponibili in queste quattro lingue, alcune pagine solo in tedesco.",
    link: { page: "contact" },
  },
  calculatorInputs: {
    text: `Nel calcolatore del preventivo sono obbligatori i campi «${calculator.plzLabel}», «${calculator.roofTypeLabel}», «${calculator.sizeLabel}» e «${calculator.companyLabel}», oltre all’indirizzo e-mail; il numero di telefono e le osservazioni sono facoltativi. Può indicare la dimensione in m², in kWp o in numero di moduli, fino a ${num(MAX_SIZE)}; per la conversione il calcolatore considera ${num(M2_PER_UNIT.kwp)} m² per kWp e ${num(M2_PER_UNIT.panel)} m² per modulo. Come tipo di tetto può scegliere tra ${calculator.roofTypesInText.ziegeldach}, ${calculator.roofTypesInText.flachdach} (il ${flatRoofPercent} % in meno) e ${calculator.roofTypesInText.blechdach} (il ${metalRoofPercent} % in più).`,
    link: { page: "prices", section: "calculator" },
  },
  companyIdentity: {
    text: "La nostra azienda, {companyName}, è iscritta nel registro di commercio del Cantone di Basilea Città. Indirizzo della sede: {address}. Il nostro numero d’identificazione delle imprese (IDI) è {uid}; lo trova anche nelle note legali e in fondo a ogni pagina.",
    link: { page: "imprint" },
  },
  waterSupply: {
    text: "Il giorno della pulizia ci serve da Lei un allacciamento idrico, per esempio un rubinetto esterno. Demineralizziamo l’acqua sul posto con scambiatori di ioni, senza alcun prodotto chimico: così asciuga senza macchie di calcare e non lascia residui.",
    link: { page: "solar" },
  },
  calculatorPrivacy: {
    text: "Il calcolatore delle perdite, il calcolatore del rendimento e il calcolatore del prezzo per la pulizia dei tetti funzionano esclusivamente nel Suo browser: i dati dell’impianto che inserisce non ci vengono trasmessi e non vengono salvati. Solo se crea un preventivo in PDF con il calcolatore del preventivo salviamo i Suoi dati insieme al preventivo.",
    link: { page: "privacy" },
  },
  roofAreaEstimate: {
    text: `Come regola pratica, prenda la superficie di base della casa, sporgenza del tetto compresa, e la moltiplichi per ${formatDecimal(GABLE_ROOF_AREA_FACTOR.min, "it")}–${formatDecimal(GABLE_ROOF_AREA_FACTOR.max, "it")}; vale per un normale tetto a due falde. Il calcolatore del prezzo per la pulizia del tetto parte da questo valore, e la superficie esatta la confermiamo nel preventivo.`,
    link: { page: "roofCleaning" },
  },
  calculatorEstimates: {
    text: "I risultati del calcolatore del rendimento, del calcolatore delle perdite e del calcolatore del prezzo per la pulizia del tetto sono stime. Vincolanti sono il prezzo del preventivo immediato che riceve in PDF e ogni altro preventivo scritto.",
    link: { page: "imprint" },
  },
  saharaDust: {
    text: "La polvere del Sahara è fine e minerale: se la si toglie a secco può graffiare il vetro dei moduli. Non provi quindi a rimuoverla da solo con una scopa o uno straccio. Noi la risciacquiamo a bassa pressione con abbondante acqua demineralizzata e solo dopo puliamo la superficie.",
    link: { page: "solar" },
  },
  dataRights: {
    text: "Ha il diritto di sapere quali dati personali conserviamo su di Lei, di farli rettificare e di farli cancellare, salvo obblighi legali di conservazione. Per farlo ci scriva a {email} o per posta a {address}; per non consegnare dati a persone non autorizzate, possiamo chiederLe di dimostrare la Sua identità. Può inoltre presentare reclamo all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT) a Berna.",
    link: { page: "privacy" },
  },
  dataRetention: {
    text: `Conserviamo i messaggi inviati tramite il modulo di contatto per ${privacyRetention.contactYears} anni, i dati del preventivo immediato (indicazioni, prezzi calcolati, preventivo in PDF) per ${privacyRetention.quoteYears} anni e le e-mail inviate dal sito per ${privacyRetention.emailYears} anni; trascorsi questi termini, vengono cancellati automaticamente. Ha il diritto di accedere ai Suoi dati, di farli rettificare e di farli cancellare.`,
    link: { page: "privacy" },
  },
  reminder: {
    text: "Quando accetta il preventivo online, sulla pagina del Suo preventivo può spuntare la casella «Mi ricordi quando sarà il momento della prossima pulizia.» Al momento giusto Le inviamo un’e-mail di promemoria con un link a un nuovo preventivo con gli stessi dati; con un clic può smettere di ricevere i promemoria. Con un contratto di manutenzione siamo comunque noi a contattarLa per tempo.",
    link: { page: "prices", section: "calculator" },
  },
  tenant: {
    text: "Anche se abita in affitto, può chiederci una pulizia. Di solito, però, sono il proprietario o l’amministrazione immobiliare a commissionare i lavori sul tetto: li coinvolga per tempo e ci indichi i loro recapiti nella richiesta.",
    link: { page: "contact" },
  },
  snowYourself: {
    text: "Glielo sconsigliamo. Pale e scope possono graffiare il vetro e i telai, e su un tetto innevato c’è il rischio di cadere. Poiché i moduli sono lisci, di solito la neve scivola via da sola appena esce il sole. Se dopo l’inverno nota danni o depositi di sporco lungo i bordi, li documentiamo con foto in occasione della prossima pulizia.",
    link: { page: "city:st-gallen" },
  },
  walkOnPanels: {
    text: "No, non camminiamo mai sui moduli solari. Li puliamo con acqua demineralizzata e spazzole morbide, senza alta pressione e senza gravare su di essi. Sui grandi tetti piani impieghiamo un robot di pulizia che, grazie al peso ridotto, non sovraccarica i moduli.",
    link: { page: "solar" },
  },
  safety: {
    text: "Per ogni intervento elaboriamo un piano di sicurezza. Secondo le regole della Suva definiamo la protezione anticaduta, i punti di ancoraggio e l’area di lavoro – con funi di sicurezza, ponteggio o piattaforma di lavoro elevabile, a seconda del tetto – e, se necessario, delimitiamo la zona sotto il tetto. I nostri collaboratori seguono regolarmente corsi di sicurezza sul lavoro e di protezione anticaduta.",
    link: { page: "certificates" },
  },
  servicesOverview: {
    text: "Oltre alla pulizia di impianti fotovoltaici puliamo tetti e grondaie e ci occupiamo della manutenzione dei tetti verdi, per i privati come per le aziende e le amministrazioni immobiliari, a cui offriamo anche contratti di manutenzione. Su richiesta puliamo il tetto e l’impianto fotovoltaico nello stesso intervento, e la pulizia dei tetti comprende quella delle grondaie.",
    link: { page: "home" },
  },
  fixedPrice: {
    text: "Il prezzo che il calcolatore Le indica online, e che figura nel Suo preventivo, è un prezzo fisso e vincolante per noi: vale per la dimensione dell’impianto e il tipo di tetto da Lei indicati, IVA inclusa e senza costi di trasferta. Il giorno della pulizia non si aggiungono supplementi né costi aggiuntivi (garanzia di prezzo fisso).",
    link: { page: "prices", section: "calculator" },
  },
  acceptForm: {
    text: `Per conferirci l’incarico sulla pagina del Suo preventivo bastano pochi dati: l’indirizzo del luogo dell’intervento (via e numero civico, numero postale e località), un numero di telefono e il periodo desiderato – «Il prima possibile», «Flessibile» o un mese preciso. Alla voce «Indicazioni sull’accesso» può descriverci l’accesso al tetto e il rubinetto dell’acqua, o indicarci se serve una scala o una piattaforma di lavoro elevabile. Se lo desidera, Le ricordiamo quando sarà il momento della prossima pulizia. Poi Le proponiamo una data.`,
    link: { page: "prices" },
  },
  declineQuote: {
    text: `Non deve fare nulla: il preventivo è senza impegno e vale ${OFFER_VALID_DAYS} giorni. Se vuole farcelo sapere, sulla pagina del Suo preventivo, alla voce «Il preventivo non fa per Lei?», clicchi su «Rifiutare il preventivo»; indicarci il motivo è facoltativo. Se dopo alcuni giorni il preventivo non è né accettato né rifiutato, Le inviamo un solo promemoria per e-mail; anche questo può disattivarlo con un clic su «Non ricevere più promemoria». Se cambia idea, può richiedere un nuovo preventivo in qualsiasi momento.`,
    link: { page: "prices" },
  },
};

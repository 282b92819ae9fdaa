import type { LanguageGlossary } from "./types";

/**
 * English (British, for English-speaking expats in Switzerland): plain "you", sentence-case
 * headings and buttons, British spelling, Swiss number style with a decimal point.
 */
export const en: LanguageGlossary = {
  terms: {
    quote: {
      use: "quote",
      reject: [
        /\b(?:an?|the|your|our|this|new) offer\b/i,
        /\boffer (?:number|no\.)/i,
        /\bquotations?\b/i,
        /\bcost estimates?\b/i,
        /\bquote and its conditions\b/i,
      ],
      note: "Never “offer” as a noun (the PDF is Quote-OF-….pdf); “we offer” as a verb is fine.",
    },
    quoteButton: {
      use: "Get an instant quote",
      reject: [
        /\bGet a quote\b/,
        /\bGet your (?:instant )?quote\b/,
        /\b(?:Request|Calculate|Start) (?:an? |your |the )?(?:instant |free )?quote\b/,
        /\bCalculate the price\b/,
      ],
      note: "Every button or link that opens the quote calculator, including the footer and the mobile bar.",
    },
    cleaningReport: {
      use: "cleaning report",
      reject: [/\bcleaning (?:record|protocol|certificate|log)s?\b/i, /\b(?:work|service|job|care) reports?\b/i],
      note: "The green roof visit ends with a “maintenance report”.",
    },
    safetyPlan: {
      use: "safety plan",
      reject: [
        /\bsafety concepts?\b/i,
        /\bsecurity (?:plan|concept)s?\b/i,
        /\bsafety strateg(?:y|ies)\b/i,
        /\bsame safety plan\b/i,
      ],
      note: "A safety plan for every job (green roofs included), never “the same safety plan”.",
    },
    gutter: {
      use: "gutter",
      reject: [/\brain ?gutters?\b/i, /\broof gutters?\b/i, /\beaves ?troughs?\b/i, /\bguttering\b/i],
      note: "The vertical pipe is the “downpipe”.",
    },
    greenRoof: {
      use: "green roof",
      reject: [
        /\bliving roofs?\b/i,
        /\bvegetated roofs?\b/i,
        /(?<![/:])\b[Gg]reen-roofs?\b(?!-)/,
        /\b[Gg]reenroofs?\b/,
        /\broof greening\b/i,
        /\bgreen roof care\b/i,
        /\bcare visits?\b/i,
        /\b(?:care|vegetation care) through the seasons\b/i,
        /\b(?:planning|plan|arranges) the care\b/i,
        /\bregular care pays off\b/i,
        /^Vegetation care$/,
        /\bwhy care protects\b/i,
      ],
      note: "The service is “green roof maintenance” (not “green roof care”), a visit a “maintenance visit”, and headings say “maintenance” (“Maintenance through the seasons”); “roof garden” only for an intensive green roof.",
    },
    premiumPackage: {
      use: "premium package",
      reject: [
        /\bPremium with inspection\b/,
        /\bpremium (?:cleaning|service|option|offer)\b/i,
        /\bpremium package\b[^.;]{0,40}\b(?:costs?|for|at) CHF ?\d/i,
        /\bPremium:? CHF ?\d/,
      ],
      note: "Always with its inspection, and always “from CHF 588” (a base charge, like the “from CHF 388” of basic cleaning): never a fixed total. The cheaper one is “basic cleaning”.",
    },
    feedInTariff: {
      use: "feed-in tariff",
      reject: [
        /\bfeed in tariffs?\b/i,
        /\bfeed-in (?:rate|price|remuneration|compensation|fee)s?\b/i,
        /\b(?:buy-?back|export) (?:rate|tariff|price)s?\b/i,
      ],
    },
    demineralisedWater: {
      use: "demineralised water",
      reject: [
        /\bdemineraliz/i,
        /\bdeioni[sz]ed\b/i,
        /\b(?:osmosis|distilled|purified|pure|ultrapure) water\b/i,
        /\bdemi water\b/i,
      ],
    },
    solarCleaning: {
      use: "solar panel cleaning",
      reject: [
        /\bsolar cleaning\b/i,
        /\b(?:PV|photovoltaic|solar system|solar module|module) cleaning\b/i,
        /(?<!\b[Ss]olar )\b[Pp]anel cleaning\b/,
      ],
    },
    roofCleaning: {
      use: "roof cleaning",
      reject: [/\broof[- ]?wash(?:ing)?\b/i, /\broof-cleaning\b/i, /\broof clean-?up\b/i],
    },
    maintenancePlan: {
      use: "maintenance plan",
      reject: [/\b(?:care|service|cleaning) (?:plan|schedule)s?\b/i, /\bmaintenance (?:schedule|calendar|guide)s?\b/i],
      note: "The two-page PDF; its “yearly calendar” is one part of it.",
    },
    maintenanceContract: {
      use: "maintenance contract",
      reject: [
        /\b(?:service|care|cleaning) (?:contract|agreement)s?\b/i,
        /\bmaintenance (?:agreement|subscription)s?\b/i,
      ],
    },
    liabilityInsurance: {
      use: "liability insurance",
      reject: [
        /\bCHF ?5'000'000\b/,
        /\bliability cover\b/i,
        /\bbusiness liability\b/i,
        /\bpublic liability\b/i,
        /\bthird-party (?:liability|insurance)\b/i,
        /\bindemnity insurance\b/i,
        /\byou are (?:covered|protected|insured)\b/i,
        /\bcovers (?:any |personal )?(?:damage|injury)(?: and damage to property| to property)? up to\b/i,
        /\bwe carry liability insurance\b/i,
        /\b(?:should|if|in case) (?:anything|something) (?:goes|go|does go) wrong, we\b/i,
        /\b(?:for|in) the worst case\b[^.]{0,40}\binsured\b/i,
        /\bcovers (?:any damage|injury)\b/i,
        /\binjury and damage to property\b/i,
        /\bliability insurance\b[^.]{0,80}\b(?:on|for) every job\b/i,
        /\bour work is insured\b/i,
      ],
      note: "“Our liability insurance covers damage we cause, up to CHF 5 million” (never CHF 5'000'000, never “you are covered/protected” as a promise to the customer); “insured up to …” is fine in headings. Never right after advice on the reader’s own safety (a skylight, a ladder), where it would read as if the reader’s own fall were covered.",
    },
    travelCosts: {
      use: "travel costs",
      reject: [
        /\btravel (?:charges?|fees?|expenses|surcharges?)\b/i,
        /\bcall-?out (?:charges?|fees?)\b/i,
        /\btravel costs? (?:flat|lump)/i,
        /\bno (?:extra|additional) travel costs\b/i,
        /\btravel is included\b/i,
      ],
      note: "Always “no travel costs”.",
    },
    vat: {
      use: "VAT",
      reject: [
        /\bMWST\b/i,
        /\bTVA\b/,
        /\bIVA\b/,
        /\bV\.A\.T\.?/,
        /\bvalue[- ]added tax\b/i,
        /\bsales tax\b/i,
        /\b(?:from|starts? at|starting at) CHF ?\d[\d']*,? (?:including VAT|incl\. VAT|with VAT|VAT included)/i,
        /\b(?:both|all) (?:our |the |these )?(?:prices|amounts) include\b/i,
        /\bboth (?:with VAT included|including VAT)\b/i,
        /\bfixed price,? (?:from|starting at) CHF/i,
      ],
      note: "“including VAT” in sentences, “incl. VAT” / “excl. VAT” in price lines. The “from” prices (basic cleaning from CHF 388, premium package from CHF 588) are base charges: plus the price per m² and the roof-type adjustment, and 8.1% VAT on top; only the quote’s total includes VAT.",
    },
    satisfactionGuarantee: {
      use: "satisfaction guarantee",
      reject: [
        /\b100 ?% (?:satisf|happy|guarantee)/i,
        /\b(?:full|complete|total|guaranteed) satisfaction\b/i,
        /\bsatisfaction –/i,
        /\bmoney-?back\b/i,
        /\bif the result falls short\b/i,
        /\bclean the affected areas? again\b/i,
      ],
      note: "If the result does not meet your expectations, we clean the areas you point out again at no charge.",
    },
    certifiedTraining: {
      use: "certified training in solar panel cleaning",
      reject: [
        /\bacadem(?:y|ies)\b/i,
        /\bcertified by\b/i,
        /\bcertification by\b/i,
        /\b(?:our|its) certification\b/i,
        /\bcertified since\b/i,
        /\bcertified (?:company|business|firm|specialists? company)\b/i,
        /^✓? ?Verified$/i,
        /^Certified training since \{year\}$/,
      ],
      note: "Always the team’s certified training (“certified training in solar panel cleaning since 2023”; the trust bar’s badge, shown on every page, says “Solar panel cleaning: certified training since 2023”); no certifying body is named, the company is not “certified” and credentials are not “verified” (they are “Documents on request”). On green roof pages the solar-only note appears once per page.",
    },
    officeHours: {
      use: "office hours",
      reject: [
        /\bopening (?:hours|times)\b/i,
        /\bbusiness hours\b/i,
        /\bhotline\b/i,
        /\bby appointment only\b/i,
        /\bonly by appointment\b/i,
        /\b24\/7\b/,
        /\b24 ?h(?:ours)? (?:a day|service|phone|emergency)\b/i,
        /\breply[^.]{0,40}\((?:Monday to Friday|Mon–Fri)\)/i,
        /\bworking days?\b/i,
        /\bbusiness days?\b/i,
      ],
      note: "Monday to Friday, 08:00–17:00, phone included; calls need no appointment. Emergencies: an e-mail with the subject NOTFALL.",
    },
  },
  languageTerms: [
    {
      thing: "The work of cleaning, as a noun",
      use: "cleaning (a cleaning, the cleaning, every cleaning)",
      reject: [
        /\b(?:a|an|the|every|each|next|first|one|yearly|annual|regular|professional|thorough|gentle|documented|main|your|our|my)\s+clean\b(?![\s-]+(?:panels?|systems?|power|energy|water|surroundings|glass|surfaces?|roofs?|residential|areas?|air|slate|sweep|bill|result|modules?|state|condition)\b)/i,
        /\bpre-clean\b/i,
        /\b(?:two|three|four|several|many|\d+) cleans\b/i,
        /\bcleans (?:a|per|every) year\b/i,
        /\b(?:panel|roof|gutter) clean\b(?=\s+(?:costs?|takes?)\b|[?.!,])/i,
      ],
      note: "“A clean” is colloquial; the site says “a cleaning”. “Clean” stays as the adjective and the verb.",
    },
    {
      thing: "How soon a team can come to a city (24 / 24–48 / 48–72 hours)",
      use: "call-out time",
      reject: [/\bresponse times?\b/i, /\breaction times?\b/i],
      note: "Not the reply to a request, which is always within 24 hours.",
    },
    {
      thing: "What a cleaning brings back",
      use: "yield (“a cleaned system yields up to 30% more than a soiled one”; “up to 30% more yield” in headings)",
      reject: [
        /\bup to \d+% more (?:output|power|energy|performance|electricity)\b/i,
        /\bbrings? back up to\b/i,
        /\b(?:recover|recovers|win back|wins back|get back|gets back)\b[^.]{0,30}\byield\b/i,
        /\byield\b[^.]{0,30}\b(?:win|wins|get|gets|could get) back\b/i,
        /\braises? (?:your|the|its)[^.]{0,30}yield[^.]{0,30}by up to\b/i,
      ],
      note: "“Output” stays for what a system produces at a given moment.",
    },
    {
      thing: "The free check included in every cleaning",
      use: "visual check",
      reject: [
        /\b(?:visual|final) inspections?\b/i,
        /\bevery cleaning is also an inspection\b/i,
        /\bsolar panel inspections?\b/i,
        /\b[Cc]leaning and inspection\b/,
        /\bvalue of cleaning lies in the inspection\b/i,
        /\bdiscolouration, hot spots\b/i,
        /\bhot spots and loose\b/i,
        /\bloose mountings\b/i,
        /\b(?:check|inspection)\w* every (?:12|twelve)(?: to |–)24 months\b/i,
        /\band checked at the same time\b/i,
      ],
      note: "“Inspection” is only the premium package’s inspection (and a drone’s inspection flight). Solar panels: “every one to two years; every cleaning includes a visual check”, which looks for cracks, loose fixings and discolouration that can point to hot spots (it does not find hot spots).",
    },
    {
      thing: "Robots and drones",
      use: "a cleaning robot on large flat roofs; drones for inspection and documentation",
      reject: [
        /\b(?:using|with) (?:a |cleaning )?robots? or (?:a )?drones?\b/i,
        /\b(?:use|work with) (?:cleaning )?robots and drones[;,]/i,
        /\b(?:robot|drone) and (?:robot|drone) cleaning\b/i,
        /\bcleaning robots? (?:and|or) drones\b/i,
        /\bclean\w* (?:with|by) (?:a )?drones?\b/i,
        /\bdrones? (?:to|that|which) clean/i,
        /\bon large arrays, with drones\b/i,
      ],
      note: "Drones inspect and document only; robots clean.",
    },
    {
      thing: "Where we work",
      use: "From our head office in Basel, six regional teams (Basel, Aargau, Zurich, Central Switzerland, Bern and Langenthal) cover the area within about 100 km of Basel; beyond that, we work all over Switzerland, including French-speaking Switzerland and Ticino, with no travel costs (englishServiceArea)",
      reject: [
        /\bteams (?:are|is) based (?:in|at)\b/i,
        /\bTeam Lucerne\b/,
        /\bLucerne team\b/i,
        /\b(?:across|throughout|covers?|in) German-speaking Switzerland\b/i,
        /\bthe whole of Switzerland\b/i,
        /\ball of Switzerland\b/i,
        /\b(?:more than|over) 500 (?:solar|systems|installations)/i,
        /\bRomand(?:ie|y)\b/,
      ],
      note: "“French-speaking Switzerland”, never the French “Romandie” or “Romandy”. No “over 500 installations in Ticino” (it contradicts the company totals): we work regularly in the Ticino regions, with no travel costs. The Lucerne team is “Central Switzerland”.",
    },
    {
      thing: "The price change for flat and metal roofs",
      use: "roof-type adjustment",
      reject: [/\b[Rr]oof factor\b/],
    },
    {
      thing: "Maintenance intervals",
      use: "maintenance contracts once or twice a year; intensive green roofs once a season (four times a year)",
      reject: [
        /\btwo-yearly\b/i,
        /\bbiennial\b/i,
        /\bintensive green roofs?[^.]{0,80}\babout four (?:times|visits)\b/i,
      ],
      note: "The business tiers keep their own terms (“Basis”: two cleanings a year; “Professional”: three to four).",
    },
    {
      thing: "The home loss calculator’s lines",
      use: "Lost revenue, System wear (even without soiling), Damage from soiling, Loss and wear per year (page and assistant alike)",
      reject: [
        /^(?:Lost yield|Damage from dirt|Wear|Total per year)$/,
        /^\{percent\}% soiling$/,
        /^\{percent\}% yield loss$/,
      ],
      note: "Wear is normal wear that a clean system has too; the note says so. The home widget’s location badge shows the yearly average: “{percent}% yield loss (yearly average)”.",
    },
    {
      thing: "What a system produces in a year, and what soiling takes from it",
      use: "yield (“Yield lost to soiling”, “Yearly yield without soiling”, “How much yield does a dirty solar panel system lose?”)",
      reject: [
        /\bLost output\b/,
        /\b(?:yearly|annual) output\b/i,
        /\boutput lost to\b/i,
        /\bHow much output does\b/i,
        /\bwhat output loss\b/i,
      ],
      note: "“Output” stays for what a system delivers at a given moment; a system’s size is in kWp.",
    },
    {
      thing: "The photovoltaic installation",
      use: "solar panel system, system (formally: photovoltaic system)",
      reject: [
        /\bsolar systems?\b/i,
        /\b(?:PV|photovoltaic|solar) (?:installation|plant)s?\b/i,
        /\b(?:PV|solar) modules?\b/i,
      ],
      note: "In English “the solar system” is the Sun and its planets; a panel is a “solar panel”, never a “module”.",
    },
    {
      thing: "A house for one household",
      use: "detached house",
      reject: [/\bfamily homes?\b/i, /\bsingle-family (?:home|house)s?\b/i],
    },
    {
      thing: "Spelling of e-mail",
      use: "e-mail",
      reject: [/(?<![-{])\b[Ee]mails?\b/, /\bE-Mail\b/],
      note: "The placeholder {email} is not a word of the copy.",
    },
    {
      thing: "What we say about the panel manufacturers’ warranty",
      use: "cleaning to the manufacturers’ instructions (we clean as their cleaning instructions require; the cleaning report records how we cleaned)",
      reject: [
        /\bwarrant(?:y|ies)\b[^.]{0,30}\b(?:stays?|remains?|keeps?) valid\b/i,
        /\bwarrant(?:y|ies)\b[^.]{0,20}\b(?:is|are) (?:not )?put at risk\b/i,
        /\bwarranty (?:is )?(?:safe|protected|guaranteed)\b/i,
      ],
      note: "No promise about what a manufacturer will do with its warranty.",
    },
    {
      thing: "German habits a native reader notices (sinnvoll, gehört in, sowieso, bei uns, unverbindlich)",
      use: "worthwhile, a good idea, worth having; should be left to; what our cleaning costs; places you under no obligation",
      reject: [
        /\bmakes? sense\b/i,
        /\bmake more sense\b/i,
        /\bbelongs? in the hands of\b/i,
        /\bnever belongs? on\b/i,
        /\bcosts? with us\b/i,
        /\bon the roof anyway\b/i,
        /\bgoes wrong anyway\b/i,
        /\bthrown in\b/i,
        /\bnon-binding\b/i,
        /\bon the conditions stated\b/i,
        /\bnorth sides\b/i,
        /\bWork out your loss\b/,
        /\balmost always\b/i,
        /\bmore and more\b/i,
      ],
      note: "“Sinnvoll” is “worthwhile” or “a good idea”, never “makes sense”; roof slopes facing north are “north-facing roof slopes”. No growth claims (“more and more”) or “almost always” the company cannot prove.",
    },
    {
      thing: "The fixed-price promise",
      use: "a fixed price, binding on us for the system size and roof type stated",
      reject: [
        /\bthe price quoted is what you pay\b/i,
        /\bprice is binding,/i,
        /\band the price is fixed\b/i,
        /\byour quote is a fixed price:/i,
      ],
      note: "Never unconditional: the quoted price applies to the system size and roof type stated.",
    },
    {
      thing: "Wording the third review replaced",
      use: "Basel team (not Team Basel); problem weeds; Download the quote (PDF); demineralised water loosens the dirt; Loss calculator",
      reject: [
        /\bTeam (?:Basel|Aargau|Zurich|Central Switzerland|Bern|Langenthal)\b/,
        /\bproblem plants\b/i,
        /\bQuote as PDF\b/,
        /\bDownload quote \(PDF\)/,
        /\bdissolves? (?:the )?(?:dirt|dust)\b/i,
        /\breliably prevent\b/i,
        /\bowner-occupied flats\b/i,
        /\bclearly exceeds the cost\b/i,
        /\bYield calculator\b/,
        /\bmoved by a week\b/i,
        /\bin black and white\b/i,
      ],
      note: "Teams are named “Basel team”, “Central Switzerland team”; water loosens dirt rather than dissolving it; one name for the calculators: “loss calculator”.",
    },
    {
      thing: "Phone call button",
      use: "Call us",
      reject: [/\bCall now\b/, /\bRing us\b/],
    },
  ],
  style: {
    decimal: "decimal point: 4.9, 8.1%, CHF 0.85 (formatDecimal)",
    thousands: "Swiss apostrophe from 1'000 on: 5'000, 8'643, 10'000 kWh (years and postcodes stay 2019, 4057)",
    chf: "CHF before the amount: CHF 388, CHF 1'320.00, CHF 0.08 per kWh (never 0.08 CHF/kWh or Fr. 388.–)",
    percent: "no space: 30%, 8.1%, 5–10%",
    time: "24-hour clock with a colon: 08:00–17:00, Monday to Friday",
    date: "day month year: 14 March 2025 (no ordinals, no commas)",
  },
  rejectedForms: [
    {
      pattern: /(?<![\d.'’–-])\b[1-9](?: to [1-9])? (?:minutes?|hours?|days?|weeks?|months?|years?)\b/,
      why: "Words for one to nine in running text: two minutes, one to two years, two to four hours (1–2 years only in tables)",
    },
    { pattern: /\b[1-9]-(?:minute|hour|day|week|month|year)\b/, why: "Words for one to nine: a five-year guarantee" },
    { pattern: /\bkW\b/, why: "System size is in kWp (energy in kWh)" },
    { pattern: /\bimpregnat/i, why: "Calque: a water-repellent protective coating" },
    { pattern: /\breached us safely\b/i, why: "Calque: Thank you for your message – we have received it." },
    {
      pattern: /\b(?:will|would|can) gladly\b/i,
      why: "Calque: we’ll be happy to …, our team can discuss this with you",
    },
    {
      pattern:
        /\b(?:panels?|solar|photovoltaic)\b[^.]{0,120}\bharsh chemicals\b|\bharsh chemicals\b[^.]{0,120}\b(?:panels?|solar|photovoltaic)\b/i,
      why: "Solar panels: no chemicals at all (“no harsh chemicals” is for roof cleaning only, whose water-repellent protective coating is a product)",
    },
    {
      pattern: /\b(?:roofs?|moss|algae|hot water)\b[^.]{0,150}\b(?:without any|no) chemicals(?: at all)?\b/i,
      why: "Roof cleaning: “no harsh chemicals” (the water-repellent protective coating is a product)",
    },
    {
      pattern: /\b(?:if you wish|on request|optional(?:ly)?)\b[^.]{0,60}\b(?:water-repellent|protective) coating\b/i,
      why: "The water-repellent protective coating is included in the roof price; only a coloured coating is extra",
    },
    {
      pattern:
        /\b(?:panels?|modules?)\b[^.]{0,120}\b\d(?:\.\d)? to \d bar\b|\b\d(?:\.\d)? to \d bar\b[^.]{0,120}\bpanels?\b/i,
      why: "Solar panels: “low pressure, no high pressure”; bar values belong to roof cleaning",
    },
    { pattern: /\d,\d/, why: "Decimal comma or comma thousands: English writes 4.9 and 10'000" },
    { pattern: /\d[ \u00a0\u202f]%/, why: "English percent has no space: 30%" },
    { pattern: /(?<!\{)\bpercent\b(?!\})/i, why: "American: write the figure with % (or “per cent” in running text)" },
    { pattern: /\b\d{5,}\b/, why: "Group thousands with the apostrophe: 10'000" },
    {
      pattern: /\b[1-9]\d{3} (?:characters|m²|m2|kWh|kWp|panels|km|francs)\b/,
      why: "Group thousands with the apostrophe: 5'000 characters",
    },
    {
      pattern: /\b(?:than|to|and|up to) (?!(?:19|20)\d\d\b)[1-9]\d{3}\b(?!\s?[A-Z])/,
      why: "Group thousands with the apostrophe: no more than 5'000",
    },
    { pattern: /\d[ \u00a0]?CHF\b/, why: "CHF goes before the amount: CHF 0.08 per kWh" },
    { pattern: /\bCHF ?\d+\.[–-]/, why: "No “CHF 388.–”: write CHF 388 or CHF 388.00" },
    { pattern: /\b(?:S?Fr\.|SFr) ?\d/, why: "Amounts in CHF: CHF 388" },
    { pattern: /\b18[:.]00\b/, why: "Office hours end at 17:00" },
    { pattern: /\b\d{1,2}(?:[:.]\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?!\w)/i, why: "24-hour clock: 08:00–17:00" },
    { pattern: /\b\d{1,2}(?:[:.]\d{2})? ?(?:h|Uhr)\b/, why: "Write hours in words (24 hours) or as 17:00" },
    { pattern: /\b(?:1'000|1000|50)\+/, why: "No “1'000+ customers” or “50+ projects”: more than 120 customers" },
    { pattern: /\b24[–-]48 hours? (?:reply|answer)/i, why: "Requests are answered within 24 hours" },
    {
      pattern: /\b(?:reply|answer|get back to you|respond)\w* (?:to \w+ )?within (?!24 hours)\d/i,
      why: "Requests are answered within 24 hours",
    },
    {
      pattern:
        /\b\d{1,2}(?:st|nd|rd|th) (?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2},? \d{4}\b/,
      why: "British date: 14 March 2025",
    },
    { pattern: /\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/, why: "British date: 14 March 2025" },
    {
      pattern:
        /\b(?:[Cc]olor|[Ff]avor|[Hh]onor|[Bb]ehavior|[Nn]eighbor|[Ll]abor|[Hh]umor|[Vv]apor|[Ff]lavor)(?:s|ed|ing|able|ful|hood)?\b/,
      why: "British spelling: colour, favour, behaviour, neighbour, labour",
    },
    {
      pattern:
        /\b(?:organiz|realiz|recogniz|minimiz|maximiz|optimiz|standardiz|prioritiz|summariz|specializ|utiliz|characteriz|authoriz|apologiz|emphasiz|finaliz|customiz|analyz|categoriz|neutraliz|stabiliz|harmoniz|sterliz|steriliz|fertiliz|mineraliz)\w*/i,
      why: "British spelling: -ise, -yse (organise, analyse, fertiliser)",
    },
    {
      pattern: /\b(?:[Cc]enter|[Tt]heater|[Ff]iber|[Ll]iter|(?:[Kk]ilo|[Cc]enti|[Mm]illi|[Ss]quare )meter)s?\b/,
      why: "British spelling: centre, fibre, litre, metre (an electricity meter stays a meter)",
    },
    {
      pattern:
        /\b(?:[Gg]ray|[Aa]luminum|[Tt]ires?|[Mm]olds?|[Mm]oldy|[Pp]rograms?|[Cc]atalog|[Dd]efense|[Ff]ulfill|[Tt]oward|[Aa]fterward|[Gg]otten)\b/,
      why: "British spelling: grey, aluminium, tyre, mould, programme, towards",
    },
    {
      pattern:
        /\b(?:traveled|traveling|traveler|canceled|canceling|labeled|labeling|modeling|fueled|signaled|totaled)\b/i,
      why: "British spelling: travelled, cancelled, labelled",
    },
    {
      pattern:
        /\b(?:apartments?|zip ?codes?|elevators?|faucets?|downspouts?|cell ?phones?|checkmarks?|sidewalks?|parking lots?|real estate|vacation|yard work)\b/i,
      why: "British words: flat, postcode, lift, tap, downpipe, mobile, tick",
    },
    { pattern: /[A-Za-z]'(?:t|s|m|re|ve|ll|d)\b/, why: "Typographic apostrophe: can’t, don’t, I’m" },
    {
      pattern:
        /^(?=[\s\S]{100})[\s\S]*?(?:\b[A-Za-z]+n’t|\b(?:I|you|we|they|it|that|there|here|what|let)’(?:s|m|re|ve|ll|d))\b/i,
      why: "Full forms in running text (do not, we will); contractions only in headings, buttons and short UI lines",
    },
    { pattern: /^(?:thank you|we |please |you )/, why: "A paragraph after “Dear Name,” starts with a capital" },
    {
      pattern: /\bReady for (?:a |an )?(?:higher|more|clean|cleaner)\b/i,
      why: "Calque: say “Want more from your solar panels?”",
    },
    {
      pattern:
        /\bhappy to (?:give you personal advice|advise you personally|help you personally)\b|\bwith you personally\b|\bpersonal (?:advice|quote)\b/i,
      why: "German “persönlich”: say “Happy to talk it through – we reply within 24 hours.”",
    },
    { pattern: /\bin good hands\b/i, why: "German “in guten Händen”: say “Want us to take care of it?”" },
    { pattern: /\bfirst-class\b/i, why: "German “erstklassig”: say “thorough”" },
    { pattern: /\bworking for you\b/i, why: "We look forward to working with you." },
    { pattern: /\b[Ss]imply (?:work out|sign up|reply|ignore)\b/, why: "German “einfach”: leave it out" },
    { pattern: /^(?:Go to|Discover|Learn more about) /, why: "Service links say “More about …”" },
    { pattern: /^(?:Accept all|Necessary cookies only)$/, why: "Cookie buttons: “Accept” and “Decline”" },
    {
      pattern: /\bWe do not serve this town\b/i,
      why: "There is no page for this town yet – but we work all over Switzerland.",
    },
    { pattern: /\bcontact form\b/i, why: "The English contact page has no form: e-mail or call us" },
    {
      pattern: /\b(?:message through|write to us (?:via|through|on)) (?:our |the )?(?:\[)?contact page\b/i,
      why: "The English contact page has no form: e-mail or call us",
    },
  ],
};

/**
 * The shapes of a turn that decide how the answerer reads it beside the conversation: a size added to the one before,
 * today as a condition or as now, a service offered, a busy season, a limit, an appointment, several sites, a
 * percentage of the visitor's own, what comes next, covering, a rate per area, a larger system, a radius. Accent-folded text with a space at each end, as
 * `foldForMatching` gives it, unless a pattern says otherwise. Data only.
 */

/** A number added to the system stated before: "10 de plus", "10 more", "10 weitere", "altri 10", "10 in più". */
export const ADDED_SIZE =
  /(?<![\d.,'’])(\d{1,4})\s*(?:(?:panneaux|modules?|moduli|pannelli|panels?|Module)\s+)?(?:de plus|more|extra|additional|weitere|weiteren|zusätzliche|zusatzliche|mehr|in più|in piu)(?!\p{L})|\b(?:altri|another)\s+(\d{1,4})\b/iu;

/** Today as the condition of something asked ("si je vous contacte aujourd'hui", "wenn ich heute anrufe"). */
export const TODAY_AS_CONDITION = / (?:si|wenn|if|se) (?:\S+ ){0,4}(?:aujourd hui|heute|today|oggi) /;

/** "Vous faites les toits …?", "Macht ihr Dachrinnen …?", "Do you do gutters …?": whether a service is offered. */
export const DO_YOU_DO =
  / (?:vous faites|faites vous|vous proposez|machen sie|macht ihr|mached ihr|bietet ihr|bieten sie|fate|offrite|do you do|do you offer|do you clean|kummert ihr|kummern sie|vous occupez|vi occupate|do you take care|do you look after|do you handle|reinigt ihr|reinigen sie|nettoyez vous|vous nettoyez|pulite) (?:\S+ ){0,3}(?:toit|dach|tetto|roof|gouttiere|rinne|grondai|gutter|panneau|modul|pannell|panel|solar|photovolta|vegetal|grun|verd|green)/;

/** The company's figures and history ("how many teams", "quando siete stati fondati"), which "today" dates to now. */
export const COMPANY_FIGURES = / (?:how many|wie viele|combien|quanti|quante|founded|gegrundet|fonde|fondat\w*)\b/;

/** Today, which said of the company means now. */
export const TODAY_AS_NOW = /(?<!\p{L})(?:today|oggi|heute|aujourd['’ ]?hui)(?!\p{L})/giu;

/** A season named as when everyone wants a cleaning ("when everyone wants it", "quand tout le monde veut"). */
export const BUSY_SEASON =
  / (?:everyone|everybody|alle|tout le monde|tutti|busy|beschaftigt|ausgebucht|charge|pieno|piena|hochsaison|haute saison|alta stagione|high season)/;

/** A limit asked as such ("fino a quanto?", "bis wie viel?", "up to how much?"). */
export const AMOUNT_LIMIT =
  / (?:fino a quanto|bis wie ?viel|jusqu a combien|up to how much|maximal|maximum|massim|plafond|limit)/;

/** An appointment named as such. */
export const APPOINTMENT = / (?:termin|rendez vous|appuntament|appointment)/;

/** "mehrere Anlagen", "più immobili", "8 buildings": the volume discount is given for several sites. */
export const SEVERAL_SITES =
  / (?:mehrere|mehreren|verschiedene|plusieurs|diverses|piu|diversi|diverse|vari|varie|several|multiple|more|[3-9]|[1-9]\d) (?:\S+ )?(?:anlage|liegenschaft|gebaude|hauser|immeuble|batiment|bien|installation|immobil|stabil|edific|impiant|propert|building|site|system|plant)/;

/** "20 % Rabatt", "20% de rabais": a discount of the visitor's own figure, which only a person can agree. */
export const STATED_PERCENT = /\d\s*(%|prozent|pour\s?cent|per\s?cento|percent)/iu;

/** "Wie viel Prozent Mengenrabatt?": the discount's rate, which the site does not state and a person agrees. */
export const ASKS_THE_RATE =
  / (?:wie ?viel prozent|welche[nrs]? prozentsatz|wie hoch ist der rabatt|wie hoch ist der mengenrabatt|combien de pour ?cent|quel pourcentage|quel taux|de combien est|quanto per ?cento|quale percentuale|quanti per ?cento|di quanto e|what percentage|how much percent|how many percent|how much of a discount|how big (?:a|is the) discount|how much discount|how much off)/;

/** What comes next ("wie geht es weiter?", "et ensuite ?", "e adesso?", "what happens next?"). */
export const NEXT_STEP =
  / (wie geht es (?:jetzt )?weiter|wie gehts weiter|was passiert jetzt|und jetzt|et ensuite|et maintenant|la suite|e adesso|e poi|e ora|what happens next|what s next|what now|next steps?|nachste schritte|prochaines etapes|prossimi passi) /;

/** "Does that cover …?", "ça couvre aussi …?", "vale anche per …?": a verb of covering, without a damage. */
export const COVER_VERB = / (cover|covers|couvre|couvrent|copre|coprono|deckt|abgedeckt|vale anche|gilt das|gilt es) /;

/** A rate per area: "per m²", "pro Quadratmeter", "au m²", "al metro quadro". */
export const PER_AREA = / (?:per|pro|par|au|al|the|a) (?:m2|m²|qm|sqm|mq|square|quadratmeter|metre|meter|metro|mètre)/;

/** A larger system ("for a bigger system", "bei grösseren Anlagen"). */
export const LARGER = / (?:bigger|larger|grosser\w*|groesser\w*|plus grand\w*|piu grand\w*) /;

/** A radius or a distance asked for: what the regions card says (about 100 km around Basel, then all of Switzerland). */
export const RADIUS =
  / (umkreis|radius|rayon|raggio|wie weit|how far|jusqu ou|fin dove|quanto lontano|einzugsgebiet ab|ab basel|von basel aus|from basel|depuis bale|da basilea|autour de bale|intorno a basilea|around basel|rund um basel) /;

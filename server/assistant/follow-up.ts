import type { Understanding } from "./asked";
import { CONTRACT_TIERS, DATA_WORDS } from "./cue-words";
import { namesAnyEntry } from "./lexicon-match";
import { INSURANCE_NOUN, continuesEarlier } from "./message-cues";
import { asksWhetherPhotosNeeded } from "./read-quote-and-context";
import { AMOUNT_LIMIT, BUSY_SEASON, COVER_VERB, NEXT_STEP } from "./turn-cues";
import { PROOF_WORDS } from "./understand-words";

/**
 * A question read in the light of the turn before it, where the words alone would mislead: "does that cover gutters
 * too?" after the certificate asks the certificate, "fino a quanto?" after the insurance its cover, "and the middle
 * one?" after the contracts a contract. Pure.
 */

/** What a contract has: a term, a number of cleanings, what it includes. */
const CONTRACT_DETAILS: ReadonlySet<string> = new Set(["duration", "interval", "included", "tasks"]);

export interface FollowUpReading {
  understood: Understanding;
  /** A proof asked right after the insurance: the certificate is answered, no condition carried on. */
  proofAsked: boolean;
}

export function readFollowUp(
  understood: Understanding,
  earlier: Understanding | undefined,
  message: string,
  folded: string,
): FollowUpReading {
  let proofAsked = false;
  // "Are you certified?" – "Does that cover gutter cleaning too?": covering, with no word of insurance, asks the
  // previous subject of another service.
  if (
    earlier &&
    understood.attributes.length === 1 &&
    understood.attributes[0] === "insurance" &&
    !earlier.attributes.includes("insurance") &&
    earlier.attributes.length > 0 &&
    COVER_VERB.test(folded) &&
    !INSURANCE_NOUN.test(folded)
  )
    understood = { ...understood, attributes: earlier.attributes };
  // "Ich habe die Offerte angenommen." – "Wie geht es jetzt weiter?": what happens after accepting it.
  if (
    earlier &&
    understood.attributes.length === 0 &&
    NEXT_STEP.test(folded) &&
    earlier.attributes.some((a) => a === "order" || a === "acceptForm" || a === "quoteHow" || a === "validity")
  )
    understood = { ...understood, attributes: ["order"] };
  // "Vous êtes assurés ?" – "et ça couvre aussi les travaux sur un toit végétalisé ?": covering, right after the
  // insurance, is still the insurance, not where we work.
  if (
    earlier?.attributes.includes("insurance") &&
    COVER_VERB.test(folded) &&
    understood.attributes.every((a) => a === "regions" || a === "insurance")
  )
    understood = { ...understood, attributes: ["insurance"] };
  // "How soon can I get an appointment?" – "and in spring, when everyone wants one?": the same wait in that season,
  // which the lead time states, not the best season to clean.
  if (
    earlier?.attributes.includes("leadTime") &&
    understood.attributes.length > 0 &&
    understood.attributes.every((a) => a === "season") &&
    (BUSY_SEASON.test(folded) || (continuesEarlier(message) && understood.services.length === 0))
  )
    understood = { ...understood, attributes: ["leadTime"] };
  // "What's the premium package?" – "and what do I get for the extra 200?": what the package includes.
  if (
    earlier?.attributes.includes("premium") &&
    understood.services.every((service) => earlier.services.includes(service)) &&
    understood.attributes.includes("included") &&
    understood.attributes.every((a) => a === "included" || a === "price")
  )
    understood = { ...understood, attributes: ["premium"] };
  // "Avete un'assicurazione?" – "fino a quanto?": a limit asked right after the insurance is its cover.
  if (
    earlier?.attributes.includes("insurance") &&
    understood.services.every((service) => earlier.services.includes(service)) &&
    AMOUNT_LIMIT.test(folded) &&
    understood.attributes.every((a) => a === "regions" || a === "priceComposition" || a === "price")
  )
    understood = { ...understood, attributes: ["insurance"] };
  // "Wie lange speichert ihr meine Daten?" – "und die Nachrichten aus dem Kontaktformular?": the same question of
  // other data.
  if (earlier?.attributes.includes("personalData") && namesAnyEntry(DATA_WORDS, message))
    understood = { ...understood, attributes: ["personalData"] };
  // "What contracts do you have?" – "the middle one: how long does it run, how many cleanings?": a contract's term and
  // cleanings are what the contracts card states.
  if (
    earlier?.attributes.includes("contracts") &&
    understood.services.every((service) => earlier.services.includes(service)) &&
    understood.attributes.length > 0 &&
    understood.attributes.every((a) => CONTRACT_DETAILS.has(a))
  )
    understood = { ...understood, services: earlier.services, attributes: ["contracts"] };
  // "Che contratti avete?" – "il Basis per che superficie è pensato?": a contract named by its tier asks the contracts.
  if (
    earlier?.attributes.includes("contracts") &&
    namesAnyEntry(CONTRACT_TIERS, message) &&
    !understood.attributes.includes("price")
  )
    understood = { ...understood, services: ["b2b"], attributes: ["contracts"] };
  // "Cosa vi serve per un preventivo?" – "devo anche mandare delle foto?": whether the quote needs photos.
  if (
    earlier?.attributes.includes("quoteHow") &&
    understood.attributes.every((a) => a === "whatsapp") &&
    asksWhetherPhotosNeeded(folded)
  )
    understood = { ...understood, attributes: ["photosForQuote"] };
  // "Seid ihr versichert?" – "Kann ich die Bestätigung sehen?": a proof asked right after the insurance is its certificate.
  if (earlier?.attributes.includes("insurance") && PROOF_WORDS.test(folded)) {
    understood = { ...understood, attributes: ["insuranceProof"] };
    proofAsked = true;
  }
  return { understood, proofAsked };
}

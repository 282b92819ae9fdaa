import { DATA_WORDS } from "./cue-words";
import { CALCULATOR_WORDS, QUOTE_WORDS } from "./lexicon";
import type { Reading } from "./reading";
import {
  ASKS_HOW_LONG,
  CHAT_NAMED,
  DATA_KEPT_WHERE,
  KEPT,
  asksAboutDataRights,
  namesOwnDataRequest,
} from "./understand-words";

/** The servers the website and its data run on. */
const SERVERS = / (?:server|servers|serveur|serveurs) /;

/**
 * One's data: one's rights over them, a chat message, where and how long data are kept, what a calculator's inputs
 * become; other people's data and a request to delete one's own go to a person. Runs inside `readObjects`, in its
 * order; changes `r` in place. Pure.
 */
export function readPersonalData(r: Reading): void {
  const { found, has, drop } = r;
  // How to have one's data deleted, or whom to complain to: the privacy policy's section on one's rights. Asked outright
  // ("Löscht meine Daten"), a person carries it out, below.
  // Asked with how long data are kept, the retention card says the rights too.
  if (
    asksAboutDataRights(r.folded) &&
    !CHAT_NAMED.test(r.folded) &&
    !(has("personalData") && ASKS_HOW_LONG.test(r.folded))
  )
    r.attributes = ["dataRights"];
  // "Est-ce que vous gardez ce que j'écris ici dans le chat?": what becomes of a chat message; "Li tenete all'estero?",
  // "wo speichert ihr die Daten?": where data are kept. The privacy policy says both.
  if (CHAT_NAMED.test(r.folded) && (has("personalData") || KEPT.test(r.folded))) r.attributes = ["chatPrivacy"];
  // "Dove stanno i vostri server?": where the servers are is where the data are kept.
  else if (SERVERS.test(r.folded) && DATA_KEPT_WHERE.test(r.folded)) r.attributes = ["dataLocation"];
  else if (has("personalData") || (r.attributes.length === 0 && found(DATA_WORDS) !== undefined)) {
    if (DATA_KEPT_WHERE.test(r.folded))
      // "Wie lange bewahrt ihr sie auf, und wo?": how long stays asked beside where.
      r.attributes =
        ASKS_HOW_LONG.test(r.folded) && has("personalData") ? ["personalData", "dataLocation"] : ["dataLocation"];
  }
  // Stored, sent, kept: with a calculator named, what its inputs become; otherwise how long data are kept. Without a
  // word of data, a form or a calculator, a storage word asks nothing of the kind ("Solarstrom speichern").
  if (has("personalData")) {
    const dataNamed = found([...DATA_WORDS, ...CALCULATOR_WORDS]);
    // Other people's data ("die Adresse eurer Kundin", "les données de mon voisin") are never given: a person answers.
    const othersNamed = found([
      "kunde",
      "kundin",
      "nachbar",
      "andere",
      "client",
      "voisin",
      "autres",
      "cliente",
      "vicin",
      "altri",
      "customer",
      "neighbo",
      "other people",
      "someone",
    ]);
    // Asking what we hold about oneself, or to delete it, is a request a person handles (identity checked first).
    const requestNamed = namesOwnDataRequest(r.folded);
    // Such a request names nothing else to answer ("Cancellate i miei dati e mandatemi la conferma per iscritto").
    if (dataNamed !== undefined && othersNamed === undefined && requestNamed) r.attributes = [];
    else if (dataNamed === undefined || othersNamed !== undefined) drop("personalData");
    else {
      if (found(CALCULATOR_WORDS) !== undefined && found(QUOTE_WORDS) === undefined)
        r.attributes = r.attributes.map((a) => (a === "personalData" ? "calculatorData" : a));
      for (const other of ["duration", "contact", "quoteHow", "loss", "yield", "tariff", "order", "validity"] as const)
        drop(other);
    }
  }
}

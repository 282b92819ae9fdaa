/**
 * German compounds end in the word they are about: "Offertdaten" are data, "Reinigungskosten" a price,
 * "Wartungsvertrag" a contract. The lexicon matches word beginnings, so the head is read as a word of its own too.
 */
const COMPOUND_HEADS = [
  "daten",
  "kosten",
  "preis",
  "dauer",
  "vertrag",
  "garantie",
  "intervall",
  "versicherung",
  "rechner",
];
const COMPOUND_HEAD = new RegExp(`^(\\p{L}{3,}?)s?(${COMPOUND_HEADS.join("|")})(e|en|n|s|es)?$`, "u");

export function isHeadOf(head: string | undefined, token: string): boolean {
  return head !== undefined && head !== token && COMPOUND_HEAD.exec(token)?.[2] === head;
}

export function withCompoundHeads(tokens: readonly string[]): string[] {
  return tokens.flatMap((token) => {
    const head = COMPOUND_HEAD.exec(token)?.[2];
    return head === undefined ? [token] : [token, head];
  });
}

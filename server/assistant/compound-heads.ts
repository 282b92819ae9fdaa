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
  "dach",
];
const COMPOUND_HEAD = new RegExp(`^(\\p{L}{3,}?)s?(${COMPOUND_HEADS.join("|")})(e|en|n|s|es)?$`, "u");

export function isHeadOf(head: string | undefined, token: string): boolean {
  return head !== undefined && head !== token && COMPOUND_HEAD.exec(token)?.[2] === head;
}

/** "Ziegeldach", "Flachdach", "Gründach": a kind of roof, which says what the panels sit on or is the green roof. */
const KIND_OF_ROOF =
  /^(?:ziegel|flach|blech|metall|steil|sattel|pult|walm|grun|gras|glas|schiefer|kupfer|zink|eternit)/;

export function withCompoundHeads(tokens: readonly string[]): string[] {
  return tokens.flatMap((token) => {
    const head = COMPOUND_HEAD.exec(token)?.[2];
    // "Einfamilienhausdach" is the roof of a house; a kind of roof keeps its own word.
    if (head === undefined || (head === "dach" && KIND_OF_ROOF.test(token))) return [token];
    return [token, head];
  });
}

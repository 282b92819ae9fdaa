import { describe, expect, it } from "vitest";
import { guessLanguage, looksGerman, words } from "./language-guess";

describe("guessLanguage", () => {
  it.each([
    ["de", "Wir reinigen Ihre Solaranlage mit demineralisiertem Wasser und ohne Chemie, sicher und schonend."],
    ["fr", "Nous nettoyons votre installation solaire avec de l’eau déminéralisée et sans produits chimiques."],
    ["it", "Puliamo il Suo impianto solare con acqua demineralizzata e senza prodotti chimici, in modo sicuro."],
    ["en", "We clean your solar panels with demineralised water and without chemicals, safely and gently."],
  ] as const)("tells %s", (lang, text) => {
    expect(guessLanguage(text).lang).toBe(lang);
  });

  it("splits elisions so French and Italian articles count", () => {
    expect(words("dell’impianto l'installation")).toEqual(["dell", "impianto", "l", "installation"]);
  });

  it("gives no guess for short or neutral text", () => {
    expect(guessLanguage("CHF 1'320").lang).toBeNull();
    expect(guessLanguage("Basel · Zürich · Bern").lang).toBeNull();
  });

  it("finds a German sentence among other languages", () => {
    expect(looksGerman("Die Basisreinigung gibt es ab CHF 388, inklusive MWST und ohne Anfahrtskosten.")).toBe(true);
    expect(looksGerman("Le nettoyage de base est proposé dès CHF 388, TVA comprise.")).toBe(false);
    expect(looksGerman("La pulizia di base è disponibile da CHF 388, IVA inclusa.")).toBe(false);
  });

  it("ignores link targets in rich text", () => {
    expect(words("[Kontakt](page:contact)")).toEqual(["kontakt"]);
  });
});

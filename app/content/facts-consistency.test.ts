import { describe, expect, it } from "vitest";
import { localBusiness } from "../lib/structured-data";
import { publicCompany } from "#server/company";
import { parseEnv } from "#server/env";
import { languages, type Lang } from "../lib/i18n";
import { copyCorpus, type CopyText } from "../test/copy-corpus";
import { gutterCleaningContent } from "./pages/gutter-cleaning";
import { siteFacts } from "./site-facts";

/**
 * One fact, one figure: every page, article, mail, PDF and assistant text of every language states
 * the same yield claim, office hours, reply time, counts and rating, in the language's number
 * style, and the structured data says the same.
 */
const corpora = Object.fromEntries(languages.map((lang) => [lang, copyCorpus(lang)])) as Record<Lang, CopyText[]>;

/** Every match of `pattern` in the language's copy, with where it is. */
function matches(lang: Lang, pattern: RegExp): { source: string; match: RegExpExecArray }[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return corpora[lang].flatMap(({ source, text }) => [...text.matchAll(global)].map((match) => ({ source, match })));
}

const found = (lang: Lang, pattern: RegExp) =>
  matches(lang, pattern).map(({ source, match }) => `${source}: "${match[0]}"`);

/** "up to N %" followed (or preceded) by words of a gain, per language. */
const yieldClaims: Record<Lang, RegExp> = {
  de: /bis zu (\d+)\s?(?:%|Prozent)(?= (?:mehr|Mehr|Ertrag zurück|der Leistung zurück|zurück))/,
  fr: /jusqu[’']à (\d+)\s?%(?= (?:de rendement|de production|de rendement en plus|de plus))/,
  it: /fino al (\d+)\s?%(?= (?:di rendimento|della produzione|in più))/,
  // English also says "can raise your yield by up to 30%".
  en: /up to (\d+)\s?%(?= (?:more|of your yield|of the yield|back|extra)|(?<=\braise [^.]{0,40} by up to \d+\s?%))/,
};

describe("one fact, one figure", () => {
  for (const lang of languages) {
    describe(lang, () => {
      it(`claims a yield gain of up to ${siteFacts.yieldGainUpToPercent} % and no other figure`, () => {
        const claims = matches(lang, yieldClaims[lang]);
        expect(claims.length).toBeGreaterThan(0);
        const other = claims.filter(({ match }) => Number(match[1]) !== siteFacts.yieldGainUpToPercent);
        expect(other.map(({ source, match }) => `${source}: "${match[0]}"`)).toEqual([]);
      });

      it("states office hours that close at 17:00, never 18:00", () => {
        const eighteen: Record<Lang, RegExp> = {
          de: /(?:bis|–|-)\s*18(?:[.:]00)?\s*Uhr|\b18:00\b/,
          fr: /\b18\s?h\b|\b18:00\b/,
          it: /alle (?:ore )?18\b|\b18[.:]00\b/,
          en: /\b6\s?(?:pm|p\.m\.)|\b18:00\b/i,
        };
        expect(found(lang, eighteen[lang])).toEqual([]);
      });

      it(`promises a reply within ${siteFacts.replyWithinHours} hours, never 24-48`, () => {
        const slower: Record<Lang, RegExp> = {
          de: /(?:antworten|Antwort|melden uns)[^.]{0,40}24\s?(?:–|-|bis)\s?48/,
          fr: /(?:répond|réponse)[^.]{0,40}24\s?(?:–|-|à)\s?48/,
          it: /(?:rispond|[Rr]isposta)[^.]{0,40}24\s?(?:–|-)\s?48/,
          en: /(?:reply|answer|respond|get back)[^.]{0,40}24\s?(?:–|-|to)\s?48/i,
        };
        expect(found(lang, slower[lang])).toEqual([]);
      });

      it("gives the appointment's lead time in the site facts' weeks, in the language's words", () => {
        const { usual, highSeason } = siteFacts.appointmentWeeks;
        const ranges: Record<Lang, RegExp> = {
          de: /(ein|einer|eine|zwei|drei|vier|fünf|\d)\s?(?:bis|–|-)\s?(zwei|drei|vier|fünf|sechs|\d) Wochen/,
          fr: /(une?|deux|trois|quatre|cinq|\d)\s?(?:à|–|-)\s?(deux|trois|quatre|cinq|six|\d) semaines/,
          it: /(una|due|tre|quattro|cinque|\d)\s?(?:a|o|–|-)\s?(due|tre|quattro|cinque|sei|\d) settimane/,
          en: /(one|two|three|four|five|\d)\s?(?:to|–|-)\s?(two|three|four|five|six|\d) weeks/,
        };
        const words: Record<string, number> = {
          ein: 1,
          einer: 1,
          eine: 1,
          un: 1,
          une: 1,
          una: 1,
          one: 1,
          zwei: 2,
          deux: 2,
          due: 2,
          two: 2,
          drei: 3,
          trois: 3,
          tre: 3,
          three: 3,
          vier: 4,
          quatre: 4,
          quattro: 4,
          four: 4,
          fünf: 5,
          cinq: 5,
          cinque: 5,
          five: 5,
          sechs: 6,
          six: 6,
          sei: 6,
        };
        const value = (word: string) => words[word] ?? Number(word);
        const allowed = [usual, highSeason].map(({ from, to }) => `${from}-${to}`);
        const stated = matches(lang, ranges[lang]);
        expect(stated.length).toBeGreaterThan(0);
        const other = stated.filter(({ match }) => !allowed.includes(`${value(match[1]!)}-${value(match[2]!)}`));
        expect(other.map(({ source, match }) => `${source}: "${match[0]}"`)).toEqual([]);
      });

      it(`counts more than ${siteFacts.customersOver} customers, no projects and no hotline`, () => {
        const customers: Record<Lang, RegExp> = {
          de: /(\d[\d'’]*)\+?\s(?:zufriedene )?(?:Kundinnen und Kunden|Kunden|Kundinnen)/,
          fr: /(\d[\d'’ ]*)\+?\s(?:clients|clientes)/,
          it: /(\d[\d'’]*)\+?\s(?:clienti)/,
          en: /(\d[\d'’,]*)\+?\s(?:happy |satisfied )?(?:customers|clients)/,
        };
        const otherCounts = matches(lang, customers[lang]).filter(
          ({ match }) => Number(match[1]!.replace(/\D/g, "")) !== siteFacts.customersOver,
        );
        expect(otherCounts.map(({ source, match }) => `${source}: "${match[0]}"`)).toEqual([]);
        expect(found(lang, /\d+\+?\s(?:Projekte|projets|progetti|projects)\b/)).toEqual([]);
        expect(found(lang, /hotline/i)).toEqual([]);
      });

      it(`rates ${siteFacts.rating} from ${siteFacts.reviewCount} reviews in the language's number style`, () => {
        const wrongStyle = lang === "en" ? /\b4,9\b|\b8,1\s?%/ : /\b4\.9\b|\b8\.1\s?%/;
        expect(found(lang, wrongStyle)).toEqual([]);
        const reviews = /(\d+)\s(?:Bewertungen|Kundenbewertungen|avis|recensioni|reviews)\b/;
        // The gutter cleaning has its own rating, stated on its page and by the assistant's card for it.
        const gutterRating = ({ source, match }: { source: string; match: RegExpExecArray }) =>
          source === "assistant card gutterReviews" && Number(match[1]) === gutterCleaningContent.de.rating.count;
        const counts = matches(lang, reviews).filter(
          (found) => Number(found.match[1]) !== siteFacts.reviewCount && !gutterRating(found),
        );
        expect(counts.map(({ source, match }) => `${source}: "${match[0]}"`)).toEqual([]);
      });

      it("makes no claim a lawyer would question (100 % satisfaction, an unnamed solar academy)", () => {
        expect(found(lang, /100\s?%\s?(?:Zufriedenheit|satisf|soddisf)/i)).toEqual([]);
        expect(found(lang, /Solarakademie|académie solaire|accademia solare|solar academy/i)).toEqual([]);
      });
    });
  }

  it("the structured data states the same hours, rating and review count as the pages", () => {
    const data = localBusiness(publicCompany(parseEnv({})), "https://example.ch") as unknown as {
      openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] };
      aggregateRating: { ratingValue: number; reviewCount: number };
    };
    expect(data.openingHoursSpecification.opens).toBe(siteFacts.hours.opens);
    expect(data.openingHoursSpecification.closes).toBe(siteFacts.hours.closes);
    expect(data.aggregateRating.ratingValue).toBe(siteFacts.rating);
    expect(data.aggregateRating.reviewCount).toBe(siteFacts.reviewCount);
    for (const lang of languages) {
      const hours = found(lang, new RegExp(siteFacts.hours.closes.replace(/^0/, "0?").replace(":00", "(?:[:.]00)?")));
      expect(hours.length, `${lang} states the closing hour somewhere`).toBeGreaterThan(0);
    }
  });
});

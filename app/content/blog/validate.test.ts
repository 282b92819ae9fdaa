import { describe, expect, it } from "vitest";
import { blogArticles } from "../blog-slugs";
import { languages } from "#app/lib/i18n";
import { blogArticleContent } from "./articles.server";
import type { BlogArticle } from "./types";
import { articleProblems, blogProblems, MIN_ARTICLE_WORDS, placeholderPattern } from "./validate";

const germanRisk = blogArticleContent["dirty-panels-risk"].de!;

/** A French article that passes: the German one's figures, retold (repeated to reach the length). */
function frenchArticle(): BlogArticle {
  const sentence =
    "Une installation photovoltaïque propre produit davantage et vieillit moins vite: nous la nettoyons avec de l’eau déminéralisée.";
  const paragraph = Array.from({ length: 12 }, () => sentence).join(" ");
  return {
    title: "Pourquoi des panneaux sales sont un risque",
    description: "Les risques des modules encrassés.",
    excerpt: "Ce que coûte la saleté sur les modules.",
    author: "Marco Keller",
    service: "solar",
    date: "2026-03-10",
    readTimeMinutes: 7,
    category: "Technologie",
    tags: ["Nettoyage"],
    imageAlt: "Installation solaire sur un toit",
    intro: [paragraph],
    blocks: [
      ...["Un", "Deux", "Trois", "Quatre"].flatMap((n) => [
        { type: "h2" as const, text: `Partie ${n}` },
        { type: "p" as const, text: paragraph },
      ]),
      { type: "p", text: "Demandez un [devis](page:prices#calculator) ou [écrivez-nous](page:contact) dès CHF 388." },
    ],
  };
}

describe("blog articles", () => {
  it("every article of every language is ready to publish", () => {
    expect(blogProblems()).toEqual([]);
  });

  it("every article exists in German, French, Italian and English", () => {
    for (const a of blogArticles) expect(Object.keys(blogArticleContent[a.key]).sort()).toEqual([...languages].sort());
  });
});

describe("articleProblems", () => {
  it("accepts an article that keeps the rules", () => {
    expect(articleProblems("dirty-panels-risk", "fr", frenchArticle())).toEqual([]);
  });

  it("finds a German sentence in a French article", () => {
    const article = frenchArticle();
    article.blocks.push({
      type: "p",
      text: "Wir reinigen Ihre Solaranlage mit demineralisiertem Wasser und ohne Chemie.",
    });
    expect(articleProblems("dirty-panels-risk", "fr", article).join("\n")).toMatch(/German sentence/);
  });

  it("finds a link to the German version of a page the language has", () => {
    const article = frenchArticle();
    article.blocks.push({ type: "p", text: "Voir [contact](/kontakt)." });
    expect(articleProblems("dirty-panels-risk", "fr", article).join("\n")).toMatch(
      /instead of its fr version \/fr\/contact/,
    );
  });

  it("finds links to unknown pages and to redirects", () => {
    const article = frenchArticle();
    article.blocks.push({ type: "p", text: "[a](/fr/nulle-part) [b](page:nowhere) [c](/about)" });
    const problems = articleProblems("dirty-panels-risk", "fr", article).join("\n");
    expect(problems).toMatch(/\/fr\/nulle-part, which is not a page/);
    expect(problems).toMatch(/unknown page page:nowhere/);
    expect(problems).toMatch(/\/about, which redirects/);
  });

  it("finds an article that is too short or has too few sections", () => {
    const article = { ...frenchArticle(), intro: [], blocks: frenchArticle().blocks.slice(0, 2) };
    const problems = articleProblems("dirty-panels-risk", "fr", article).join("\n");
    expect(problems).toMatch(new RegExp(`fewer than ${MIN_ARTICLE_WORDS.post}`));
    expect(problems).toMatch(/sections/);
  });

  it("finds placeholders, invented figures and a wrong starting price", () => {
    const article = frenchArticle();
    article.blocks.push({ type: "p", text: "TBD: dès CHF 299, soit 37 % de rendement en plus pour CHF 1'234." });
    const problems = articleProblems("dirty-panels-risk", "fr", article).join("\n");
    expect(problems).toMatch(/placeholder "TBD"/);
    expect(problems).toMatch(/starting price of CHF 299, not one of the packages/);
    expect(problems).toMatch(/quotes 37 /);
    expect(problems).toMatch(/quotes 1234 /);
  });

  it("finds a space before a colon or question mark in French", () => {
    const article = frenchArticle();
    article.blocks.push({ type: "p", text: "Pourquoi nettoyer ? Voici la réponse : la saleté coûte." });
    expect(articleProblems("dirty-panels-risk", "fr", article).join("\n")).toMatch(/space before/);
  });

  it("knows filler text and work markers", () => {
    for (const text of ["Lorem ipsum dolor", "à compléter: TBD", "Prix: {price}", "voir {{ lien }}", "Texte [...]"])
      expect(text, text).toMatch(placeholderPattern);
    expect("Un texte complet, sans marque.").not.toMatch(placeholderPattern);
  });

  it("accepts the figures of the German article in another language", () => {
    const article = frenchArticle();
    article.blocks.push({
      type: "p",
      text: "Un encrassement léger coûte 5 à 10 % du rendement, un fort de 15 à 25 %.",
    });
    expect(articleProblems("dirty-panels-risk", "fr", article)).toEqual([]);
  });

  it("finds a missing link to contact or prices and a sharp s in German", () => {
    const article = { ...germanRisk, blocks: [...germanRisk.blocks, { type: "p" as const, text: "Grüsse und Gruß." }] };
    expect(articleProblems("dirty-panels-risk", "de", article).join("\n")).toMatch(/ß/);
    const unlinked = { ...frenchArticle(), blocks: frenchArticle().blocks.slice(0, 8) };
    const problems = articleProblems("dirty-panels-risk", "fr", unlinked).join("\n");
    expect(problems).toMatch(/does not link the contact page/);
    expect(problems).toMatch(/does not link the prices page/);
  });
});

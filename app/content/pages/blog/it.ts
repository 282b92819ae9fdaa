import { siteFacts } from "#app/content/site-facts";
import { blogFacts as f } from "./facts";
import type { BlogListingContent } from "./types";

export const blogIt = {
  meta: {
    title: "Blog: consigli su impianti fotovoltaici e tetti verdi",
    description:
      "Guide pratiche sulla pulizia di impianti fotovoltaici, sulle perdite di rendimento dovute allo sporco, sugli intervalli di pulizia e sulla manutenzione dei tetti verdi.",
  },
  hero: {
    heading: "Consigli e blog",
    intro: [
      `Quanto rendimento perde un impianto fotovoltaico sporco? Quando conviene una pulizia e ogni quanto serve la manutenzione di un tetto verde? Nel nostro blog rispondiamo alle domande che proprietari, amministrazioni immobiliari e aziende ci pongono più spesso. Gli articoli si basano sulla nostra esperienza con ${f.modules} moduli puliti dal ${f.founded} e sono scritti in modo comprensibile anche senza conoscenze tecniche.`,
      `Qui trova cinque guide in italiano, pensate anche per il clima del Ticino: perché i moduli sporchi sono un rischio, quanto rendimento perde davvero un impianto sporco, che cosa offre una pulizia regolare in termini di sicurezza, garanzia e rendimento, ogni quanto prevedere la manutenzione di un tetto verde e, passo dopo passo, come usare il nostro calcolatore delle perdite. Se desidera una valutazione personalizzata, ci chiami o ci scriva: Le rispondiamo entro ${siteFacts.replyWithinHours} ore.`,
    ],
  },
  latestTitle: "Articoli recenti",
  moreTitle: "Altri articoli",
  plan: {
    title: "Piano di manutenzione da scaricare",
    text: "Tutti gli intervalli per l’impianto fotovoltaico, il tetto, le grondaie e il tetto verde in due pagine, con calendario annuale e lavori di manutenzione stagione per stagione.",
    button: "Scarichi il PDF",
  },
  tool: {
    title: "Quanto Le costa lo sporco?",
    text: "Con il nostro calcolatore delle perdite vede in un minuto quanto rendimento e quanto denaro perde il Suo impianto a causa dello sporco.",
    link: { label: "Calcoli la perdita", to: { page: "lossCalculator" } },
  },
  question: {
    title: "Domande sul Suo impianto?",
    text: `Ci chiami o ci scriva: siamo a Sua disposizione per una consulenza e Le rispondiamo entro ${siteFacts.replyWithinHours} ore.`,
    link: { label: "Ci contatti", to: { page: "contact" } },
  },
} satisfies BlogListingContent;

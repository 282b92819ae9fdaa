import { siteFacts } from "#app/content/site-facts";
import { blogFacts as f } from "./facts";
import type { BlogListingContent } from "./types";

export const blogEn = {
  meta: {
    title: "Blog – guides to solar panel cleaning and green roofs",
    description:
      "Practical guides on cleaning solar panels, yield losses caused by dirt, sensible cleaning intervals and looking after green roofs in Switzerland.",
  },
  hero: {
    heading: "Guides and blog",
    intro: [
      `How much yield does a dirty solar panel system lose? When does cleaning pay off, and how often does a green roof need maintenance? In our blog we answer the questions homeowners, property managers and businesses ask us most often. The articles are based on our experience of cleaning ${f.modules} solar panels since ${f.founded}, and they are written so that you can follow them without any technical background.`,
      `Here you will find five guides in English: why dirty panels are a risk; how much yield a dirty system really loses; why regular cleaning pays off (safety, warranty and return); how often a green roof needs maintenance; and a step-by-step guide to our loss calculator. If you are new to Switzerland and have a question, call us, or e-mail us and we will reply within ${siteFacts.replyWithinHours} hours.`,
    ],
  },
  latestTitle: "Latest articles",
  moreTitle: "More articles",
  plan: {
    title: "Our maintenance plan as a PDF",
    text: "Every interval for your solar panels, roof, gutters and green roof on two pages – with a yearly calendar and what needs doing in each season.",
    button: "Download the PDF",
  },
  tool: {
    title: "What is dirt costing you?",
    text: "Our loss calculator shows you in a minute how much yield and money your panels lose to dirt.",
    link: { label: "Open the loss calculator", to: { page: "lossCalculator" } },
  },
  question: {
    title: "Questions about your system?",
    text: `Happy to talk it through – we reply within ${siteFacts.replyWithinHours} hours.`,
    link: { label: "Contact us", to: { page: "contact" } },
  },
} satisfies BlogListingContent;

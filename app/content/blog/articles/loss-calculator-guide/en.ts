import { findLossLocation } from "../../../../features/loss-calculator/locations";
import { SOILING_MIN } from "../../../../features/loss-calculator/loss";
import type { BlogArticle } from "../../types";
import { chf, kwh, lossScenarioResults, scenarioTableRows } from "./scenarios";

const results = lossScenarioResults();
const { house, business, farm } = results;
const scenarioLabel = {
  house: "Detached house in a residential area",
  business: "Commercial roof on a main road",
  farm: "Farm with a cowshed",
} as const;

/** The loss guide (English); its scenarios come from scenarios.ts, computed by the loss module. */
export const lossGuideEn = {
  title: "Loss calculator: what dirty solar panels really cost you",
  description:
    "Step by step: how to use our solar loss calculator, which figures you need and how to read the results for your own photovoltaic system in Switzerland.",
  excerpt:
    "System size, feed-in tariff, location: three figures are enough to estimate what soiling costs your solar panels each year. Our guide walks you through the calculator.",
  author: "Marco Keller, solar panel cleaning specialist",
  date: "2026-02-10",
  readTimeMinutes: 5,
  category: "Guide",
  tags: ["Loss calculator", "Solar yield", "Feed-in tariff", "Solar panel cleaning"],
  intro: [
    "Most owners of solar panels know that dirt reduces their yield, but few can put a number on it for their own system. That is exactly why we built our loss calculator. You only need three figures: the size of your system in kWp, your feed-in tariff in CHF per kWh, which in Switzerland is usually between CHF 0.06 and 0.12 per kWh, and the location, such as a residential area, farmland, a commercial area or a busy road.",
    "In this guide we go through the calculator step by step, look at example scenarios and explain where the results come from: lost yield in francs and kWh, the level of soiling and possible knock-on damage. Here is an example to start with: a 50 kWp system that loses 8% of its yield to soiling misses out on around CHF 320 in feed-in revenue per year at CHF 0.08 per kWh, before any knock-on damage is counted.",
  ],

  imageAlt:
    "Illustration: solar panels in the sun, a smartphone showing a calculator with a chart and sliders, and a stack of franc coins",
  blocks: [
    { type: "h2", text: "What the loss calculator works out for you" },
    {
      type: "p",
      text: "The [loss calculator](page:lossCalculator) estimates how much yield and money a dirty photovoltaic system costs you each year. It assumes an annual yield of 1'000 kWh per kWp, which is typical for the Swiss Plateau, and a system value of CHF 1'500 per kWp. From these it derives the target yield, the value of the system, the yield lost to soiling and the cost of damage from wear and hot spots.",
    },
    {
      type: "p",
      text: "All figures are annual and simplified. They do not replace a measurement on site, but they give you a pointer as to whether cleaning pays off for your system. The calculator page itself is in German, so this guide takes you through each field in English.",
    },

    { type: "h2", text: "How to use it, step by step" },
    {
      type: "ol",
      items: [
        "Enter the size of your system in kWp: you will find it on the data sheet, on your installer’s invoice or in the inverter’s online portal, for example 50 kWp. If you rent, your landlord or property manager will have these documents.",
        "Enter your feed-in tariff in CHF per kWh: in Switzerland it is usually between CHF 0.06 and 0.12 per kWh, depending on the grid operator. If you use a lot of your solar power yourself, enter the price you pay for electricity instead.",
        "Choose the location: residential area, farmland, commercial area or busy road. Each location starts with a typical level of soiling.",
        "Adjust the level of soiling with the slider (15 to 90%): visible layers of dust, moss on the frames or bird droppings on several panels all point to a higher value.",
        "Read the result: the calculator shows the total annual loss, the loss from soiling, the damage costs, the kilowatt-hours lost, the target yield and the value of the system.",
      ],
    },
    {
      type: "p",
      text: "A note on the tariff for newcomers to Switzerland: the power you feed in is bought by your local grid operator, often the municipal utility. What it pays depends on the operator and can change over time; you will find your current rate on the utility’s statement or website.",
    },

    { type: "h2", text: "Three typical examples" },
    {
      type: "p",
      text: "We worked out the following scenarios with the loss calculator itself. They show how much size, location and soiling affect the result.",
    },
    {
      type: "table",
      caption: "Annual losses per scenario",
      head: [
        "Scenario",
        "System size",
        "Soiling level",
        "Energy lost",
        "Loss from soiling",
        "Damage costs",
        "Total loss",
      ],
      rows: scenarioTableRows(scenarioLabel, { powerUnit: "kWp", percent: (p) => `${p}%` }),
    },
    {
      type: "p",
      text: `At a soiling level of ${house.soilingPercent}%, the detached house loses ${kwh(house.result.verlustKwh)} a year, worth ${chf(house.result.verlustFranken)} of electricity. The commercial roof loses ${kwh(business.result.verlustKwh)} or ${chf(business.result.verlustFranken)}, and the farm as much as ${kwh(farm.result.verlustKwh)} or ${chf(farm.result.verlustFranken)}. In the two larger cases, the loss from soiling alone is higher than what cleaning these systems costs, so a cleaning can pay for itself within the first year.`,
    },
    {
      type: "callout",
      title: "Why damage costs are part of the picture",
      text: "Dirt does not only cost yield. Cells that stay shaded for long periods heat up more (hot spots), and moss and lichen attack frames and seals. The calculator reflects this with a damage rate that rises with the level of soiling and is capped at 8%, plus the normal annual wear of the system.",
    },

    { type: "h2", text: "How to read your result" },
    {
      type: "ul",
      items: [
        "If the loss from soiling is more than CHF 300 a year, professional cleaning usually pays off quickly.",
        "If the damage costs rise sharply, have the system checked as well: we record every job with photos and point out any panels that look suspicious.",
        "Compare the calculated target yield with the figures from your inverter. If the actual yield is more than 10% lower, soiling is a common cause.",
      ],
    },

    { type: "h2", text: "Regional differences" },
    {
      type: "p",
      text: "In cities with heavy traffic and industry, such as [Basel](page:city:basel) or [Zurich](page:city:zuerich), fine soot and dust settle on the panels, and the rain does not wash them off. In the [Bern](page:city:bern) region and in the countryside, pollen, leaves and ammonia from farming leave deposits. Around Zug and the lakes of Central Switzerland, for example, a quiet residential street can be close to a busy commuter road or a dairy farm, so choose the location that best matches your own roof’s surroundings. The calculator takes all of this into account through the location you select.",
    },

    { type: "h2", text: "From result to cleaning" },
    {
      type: "p",
      text: "We clean photovoltaic systems gently with demineralised water, with no chemicals and with soft brushes. You will find all our services on the [solar panel cleaning](page:solar) page, and our article on [regular solar panel cleaning](page:blog:regular-cleaning-roi) shows how often cleaning pays off. For a firm quote, call or e-mail us (you will find the details on our [contact page](page:contact)), or work out your price straight away with our [quote calculator](page:prices#calculator). If you rent, feel free to pass your result on to your landlord or property manager: it is a simple way to show why cleaning is worth it.",
    },
  ],
  faq: [
    {
      question: "How accurate is the loss calculator?",
      answer:
        "It works with average values for Switzerland: 1'000 kWh per kWp a year and a system value of CHF 1'500 per kWp. The result is a guide; only a measurement on site gives an exact figure.",
    },
    {
      question: "Which level of soiling should I choose?",
      answer: `Start with the soiling level the calculator suggests for your location: ${findLossLocation("wohngebiet").initialSoiling}% for a residential area. If you can see layers of dust, bird droppings or moss from the ground, move the slider up; if the system was cleaned recently, choose the lowest level, ${SOILING_MIN}%.`,
    },
    {
      question: "Are my entries saved?",
      answer:
        "No. The loss calculator works directly in your browser. None of your details are sent to us unless you ask for a quote yourself.",
    },
    {
      question: "How often should I have my system cleaned?",
      answer:
        "We recommend having your system cleaned, and checked at the same time, every one to two years. Where soiling is heavy, for example next to a cowshed, cleaning once a year can make sense.",
    },
  ],
} satisfies BlogArticle;

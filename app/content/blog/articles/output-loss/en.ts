import { formatChf } from "../../../../lib/format";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const { light, heavy } = siteFacts.soilingLossPercent;

/** "How much output does a dirty solar panel system lose?" (English), retold from the German article for expats in Switzerland. */
export const outputLossEn = {
  title: "How much output does a dirty solar panel system lose?",
  description: `From ${light.from} to ${heavy.to}%: how much soiling cuts the yield of your solar panels, which factors decide it and how to estimate the loss yourself, with a worked example.`,
  excerpt:
    "How much yield does dirt really cost? We put figures from our work into context, show the main factors and work through an example for a 50 kWp system.",
  author: "Solar- & Dachpflege Basel",
  date: "2026-07-21",
  readTimeMinutes: 9,
  category: "Guide",
  tags: ["Yield loss", "Photovoltaics", "Soiling", "Feed-in tariff"],
  intro: [
    `How much output a dirty solar panel system loses depends mainly on where it is, how steeply the panels are tilted and what kind of dirt is on them. On roofs in residential areas the loss is usually only a few per cent; near farmland, businesses or busy roads it is much higher. In our experience, light soiling costs ${light.from}–${light.to}% of the yield and heavy soiling ${heavy.from}–${heavy.to}%.`,
    "An example: a 50 kWp system, the size you might find on a block of flats in Zurich or a commercial building outside Basel, produces around 50'000 kWh a year. With a feed-in tariff of CHF 0.08 per kWh and 8% soiling, around CHF 320 goes missing every year, before any knock-on damage. Whether you own a house, share a roof with the other owners in a condominium or rent and want to raise the subject with your landlord, this article shows how to estimate the figures for your system, spot a drop in yield in your monitoring and judge when cleaning pays off.",
  ],

  imageAlt: "Illustration: solar panels with patches of dirt and bird droppings next to a bar chart going down",
  blocks: [
    { type: "h2", text: "What output loss actually means for a solar panel system" },
    {
      type: "p",
      text: "Dirt does not change your system’s rated output in kWp, which describes what the panels deliver under standardised laboratory conditions. What falls is the energy actually produced, in kilowatt-hours per year. Dirt works like a filter: part of the sunlight is absorbed or scattered before it reaches the cells.",
    },
    {
      type: "p",
      text: "The loss is not always proportional to the dirty area. An even film of dust lowers the yield roughly in line with the light lost, but a single dense spot on one cell can hold back a whole string of cells in the panel, because they are wired in series. So a system with a few stubborn spots often loses more than a glance at the roof suggests. The damage such spots can cause is explained in [Why dirty solar panels are a risk](page:blog:dirty-panels-risk).",
    },

    { type: "h2", text: "The main factors" },
    { type: "h3", text: "Location and surroundings" },
    {
      type: "p",
      text: "The surroundings decide how much dirt reaches the panels. Dust from fields, ammonia from stables, soot and tyre wear from roads, brake dust from railway lines, emissions from businesses and industry, pollen and leaves from trees: each leaves its own layer. A building site next door can hold the yield down noticeably for months.",
    },
    { type: "h3", text: "Tilt of the panels" },
    {
      type: "p",
      text: "Rain rinses steeply tilted panels more effectively. On panels with a very shallow tilt, common on the flat roofs of commercial buildings and many blocks of flats, water stays longer, and as it evaporates it leaves the dirt at the bottom edge, where the frame acts as a small lip that collects sludge.",
    },
    { type: "h3", text: "Type of dirt" },
    {
      type: "p",
      text: "Loose dust is partly washed away by the rain. Bird droppings, resin, lichen and the ammonia-bound crust from farming, on the other hand, stick firmly and stay for months or years. They account for most of the high losses.",
    },
    { type: "h3", text: "Weather and season" },
    {
      type: "p",
      text: "Soiling is usually worst after a dry spring full of pollen or a dusty summer, exactly when the sun shines longest, so the loss hits hardest when your system could produce the most. In the Basel region, Saharan dust arrives from time to time as a fine reddish film on panels and roofs that the next shower often only smears.",
    },

    { type: "h2", text: "Benchmarks by location" },
    {
      type: "p",
      text: "These benchmarks for the loss of yield come from our work. They apply to systems not cleaned for one to two years; individual systems can differ considerably depending on tilt, panel type and surroundings.",
    },
    {
      type: "ul",
      items: [
        "Residential area without particular sources of dirt: around 3%, so only a few per cent.",
        "Commercial or industrial area: around 6%, or more depending on the businesses nearby.",
        "Close to farmland, stables or fields: around 8%, and considerably more with a firm ammonia crust.",
        "Next to busy roads or railway lines: around 10%.",
        `Shallow-tilt panels with bird droppings or lichen, or panels left uncleaned for several years: ${heavy.from}–${heavy.to}%.`,
      ],
    },
    {
      type: "p",
      text: `In short: light soiling costs ${light.from}–${light.to}% of the yield, heavy soiling ${heavy.from}–${heavy.to}%. Your own monitoring is the most reliable way to see where your system stands; more on that below.`,
    },

    { type: "h2", text: "Worked example: what 8% costs on a 50 kWp system" },
    {
      type: "p",
      text: "Let us go through the example from the introduction step by step. Use it as a template: simply replace the figures with those of your system.",
    },
    {
      type: "ol",
      items: [
        "Annual yield: with a specific yield of 1'000 kWh per kWp, a 50 kWp system produces around 50 × 1'000 = 50'000 kWh a year.",
        "Value of the yield: at a feed-in tariff of CHF 0.08 per kWh, this electricity is worth 50'000 × CHF 0.08 = CHF 4'000 a year.",
        "Loss in kWh: with a soiling loss of 8%, 50'000 kWh × 8% = 4'000 kWh are missing each year.",
        "Loss in francs: 4'000 kWh × CHF 0.08 = CHF 320 a year. CHF 4'000 × 8% gives the same result directly.",
        "Over the cleaning interval: if the system goes two years without cleaning and the loss stays at 8%, it adds up to CHF 640. If the soiling gets worse in the second year, it is correspondingly more.",
      ],
    },
    {
      type: "p",
      text: "A specific yield of 1'000 kWh per kWp is a common benchmark for well-oriented systems on the Swiss Plateau; for your own figure, divide the annual yield in the monitoring by the system’s output in kWp. If you are new to Switzerland: the power you do not use yourself is bought by your local utility, and the feed-in tariff it pays is shown on its statement. It is usually between CHF 0.06 and 0.12 per kWh.",
    },

    { type: "h2", text: "Four scenarios compared" },
    {
      type: "p",
      text: "The table shows how much the result depends on the size and location of the system. All scenarios assume 1'000 kWh per kWp and a feed-in tariff of CHF 0.08 per kWh. Self-consumption and any knock-on damage are not included.",
    },
    {
      type: "table",
      caption: "Annual loss of yield from soiling at 1'000 kWh/kWp and CHF 0.08 per kWh",
      head: [
        "Scenario",
        "System size",
        "Annual yield",
        "Value of the yield per year",
        "Loss of yield",
        "Loss in kWh per year",
        "Loss in CHF per year",
      ],
      rows: [
        ["Detached house in a residential area", "10 kWp", "10'000 kWh", "CHF 800", "3%", "300 kWh", "CHF 24"],
        ["Block of flats on a main road", "30 kWp", "30'000 kWh", "CHF 2'400", "10%", "3'000 kWh", "CHF 240"],
        [
          "Commercial building in an industrial area",
          "50 kWp",
          "50'000 kWh",
          "CHF 4'000",
          "8%",
          "4'000 kWh",
          "CHF 320",
        ],
        ["Farm with a cowshed", "100 kWp", "100'000 kWh", "CHF 8'000", "15%", "15'000 kWh", "CHF 1'200"],
      ],
    },
    {
      type: "p",
      text: "For the detached house in clean surroundings, the lost feed-in revenue is modest; cleaning there is mainly about checking the system, and every two years is usually enough. On the farm, the annual loss is in the same range as the cost of professional cleaning, even before self-consumption and possible damage from the stubborn crust are counted.",
    },

    { type: "h2", text: "Self-consumption: why the loss is often higher" },
    {
      type: "p",
      text: "The feed-in tariff gives the most cautious figure. Power you use yourself replaces grid electricity, which, depending on your utility, costs several times the feed-in tariff. Every kilowatt-hour lost to dirt that you would otherwise have used yourself has to be bought from the grid at the full price.",
    },
    { type: "h3", text: "The example with self-consumption" },
    {
      type: "p",
      text: "Assume that the building uses 30% of the 50 kWp system’s electricity and that grid power costs CHF 0.25 per kWh (an assumption for this example; your own price is on your electricity bill). Of the 4'000 kWh lost, 1'200 kWh would have been used on site. Buying them from the grid at CHF 0.25 per kWh costs CHF 300. The other 2'800 kWh would have been fed into the grid and earned 2'800 × CHF 0.08 = CHF 224. Together, CHF 524 goes missing each year instead of CHF 320.",
    },
    { type: "h3", text: "When self-consumption matters most" },
    {
      type: "ul",
      items: [
        "Businesses that use a lot of electricity during the day, for example for cooling, ventilation or machinery.",
        "Households with a heat pump, an electric car or a home battery.",
        "Blocks of flats where the residents have joined together to use the solar power from their own roof, in a self-consumption community (often called a ZEV, after its German name). If you rent a flat in such a building, dirty panels mean more of the building’s electricity has to be bought from the grid.",
      ],
    },

    { type: "h2", text: "How to spot the loss in your monitoring" },
    {
      type: "p",
      text: "A drop of a few per cent is hard to notice, because the yield varies from day to day and year to year anyway, but a systematic approach makes it visible. If you rent, ask your landlord or property manager whether they can share the monitoring figures.",
    },
    {
      type: "ol",
      items: [
        "Note the specific yield in kWh per kWp for every year since the system was commissioned. Panels age slowly; ageing cannot explain a drop of several per cent within one or two years.",
        "Compare the same months over several years, ideally the sunny months from May to August, to partly even out the weather.",
        "Compare strings facing the same way. If one delivers much less than the others on a clear day, that points to local soiling, shading or a fault.",
        "Watch clear days after heavy rain: if output rises noticeably, the dirt was mainly loose. If it stays low, firmly stuck deposits that rain cannot remove are to blame.",
        "Record the yield before and after cleaning. The difference on comparable sunny days shows you how large the soiling loss was and helps you choose the next interval.",
      ],
    },
    {
      type: "callout",
      title: "A sudden drop? Check the equipment first",
      text: "Dirt works gradually. If the yield falls sharply from one day to the next, there is usually a technical fault, for example in the inverter, a fuse or a connector. In that case, contact your installer before you plan a cleaning.",
    },

    { type: "h2", text: "When cleaning pays off" },
    {
      type: "p",
      text: "Whether cleaning pays off depends on three things: the annual loss in francs, the cost of cleaning and the interval. Cleaning every two years spreads the cost over two years of extra yield. As a rule of thumb, if the estimated loss over the cleaning interval is at least as large as the cost of cleaning, it pays off on financial grounds alone. Then there are benefits not measured in francs: at every cleaning we check the panels for visible damage and document the system’s condition, which in a condominium also gives the owners’ association a clear basis for its decisions.",
    },
    {
      type: "ul",
      items: [
        `Prices start at ${formatChf(siteFacts.priceFromChf, 0)} for basic cleaning, plus the price per m²; our quote calculator gives you the exact price for your system, including VAT, in two minutes.`,
        "We recommend having your system cleaned, and checked at the same time, every one to two years, or once a year at heavily exposed sites.",
        "We clean with demineralised water and no chemicals, with soft brushes and low pressure of 1 to 3 bar, never with a pressure washer.",
        "On large flat roofs we use a cleaning robot, and drones for inspection and documentation; for 50 to 100 m² we allow two to four hours.",
        "We do not charge travel costs, and every cleaning is backed by our satisfaction guarantee.",
      ],
    },
    {
      type: "p",
      text: "You can work out your own loss with our [loss calculator](page:lossCalculator). How it works and how to read the results is explained in the guide [Loss calculator: what dirty solar panels really cost you](page:blog:loss-calculator-guide). For property managers and companies with several systems, our service for [business customers](page:b2b) is worth a look.",
    },
    {
      type: "p",
      text: "Would you like to know how much yield your system could get back? [Call or e-mail us](page:contact), in English of course, or get your price straight away with our [quote calculator](page:prices#calculator). If you rent, feel free to forward this article to your landlord or property manager.",
    },
  ],
  faq: [
    {
      question: "How much yield does a dirty solar panel system lose?",
      answer: `With light soiling it is usually ${light.from}–${light.to}%, with heavy soiling ${heavy.from}–${heavy.to}%. In clean residential areas the loss is often only a few per cent; near farmland, businesses or busy roads it is considerably higher.`,
    },
    {
      question: "How do I work out the loss of my system in francs?",
      answer:
        "Multiply the system’s output in kWp by the specific yield, often around 1'000 kWh per kWp on the Swiss Plateau, and by your feed-in tariff. Then take the estimated soiling loss as a percentage of that. Example: 50 kWp × 1'000 kWh/kWp × CHF 0.08/kWh = CHF 4'000, and 8% of that is CHF 320 a year.",
    },
    {
      question: "How can I tell from the monitoring that the panels are dirty?",
      answer:
        "A typical sign is a gradual fall in specific yield over one to two years that normal ageing does not explain. Compare the same months over several years and strings facing the same direction. A sudden drop, on the other hand, points more to a technical fault.",
    },
  ],
} satisfies BlogArticle;

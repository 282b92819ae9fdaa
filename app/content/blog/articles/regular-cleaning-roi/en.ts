import { formatChf } from "../../../../lib/format";
import { englishCount } from "../../../phrasing/en";
import { b2bFacts } from "../../../pages/b2b/roi";
import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const priceFrom = formatChf(siteFacts.priceFromChf, 0);
const premiumPrice = formatChf(siteFacts.premiumPriceChf, 0);
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} million`;

/** "Regular solar panel cleaning: safety, warranty and return" (English), retold for expats in Switzerland. */
export const regularCleaningRoiEn = {
  title: "Regular solar panel cleaning: safety, warranty and return",
  description:
    "Why cleaning every one to two years protects your solar panel system, helps you keep to the warranty terms and can pay for itself over the lifetime of the panels.",
  excerpt:
    "A solar panel system should produce power for 25 years or more. Regular cleaning helps protect its yield, safety and value over that time, and we show what matters most.",
  author: "Sandra Meier, customer adviser",
  date: "2025-09-02",
  readTimeMinutes: 12,
  category: "Planning",
  tags: ["Return on investment", "Maintenance", "Warranty", "Cleaning interval", "Property value"],
  intro: [
    "A photovoltaic system is an investment over 25 years or more. Whether it pays off as planned is decided not only on the day you buy it, but also by how it is looked after. If you have your panels cleaned every one to two years, with a visual check at every cleaning, you keep the yield up and spot damage such as loose cables, cracks or discolouration that can point to hot spots before it becomes expensive. A cleaning report also records the condition of the system. That is useful whether you own a house in Basel, share a roof with the other owners of a condominium in Zurich or rent a home in Zug with panels that your landlord has installed.",
    `The warranty plays a part too. Some manufacturers make their performance warranty conditional on proper care and exclude damage caused by unsuitable cleaning agents or high pressure, so it is worth checking the terms for your panels. In this article we show how to weigh the cost of a cleaning, which starts at ${priceFrom}, against the yield you win back, when a maintenance contract makes sense, who usually arranges the work if you rent or share a building, and why demineralised water without chemicals is the safe choice.`,
  ],

  imageAlt:
    "Illustration: a soft brush on a long pole cleaning solar panels with water, beside a calendar and a green shield with a tick",
  blocks: [
    { type: "h2", text: "Safety: every cleaning includes a visual check" },
    {
      type: "p",
      text: "When you have your panels cleaned regularly, you get a visual check thrown in. Up on the roof, a trained specialist sees what stays hidden from the ground, and sees it before it noticeably cuts your yield or becomes a hazard.",
    },
    { type: "h3", text: "What we look out for while cleaning" },
    {
      type: "ul",
      items: [
        "Broken glass, cracks and chips on the panels",
        "Discoloured cells, which can point to hot spots",
        "Loose, sagging or chewed cables and damaged connectors",
        "Loosened panel clamps and anything unusual about the mounting frame",
        "Nests, leaves and debris under the panels",
        "Moss, lichen and lines of dirt along the frames",
      ],
    },
    {
      type: "p",
      text: "Whatever we find goes into the cleaning report, with photos. We do not carry out electrical work ourselves: we go through any defects with you, so that you, or your landlord or property manager if you rent, can ask your installer or one of our partner companies to carry out exactly the repair that is needed. That way a chewed cable does not turn into an outage, and a stain does not turn into a permanent hot spot.",
    },
    { type: "h3", text: "Safety on the roof" },
    {
      type: "p",
      text: `The cleaning itself is work at height. Our teams use fall protection, check the access and anchor points before every job and choose the method to suit the roof: by hand with telescopic poles or, on large flat roofs, with a cleaning robot; drones inspect and document roofs that are hard to reach. And should anything go wrong, we carry liability insurance of up to ${insurance}. For you, this means nobody in your household has to climb onto the roof or take any risk, which is reassuring if you are used to a city flat and now find yourself the owner of a house with a steep tiled roof.`,
    },

    { type: "h2", text: "Warranty: what manufacturers expect from you" },
    { type: "h3", text: "Product warranty and performance warranty" },
    {
      type: "p",
      text: "Solar panel manufacturers usually give a product warranty on materials and workmanship, plus a performance warranty that guarantees a certain minimum output over a long period. How long they last and what conditions apply vary from one manufacturer to the next. You will find the exact rules in the warranty terms and maintenance instructions among your system documents, or from your installer. It is worth reading them through once at your leisure and filing them where you can find them again. If you bought a house or flat with an existing system, ask the seller or the owners’ association for these papers; if you rent, your landlord or property manager should have them.",
    },
    { type: "h3", text: "What can put the warranty at risk" },
    {
      type: "p",
      text: "Many manufacturers exclude damage caused by improper handling. Typical points in their cleaning instructions are:",
    },
    {
      type: "ul",
      items: [
        "No pressure washers, because the hard jet of water can damage seals, frames and junction boxes",
        "No aggressive cleaning agents, solvents or abrasive additives",
        "No hard brushes, scrapers or steel wool, which scratch the glass and its coating",
        "No stepping on the panels and no putting loads on them",
        "No cold water on panels that have heated up in the sun, to avoid stress in the glass",
      ],
    },
    {
      type: "p",
      text: "Our method is designed around these requirements: water demineralised on site with an ion-exchange filter, no chemicals, soft brushes and low pressure. The water dries without limescale marks, so no residue is left behind to swallow light. On hot summer days we schedule the work for the early morning, while the panels are still cool.",
    },
    { type: "h3", text: "Records as proof" },
    {
      type: "p",
      text: "If you ever need to make a warranty claim, a complete record helps. Keep cleaning reports, invoices and photos together with the system documents. They show that the system has been looked after and help to pin down when any damage occurred. And if you sell your house or flat one day, perhaps because your time in Switzerland is coming to an end, a well-kept, documented system is a selling point.",
    },

    { type: "h2", text: "Return: how to work out whether cleaning pays" },
    {
      type: "p",
      text: "Cleaning is worthwhile if the yield you win back over the cleaning interval at least covers its cost. The sums are simpler than they sound.",
    },
    { type: "h3", text: "The formula in three steps" },
    {
      type: "ol",
      items: [
        "Annual yield: system size in kWp × specific yield, often around 1'000 kWh per kWp on the Swiss Plateau.",
        "Loss per year in francs: annual yield × average loss to soiling × value of one kWh. For electricity you feed into the grid, that value is your feed-in tariff; for electricity you use yourself, it is the price you would otherwise pay your utility.",
        "Balance: loss per year × years until the next cleaning, minus the cost of the cleaning.",
      ],
    },
    {
      type: "p",
      text: "A word on how this works in Switzerland, as it often surprises newcomers: the surplus power you feed in is bought by your local grid operator, in many towns the municipal utility, and the feed-in tariff it pays is usually well below the price you pay for electricity from the grid. The rate can also change over time, so check the current one on your utility’s statement or website. Every kilowatt-hour you use yourself, on the other hand, saves you the full purchase price. That is why cleaning is worth more the more of your own solar power you use.",
    },
    {
      type: "p",
      text: "After a cleaning, dirt gradually builds up again. So base your sums on the average loss over the whole interval, not on the peak just before the next cleaning.",
    },
    { type: "h3", text: "Four examples" },
    {
      type: "p",
      text: "The examples assume 1'000 kWh per kWp, with 30% of the electricity used on site (at a purchase price of CHF 0.25 per kWh) and 70% fed into the grid (at CHF 0.08 per kWh). On average, a lost kilowatt-hour is therefore worth 0.3 × 0.25 + 0.7 × 0.08 = CHF 0.131. The cleaning costs are assumed figures for illustration only; our quote calculator shows your actual price.",
    },
    {
      type: "table",
      caption: "Balance of cleaning every two years at 1'000 kWh/kWp and CHF 0.131 per lost kWh",
      head: [
        "System and location",
        "Average loss",
        "Loss per year",
        "Loss over two years",
        "Cleaning (assumed)",
        "Balance",
      ],
      rows: [
        [
          "10 kWp, detached house in a residential area",
          "3% (300 kWh)",
          "CHF 39.30",
          "CHF 78.60",
          "CHF 650",
          "minus CHF 571.40",
        ],
        [
          "30 kWp, block of flats on a main road",
          "10% (3'000 kWh)",
          "CHF 393",
          "CHF 786",
          "CHF 1'000",
          "minus CHF 214",
        ],
        [
          "50 kWp, commercial building in an industrial area",
          "8% (4'000 kWh)",
          "CHF 524",
          "CHF 1'048",
          "CHF 1'200",
          "minus CHF 152",
        ],
        ["100 kWp, farm with a cowshed", "15% (15'000 kWh)", "CHF 1'965", "CHF 3'930", "CHF 1'800", "plus CHF 2'130"],
      ],
    },
    { type: "h3", text: "What the figures mean" },
    {
      type: "p",
      text: "The table shows honestly where cleaning pays for itself on yield alone: at sites with noticeable soiling and on larger systems. On the farm, every franc spent on cleaning comes back as around CHF 2.18 of extra yield over two years, a net gain of about 118% of the cleaning cost. On the commercial building and the block of flats, the extra yield over two years covers a large part of the cost, and the sums turn positive as soon as more of the power is used in the building, for example for cooling, a heat pump, electric cars or a self-consumption community in which the residents buy the solar power from the roof, or as soon as the soiling is heavier.",
    },
    {
      type: "p",
      text: "For a detached house in clean surroundings, on the other hand, the extra yield does not cover the cost. Here the value of cleaning lies in the visual check, in protection against hot spots and material damage, and in the proof you can show the manufacturer. A single panel that has to be replaced because of a hot spot quickly costs more than a cleaning once labour and roof access are included. For systems like this we recommend the longer interval of two years, combined with a regular look at your monitoring. You can work out your own figures with the [loss calculator](page:lossCalculator); our [guide to the loss calculator](page:blog:loss-calculator-guide) takes you through it in English.",
    },

    { type: "h2", text: "Renting, owning or sharing: who arranges the cleaning?" },
    {
      type: "p",
      text: "If you own a detached house, the decision is yours alone. In other situations it helps to know who is responsible before you pick up the phone:",
    },
    {
      type: "ul",
      items: [
        "Tenants: the roof and the system on it usually belong to your landlord, who normally commissions any work on the roof. Let your landlord or property manager know if you notice a drop in output or visible dirt; we are happy to agree the date with them directly, and you do not need to be at home while we clean.",
        "Condominium owners: in a building owned as a condominium (known as STWE in German-speaking and PPE in French-speaking Switzerland), a system on the shared roof is usually common property. Cleaning is then a matter for the owners’ association and its property manager, who can put it on the agenda of the owners’ meeting and into the annual budget.",
        "Owners who let their property: documented cleaning every one to two years keeps the system in good shape for your tenants and gives you a record to hand over if you sell.",
      ],
    },
    {
      type: "p",
      text: "Whichever applies to you, we are happy to deal with everyone involved in English, so that landlord, tenants and fellow owners all know what was done and when.",
    },

    { type: "h2", text: "The right interval: every year or every two years?" },
    {
      type: "p",
      text: "We recommend a cleaning every one to two years; every cleaning includes a visual check. Which end of that range suits you depends mainly on where your system is.",
    },
    {
      type: "ul",
      items: [
        "Every year: systems near farms and stables, on busy roads or railway lines, in commercial and industrial areas, under trees, with a lot of bird activity or with very shallow-angled panels.",
        "Every two years: systems in residential areas without particular sources of dirt, with a steep pitch and an open position.",
        "In addition, as needed: after building work nearby, after a heavy fall of Saharan dust or when your monitoring shows a clear drop.",
      ],
    },
    {
      type: "p",
      text: "A good way to find the right interval: after the first cleaning, note how much the yield went up. If the difference was large, choose the shorter interval; if it was small, the longer one is enough. Many inverters come with an app or web portal that shows daily and monthly yields, so the comparison takes only a few minutes.",
    },

    { type: "h2", text: "The best time of year" },
    {
      type: "p",
      text: "Cleaning is worth most in spring, before the months with the highest yields begin. You then benefit from clean panels all summer long. Where there is a lot of pollen, an appointment after the main flowering season in early summer can make more sense; near fields, one after the harvest in late summer or autumn. In winter we only clean when there is no frost.",
    },
    {
      type: "p",
      text: "Plan ahead: appointments are usually possible within one to two weeks, and within three to four weeks in the high season in spring and summer. If your landlord or owners’ association has to approve the work first, allow a little extra time for that.",
    },

    { type: "h2", text: "One-off job or maintenance contract?" },
    {
      type: "p",
      text: `For many private households a one-off job, repeated every one to two years, is enough. If you would rather not have to think about it, or you look after several properties, a maintenance contract is the better choice: for owners and property managers it covers a cleaning once or twice a year. For businesses and facility managers there are tiered options: a one-year contract with two cleanings a year for areas of ${b2bFacts.minAreaM2} to 500 m², a three-year contract with three to four cleanings a year for 500 to 2'000 m², and tailored solutions for anything over 2'000 m². For ${englishCount(b2bFacts.volumeDiscountFromProperties)} or more properties we offer volume discounts.`,
    },
    {
      type: "ul",
      items: [
        "You do not have to remember the next appointment; we get in touch in good time.",
        "The cleaning happens at the right time of year, even in the high season.",
        "Over the years, reports and photos build up into a complete record.",
        "The costs are predictable and can be built into a property’s budget, which suits an owners’ association that sets its budget once a year.",
      ],
    },
    {
      type: "p",
      text: "You will find details of our contracts for business customers on our page for [businesses and property managers](page:b2b).",
    },

    { type: "h2", text: "What cleaning costs with us, and how it works" },
    {
      type: "p",
      text: `Prices start at ${priceFrom} for basic cleaning and at ${premiumPrice} for the premium package with inspection, plus the price per m²; your quote shows the total including VAT. We do not charge travel costs, and our satisfaction guarantee applies. This is how a job runs:`,
    },
    {
      type: "ol",
      items: [
        "You work out your price with our quote calculator, which takes about two minutes, or you send us your details.",
        "We agree an appointment, usually within one to two weeks.",
        "On site, we assess the system and set up the safety plan.",
        "Gentle pre-cleaning is followed by the main cleaning with demineralised water, soft brushes and low pressure.",
        "We check the result and record the condition of the system.",
        "At handover you receive the cleaning report, with notes on any defects we found.",
      ],
    },
    {
      type: "p",
      text: "For a system of 50 to 100 m², we are on site for about two to four hours. You can read more about our method and process on the [solar panel cleaning](page:solar) page.",
    },
    {
      type: "callout",
      title: "Our tip: combine the jobs",
      text: "While we are on the roof anyway, it makes sense to clean the gutters at the same time. Blocked gutters overflow in heavy rain and cause water damage to the facade and the edge of the roof. Find out more on our [gutter cleaning](page:gutterCleaning) page.",
    },
    {
      type: "p",
      text: `Want us to take care of your system? Work out your price in two minutes with our [quote calculator](page:prices#calculator), or call or e-mail us (you will find the details on our [contact page](page:contact)). We can talk through the right interval with you, in English of course, and we reply within ${siteFacts.replyWithinHours} hours.`,
    },
  ],
  faq: [
    {
      question: "How often should I have my solar panels cleaned?",
      answer:
        "We recommend a cleaning every one to two years; every cleaning includes a visual check. Where there is a lot of dirt, for example near farms, roads or industry, cleaning once a year makes sense; in clean residential areas an interval of two years is usually enough.",
    },
    {
      question: "Can the wrong kind of cleaning put the manufacturer’s warranty at risk?",
      answer:
        "Yes, it can. Many manufacturers exclude damage caused by pressure washers, aggressive cleaning agents or abrasive tools, so check the warranty terms for your panels. We clean with demineralised water and no chemicals, soft brushes and low pressure, and we record every cleaning in a cleaning report.",
    },
    {
      question: "How much does professional solar panel cleaning cost?",
      answer: `Prices start at ${priceFrom} for basic cleaning and at ${premiumPrice} for the premium package with inspection. Both are base charges: the price per m² and the roof-type adjustment are added, and your quote shows the total including VAT, with no travel costs. You can work out your exact price with our quote calculator in about two minutes.`,
    },
  ],
} satisfies BlogArticle;

import type { LocalizedCopy } from "./types";

/** English page copy, written for international customers and expats in Switzerland. */
export const enCopy: LocalizedCopy = {
  home: {
    title: "Solar Panel, Roof and Green Roof Cleaning in Switzerland",
    description:
      "Professional solar panel cleaning, roof cleaning and green roof care from Basel. From CHF 388 incl. VAT, no chemicals, no travel costs, reply within 24 hours.",
    heading: "Get more power from your solar panels",
    intro: [
      "Dust, pollen, bird droppings and leaves build up on your solar panels year after year, and depending on the location they can cost you up to 30% of your yield. We clean photovoltaic systems gently with demineralised water and no chemicals at all, using robots or drones where it makes sense. We have been certified by a solar academy since 2023, and every job is covered by our liability insurance of up to CHF 5 million.",
      "Since we started in Basel in 2019, our 6 regional teams have cleaned 8,643 modules across Basel, Aargau, Zürich, Lucerne, Bern and Langenthal. We also clean roofs and gutters and look after green roofs. Solar panel cleaning starts at CHF 388 including VAT, with no travel costs. Get in touch in English for a quote: we reply within 24 hours, Monday to Friday.",
    ],
  },
  contact: {
    title: "Contact Us – Advice and Quotes in English",
    description:
      "Call or e-mail us for advice or a quote on solar panel, roof or gutter cleaning and green roof care. We reply within 24 hours, Monday to Friday 08:00–17:00.",
    heading: "Contact us",
    intro: [
      "Would you like your solar panels, roof or gutters cleaned, or do you have a question about green roof care? Give us a call or send us an e-mail, in English of course. We reply within 24 hours, Monday to Friday between 08:00 and 17:00. To prepare an accurate quote, it helps if you tell us your postcode, the type of roof and the approximate size of your system in kWp, number of panels or square metres.",
      "Our head office is in Basel, and our 6 regional teams work across Basel, Aargau, Zürich, Lucerne, Bern and Langenthal, within about 100 km of Basel. We never charge travel costs. If you rent your home, you may want to involve your landlord or property manager early, as they usually commission work on the roof. Every job is covered by liability insurance of up to CHF 5 million.",
    ],
  },
  solar: {
    title: "Solar Panel Cleaning Without Chemicals",
    description:
      "Solar panel cleaning with demineralised water: certified since 2023, insured up to CHF 5 million, from CHF 388 incl. VAT. All you need is a water tap.",
    heading: "Professional solar panel cleaning",
    intro: [
      "Dirty panels produce less electricity: light soiling costs 5–10% of your yield, heavy soiling from bird droppings, leaves or lichen 15–25%. A professional clean can bring back up to 20% more output. We only use demineralised water and soft brushes, with no chemicals, so the glass, frames and seals stay intact. All we need from you is access to a water tap; a power socket is helpful but optional.",
      "Every job follows six steps: on-site analysis, safety plan, gentle pre-cleaning, main cleaning, quality check with documentation, and handover with a cleaning report. Our team has been certified by a solar academy since 2023 and is covered by liability insurance of up to CHF 5 million. A 50–100 m² system takes two to four hours. We recommend cleaning every 1–2 years.",
    ],
    faq: [
      {
        question: "How often should solar panels be cleaned?",
        answer:
          "We recommend a clean every 1–2 years. Near farmland, busy roads or trees, a yearly clean can make sense, because dust, pollen and leaves build up faster there.",
      },
      {
        question: "What do you need from me on the day?",
        answer:
          "Access to an outdoor water tap is all we need; electricity is optional. We agree on the appointment with you in advance, and at handover you receive a cleaning report documenting the work.",
      },
      {
        question: "Is the cleaning safe for my panels?",
        answer:
          "Yes. We use demineralised water and soft brushes, with no chemicals and no high pressure on the panels. Our team has been certified by a solar academy since 2023, and every job is covered by liability insurance of up to CHF 5 million.",
      },
    ],
  },
  greenRoof: {
    title: "Green Roof Maintenance for Homes and Businesses",
    description:
      "Professional green roof care: vegetation checks, weeding and clear drains. Extensive green roofs twice a year, intensive ones four times a year.",
    heading: "Green roof maintenance",
    intro: [
      "A green roof holds back rainwater, keeps the building cooler in summer and protects the waterproofing, as long as it is looked after regularly. We check the vegetation, remove unwanted growth such as tree seedlings, keep drains, gravel strips and gutters clear, and top up substrate or plants where needed. Our work follows the seasons, because spring, summer, autumn and winter each bring different tasks.",
      "We usually care for extensive green roofs twice a year and intensive green roofs four times a year; with a maintenance contract we set the intervals to suit your roof. Please note that our solar academy certification covers solar panel cleaning only. Green roof work is still covered by our liability insurance of up to CHF 5 million, with no travel costs and a reply within 24 hours.",
    ],
    faq: [
      {
        question: "How often does a green roof need maintenance?",
        answer:
          "Extensive green roofs with sedum, mosses and herbs usually need two visits a year, in spring and autumn. Intensive green roofs with perennials, lawn or shrubs are looked after four times a year.",
      },
      {
        question: "What does green roof maintenance include?",
        answer:
          "Checking the vegetation, removing unwanted growth, clearing drains and gravel strips, a visual check of the roof edges and, if needed, reseeding, adding substrate or watering during dry spells.",
      },
      {
        question: "Is your green roof work certified too?",
        answer:
          "No. Our solar academy certification, held since 2023, covers solar panel cleaning only. Our liability insurance of up to CHF 5 million, however, also covers the work on your green roof.",
      },
    ],
  },
  prices: {
    title: "Prices and Quotes for Solar Panel Cleaning",
    description:
      "Basic solar panel cleaning from CHF 388, premium with inspection CHF 588, VAT included and no travel costs. Ask for your personal quote today.",
    heading: "Prices and quotes",
    intro: [
      "The price of a clean mainly depends on the size of your system and the type of roof. It is made up of a fixed base charge plus a price per square metre that goes down as the area gets larger. You can give us the size in square metres, kWp or number of panels. All our prices include 8.1% Swiss VAT and there are no travel costs, so the price you are quoted is the price you pay.",
      "Basic cleaning starts at CHF 388. The premium package at CHF 588 also includes an inspection of your system. Every clean comes with a visual check, documentation of any defects and, on request, a referral to a partner company for repairs. Contact us for your quote in English: we reply within 24 hours.",
    ],
  },
  about: {
    title: "About Us – Your Solar and Roof Care Team",
    description:
      "Since 2019 we have cleaned solar panels and cared for roofs: 6 regional teams, 8,643 modules cleaned, certified by a solar academy since 2023.",
    heading: "About us",
    intro: [
      "We founded our company in Basel in 2019 because many solar systems produce noticeably less power after a few years than they could, simply because nobody cleans them. Since then we have cleaned 8,643 modules and grown to 6 regional teams. Our values are simple: sustainable work with demineralised water, first-class results and efficient planning, so that you never pay travel costs.",
      "Since 2023 we have been certified by a solar academy for cleaning photovoltaic systems, and our liability insurance covers damage of up to CHF 5 million. Our customers rate us 4.9 out of 5 on average. Besides solar panels, we clean roofs and gutters and maintain green roofs for homeowners, tenants, property managers and businesses alike.",
    ],
  },
  blog: {
    title: "Blog – Guides to Solar Cleaning and Green Roofs",
    description:
      "Practical guides on cleaning solar panels, yield losses caused by dirt, sensible cleaning intervals and looking after green roofs in Switzerland.",
    heading: "Guides and blog",
    intro: [
      "How much power does a dirty solar system lose? When does cleaning pay off, and how often does a green roof need care? In our blog we answer the questions homeowners, property managers and businesses ask us most often. The articles are based on our experience of cleaning 8,643 modules since 2019, and they are written so that you can follow them without any technical background.",
      "You will find guides to planning maintenance, the cleaning methods we use and how to estimate what soiling costs your system each year with our loss calculator. If you are new to Switzerland, they are also a good introduction to how solar systems and green roofs are typically looked after here. For personal advice, just contact us: we reply within 24 hours.",
    ],
  },
  faq: {
    title: "FAQ – Solar Panel Cleaning Questions Answered",
    description:
      "Answers to common questions: how often to clean, prices from CHF 388, cleaning without chemicals, how long it takes and liability insurance up to CHF 5 million.",
    heading: "Frequently asked questions",
    intro: [
      "Here you will find answers to the questions we hear most often before a clean: how often solar panels should be cleaned, what it costs, what we clean with, how long a job takes and how you are protected if something goes wrong. The answers refer to photovoltaic systems; for green roofs you will find more information on the green roof maintenance page.",
      "Can’t find your question? Call or e-mail us – we reply within 24 hours, Monday to Friday between 08:00 and 17:00, and we are happy to help in English. To find out what cleaning your system would cost, just send us your postcode, the type of roof and the size of your system. Our prices include VAT and there are no travel costs.",
    ],
    faq: [
      {
        question: "How often should I have my solar panels cleaned?",
        answer:
          "We recommend a clean every 1–2 years and a check every 12–24 months. Near farmland, trees or busy roads, panels get dirty faster, so a yearly clean can make sense there.",
      },
      {
        question: "How much does solar panel cleaning cost?",
        answer:
          "Basic cleaning starts at CHF 388, and the premium package with inspection costs CHF 588. The exact price depends on the area and the type of roof. All prices include VAT and there are no travel costs.",
      },
      {
        question: "Do you use chemicals?",
        answer:
          "No. We only use demineralised water and soft brushes. The water dries without limescale marks, protects the coating of the panels and leaves no residue on your roof or in the environment.",
      },
      {
        question: "How long does a clean take?",
        answer:
          "A 50–100 m² system usually takes two to four hours. You can normally get an appointment within 1–2 weeks, or within 3–4 weeks in the high season.",
      },
      {
        question: "Are you insured?",
        answer:
          "Yes. Our liability insurance covers damage of up to CHF 5 million. In addition, our team has been certified by a solar academy for solar panel cleaning since 2023.",
      },
    ],
  },
};

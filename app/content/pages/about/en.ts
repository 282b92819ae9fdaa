import { formatDecimal } from "#app/lib/format";
import { englishCount, englishServiceArea } from "#app/content/phrasing/en";
import { siteFacts } from "#app/content/site-facts";
import { aboutFacts as f } from "./facts";
import type { AboutContent } from "./types";

const teams = englishCount(f.teams);

export const aboutEn = {
  meta: {
    title: "About us – your solar panel and roof cleaning team",
    description: `Since ${f.founded} we have cleaned solar panels and looked after roofs: ${teams} regional teams, ${f.modules} solar panels cleaned for more than ${f.customersOver} customers, certified training in solar panel cleaning completed in ${f.certifiedSince}.`,
  },
  hero: {
    heading: "About us",
    intro: [
      `We founded our company in Basel in ${f.founded} after seeing how many solar panels produce noticeably less power after a few years than they could – simply because nobody cleans them. Since then we have cleaned ${f.modules} solar panels for more than ${f.customersOver} customers and grown to ${teams} regional teams. Our customers rate us ${formatDecimal(siteFacts.rating, "en", 1)} out of 5 on average (${siteFacts.reviewCount} reviews), and we are happy to work with you in English.`,
      `We clean solar panels sustainably, with demineralised water instead of chemicals, do every job thoroughly and plan our routes efficiently, so you never pay travel costs. Besides solar panels, we clean roofs and gutters and maintain green roofs for homeowners, tenants, property managers and businesses alike.`,
    ],
  },
  heroBadge: `Based in Basel since ${f.founded} · ${f.teams} regional teams`,

  facts: {
    title: "Our company in figures",
    items: [
      { value: f.founded, label: "the year we were founded, in Basel" },
      { value: String(f.teams), label: `regional teams within about ${siteFacts.serviceRadiusKm} km of Basel` },
      { value: f.modules, label: "solar panels cleaned" },
      {
        value: `more than ${f.customersOver}`,
        label: "customers: homeowners, tenants, property managers and businesses",
      },
    ],
    companyTitle: "Company details",
    nameLabel: "Company",
    addressLabel: "Registered office",
    uidLabel: "Swiss business identification number (UID)",
  },

  timeline: {
    title: "Our story",
    items: [
      {
        period: f.founded,
        title: "Founded in Basel",
        text: "With one van, a water treatment unit and a lot of curiosity, we cleaned our first solar panels in Basel-Stadt and Basel-Landschaft. We soon saw that many systems were producing far less power after a few years than they could.",
      },
      {
        period: f.growthPeriod,
        title: "Growing beyond Basel",
        text: `We set up new teams for Aargau, Zurich, Central Switzerland, Bern and Langenthal. We started using a cleaning robot on large flat roofs and drones for inspection and documentation, added roof cleaning, gutter cleaning and green roof maintenance to our services, and in ${f.certifiedSince} our team completed certified training in solar panel cleaning.`,
      },
      {
        period: "2024 onwards",
        title: "A partner for homeowners and businesses",
        text: `Today our ${teams} regional teams look after detached houses just as well as industrial roofs covering several thousand square metres. We have cleaned ${f.modules} solar panels and hold maintenance contracts with property managers, businesses and farms.`,
      },
    ],
  },

  values: {
    title: "What we stand for",
    intro: "Three principles guide every job, from the first phone call to the cleaning report.",
    items: [
      {
        title: "Sustainable",
        description:
          "We clean solar panels with demineralised water instead of chemicals, keep the distances between jobs short and help your system produce as much clean power as possible.",
      },
      {
        title: "Thorough",
        description:
          "A trained team, methods that follow the manufacturers’ guidelines and a cleaning report with photos: you can see exactly what we have done.",
      },
      {
        title: "Efficient",
        description: `An instant quote in two minutes, a reply within ${siteFacts.replyWithinHours} hours, an appointment usually within one to two weeks – and because we plan our routes by region, no travel costs.`,
      },
    ],
  },

  certifications: {
    title: "Certificates and credentials",
    verifiedLabel: "Documents on request",
    link: { label: "See our certificates", to: { page: "certificates" } },
    items: [
      {
        title: "Certified training in solar panel cleaning",
        description: `Our team completed this training in ${f.certifiedSince}. It covers the professional cleaning of solar panels to the manufacturers’ guidelines.`,
        verified: true,
      },
      {
        title: `Liability insurance up to CHF ${f.insuranceMillions} million`,
        description: `Our liability insurance covers damage we cause, up to CHF ${f.insuranceMillions} million.`,
        verified: true,
      },
      {
        title: "Safety at work under Suva rules",
        description:
          "Fall protection, a safety plan and trained teams for every job at height, following the rules of Suva, the Swiss accident insurer.",
        verified: true,
      },
      {
        title: "Drone flights under FOCA rules",
        description:
          "Our drone flights for inspection and documentation follow the rules of the Federal Office of Civil Aviation.",
        verified: false,
      },
    ],
  },

  teams: {
    title: "Our regional teams",
    intro: `${englishServiceArea} Here are four of the teams, with the number of projects each has looked after.`,
    projectsLabel: "Projects",
    specialityLabel: "Speciality",
    items: [
      {
        name: "Basel team",
        short: "BS",
        region: "Basel-Stadt and Basel-Landschaft",
        projects: f.projects.basel,
        speciality: "Old-town roofs with narrow access and systems near the Rhine and industrial sites",
      },
      {
        name: "Aargau team",
        short: "AG",
        region: "Aargau and the Fricktal",
        projects: f.projects.aargau,
        speciality: "Farms with cowshed and barn roofs",
      },
      {
        name: "Zurich team",
        short: "ZH",
        region: "City and canton of Zurich",
        projects: f.projects.zuerich,
        speciality: "Commercial and industrial roofs cleaned by robot",
      },
      {
        name: "Central Switzerland team",
        short: "LU",
        region: "Lucerne, Zug and Schwyz",
        projects: f.projects.luzern,
        speciality: "Steep roofs in the Alpine foothills and green roofs with solar panels",
      },
    ],
  },

  cta: {
    title: "Get to know us",
    text: `Detached house or industrial roof: call us, or e-mail us and we will reply within ${siteFacts.replyWithinHours} hours. With our instant quote you can see straight away what cleaning your solar panels costs.`,
    contactButton: { label: "Contact us", to: { page: "contact" } },
    quoteButton: { label: "Get an instant quote", to: { page: "prices", section: "calculator" } },
  },
} satisfies AboutContent;

import { pathOf } from "../route-table";
import type { MaintenancePlanCopy } from "./types";

export const maintenancePlanCopyEn: MaintenancePlanCopy = {
  fileName: "maintenance-plan-solar-roof.pdf",
  tagline: "Solar panel cleaning · Roof cleaning · Gutter cleaning · Green roof maintenance",
  uidLabel: "UID",
  title: "Maintenance plan for your solar panels, roof, gutters and green roof",
  intro:
    "Regular maintenance of your solar panels, roof, gutters and green roof protects the yield, prevents water damage and preserves the value of the building. We recommend these intervals for roofs in the Basel region and the Swiss Plateau.",
  intervalsTitle: "Intervals at a glance",
  table: { object: "Item", task: "Task", interval: "Interval", note: "Note" },
  rows: {
    solarCleaning: {
      object: "Solar panels",
      task: "Cleaning with a visual check",
      interval: "every 1–2 years",
      note: "During every cleaning we check the panels for damage such as broken glass or loose cables. Near farmland, trees or busy roads, cleaning once a year usually pays off.",
    },
    solarCheck: {
      object: "Solar panels",
      task: "Compare the yield in your monitoring",
      interval: "ongoing",
      note: "Compare the same months over several years: a gradual decline points to soiling, a sudden drop to a fault.",
    },
    roof: {
      object: "Roof",
      task: "Roof cleaning (moss and algae)",
      interval: "every 3–5 years",
      note: "On north-facing roof slopes, under trees and along the Rhine, Birs and Wiese, moss grows faster, so every three years is better there.",
    },
    gutters: {
      object: "Gutters",
      task: "Cleaning",
      interval: "at least once a year",
      note: "In late autumn after the leaves have fallen. With trees nearby twice (spring, late autumn), at the edge of a forest three times (spring, late summer, late autumn).",
    },
    greenExtensive: {
      object: "Extensive green roof",
      task: "Maintenance visit",
      interval: "twice a year",
      note: "Sedum, moss and herb roofs in spring and autumn: remove unwanted growth, keep the drains clear.",
    },
    greenIntensive: {
      object: "Intensive green roof",
      task: "Maintenance visit",
      interval: "once a season (four times a year)",
      note: "Roof gardens with perennials, lawn and shrubs, with an irrigation check and pruning in summer; in winter only a check after storms.",
    },
    contract: {
      object: "Maintenance contract",
      task: "Cleaning and checks",
      interval: "once or twice a year",
      note: "For owners and property managers; green roof intervals as needed, combined with solar panel cleaning on request. Businesses have their own contract tiers.",
    },
  },
  seasonsTitle: "Green roof maintenance through the seasons",
  seasonsIntro: "Each season brings different tasks on a green roof. This is how we spread the work over the year.",
  seasons: [
    {
      title: "Spring",
      months: "March to May",
      tasks: [
        "Check for winter damage and washed-out areas",
        "Clear leaves from drains, gutters and gravel strips",
        "Remove tree seedlings and problem weeds",
        "Reseed bare patches or plant sedum cuttings",
      ],
    },
    {
      title: "Summer",
      months: "June to August",
      tasks: [
        "Water intensive green roofs during dry spells",
        "Cut back perennials and mow the lawn on roof gardens",
        "Trim growth in front of solar panels so nothing casts shade",
        "Remove dry plant material along fire breaks",
      ],
    },
    {
      title: "Autumn",
      months: "September to November",
      tasks: [
        "Clear fallen leaves from the plants and drains",
        "Carry out the second maintenance visit on extensive roofs",
        "Pull out tree seedlings, roots and all, before winter",
        "Top up substrate where it has eroded",
      ],
    },
    {
      title: "Winter",
      months: "December to February",
      tasks: [
        "Check overflows and drains after storms",
        "Keep an eye on snow load and ice at the drains",
        "Plan the maintenance and intervals for the coming year",
      ],
    },
  ],
  calendarTitle: "Yearly calendar",
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  calendarRows: {
    gutters: "Gutters",
    greenExtensive: "Extensive green roof",
    greenIntensive: "Intensive green roof",
  },
  calendarLegend: {
    always: "always (late autumn)",
    trees: "also with trees nearby",
    forest: "also at the edge of a forest",
  },
  calendarNote:
    "We schedule solar panel cleaning (with a visual check) and roof cleaning according to the intervals above. You usually get an appointment within one to two weeks, or three to four weeks in the high season.",
  tipsTitle: "Tips",
  tips: [
    {
      title: "Roofs: low pressure, not high pressure",
      text: "We clean roofs at low pressure, 1 to 3 bar (flat roofs 0.5 to 1 bar), and, where the material allows, with hot water at 80 to 95 °C – with no harsh chemicals. Solar panels get demineralised water only.",
    },
    {
      title: "Green roofs and solar panels",
      text: "Trim growth in front of the panels so nothing casts shade, and keep the gravel strips along panels, roof structures and edges clear.",
    },
    {
      title: "Leaf guards",
      text: "They hold back coarse leaves and lengthen the time between cleanings, but they do not replace cleaning the gutter.",
    },
    {
      title: "Keep the maintenance report",
      text: "Many green roof manufacturers require professional maintenance for their warranty. Our maintenance report with photos records every visit.",
    },
  ],
  ctaTitle: "Your maintenance plan, made to measure",
  ctaText:
    "Tell us what is on your roof. We will put together cleaning and maintenance at a fixed price – as a one-off job or under a maintenance contract.",
  offerLabel: "Get an instant quote",
  contactLabel: "Contact us",
  offerPath: pathOf("prices", "en"),
  contactPath: pathOf("contact", "en"),
  page: (page, pages) => `Page ${page} of ${pages}`,
};

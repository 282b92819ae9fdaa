import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} million`;

/** "Green roof maintenance: intervals, safety and lasting value" (English), retold for expats in Switzerland. */
export const greenRoofIntervalsEn = {
  title: "Green roof maintenance: intervals, safety and lasting value",
  description:
    "How often extensive and intensive green roofs need care, what each season brings and how regular maintenance protects the waterproofing of your roof.",
  excerpt:
    "A green roof is low-maintenance, but not maintenance-free. We explain which intervals suit extensive and intensive green roofs and what happens on every visit.",
  author: "Luca Brunner, green roof specialist",
  date: "2026-03-31",
  readTimeMinutes: 10,
  category: "Environment",
  tags: ["Green roof", "Roof planting", "Maintenance intervals", "Property value"],
  intro: [
    "Green roofs have a reputation for being low-maintenance, and that is true, as long as someone checks them regularly. Without care, tree seedlings take hold and their roots can threaten the waterproofing, drains become overgrown, and water backs up on the roof in heavy rain. For extensive green roofs with sedum and herbs we recommend two visits a year, in spring and autumn. Intensive green roofs with perennials, lawn or shrubs need care once a season, four times a year.",
    "If you have recently moved to Basel, you may well find a green roof on your garage, on your new-build block of flats or on top of your office. In this article we go through the seasons: checks and reseeding in spring, watering during dry spells in summer, clearing leaves and drains in autumn, and keeping an eye on snow load and ice in winter. We also explain which safety precautions are needed on the roof, who usually arranges the care if you rent or share a building, and how a maintenance contract makes the intervals easy to plan.",
  ],

  imageAlt:
    "Illustration: a building with a flat roof covered in flowering sedum, with roof edge, drain, downpipe and a tree beside it",
  blocks: [
    { type: "h2", text: "Extensive or intensive: which green roof do you have?" },
    {
      type: "p",
      text: "How often a green roof needs care depends first and foremost on the type of planting. The difference is easy to tell, and one look at the roof is usually enough.",
    },
    { type: "h3", text: "Extensive green roofs" },
    {
      type: "p",
      text: "Extensive green roofs have a thin layer of substrate, usually less than 15 cm deep. It carries hardy, drought-tolerant plants such as sedum, herbs, grasses and mosses. These roofs are not meant to be used as outdoor space, need no watering once the plants have established themselves and are comparatively light. You typically find them on the flat roofs of detached houses, garages and carports, and on commercial and industrial buildings. They are especially common in Basel-Stadt, because new and renovated flat roofs there generally have to be planted.",
    },
    { type: "h3", text: "Intensive green roofs" },
    {
      type: "p",
      text: "Intensive green roofs are roof gardens: a much deeper layer of substrate carries perennials, lawn, shrubs and sometimes small trees. They can be walked on and are used as living space, for example as a terrace, a courtyard garden or a break area for staff. If your flat comes with a shared roof garden, it is probably one of these. They need much the same care as a garden at ground level: watering, mowing, pruning and feeding.",
    },
    { type: "h3", text: "Mixed forms" },
    {
      type: "p",
      text: "There are also forms in between, such as extensive roofs with a few beds of perennials, or simple intensive roofs with grasses and low shrubs. For these we set the interval according to the condition of the roof, usually between two and four visits a year.",
    },

    { type: "h2", text: "Maintenance intervals at a glance" },
    {
      type: "table",
      caption: "Recommended maintenance intervals by type of green roof",
      head: ["Type of roof", "Visits per year", "When", "Main tasks"],
      rows: [
        [
          "Extensive green roof",
          "2",
          "Spring and autumn",
          "Remove unwanted growth, keep drains and gravel strips clear, close bare patches",
        ],
        [
          "Intensive green roof",
          "4",
          "Once a season (in winter, a check after storms)",
          "Pruning, lawn care, checking the irrigation, feeding, drains and leaves",
        ],
        [
          "Mixed form",
          "2 to 4",
          "Depending on condition and planting",
          "As for extensive roofs, plus care of beds and shrubs",
        ],
        [
          "Maintenance contract",
          "As needed",
          "Scheduled in advance, with extra visits after storms",
          "All tasks for the type of roof, with photo records",
        ],
      ],
    },
    {
      type: "p",
      text: "These intervals are guidelines. If there are large deciduous trees nearby, an extra visit in late autumn is often needed to clear drains and gutters. After violent thunderstorms or gales, a quick check is worthwhile, even outside the planned dates.",
    },

    { type: "h2", text: "What happens on every visit" },
    {
      type: "p",
      text: "A maintenance visit is more than weeding. Each time, we work through a fixed checklist so that nothing is missed:",
    },
    {
      type: "ul",
      items: [
        "Checking the vegetation: how well it covers the roof, bare patches, drought damage and unwanted species.",
        "Removing tree seedlings such as birch, maple, willow or poplar, roots and all, while they are still small.",
        "Opening and cleaning the roof drains and inspection chambers, so that rainwater can drain away at any time.",
        "Keeping the gravel strips clear along roof edges and parapets, around rooflights and wherever pipes or ducts pass through the roof.",
        "Visually checking the waterproofing at junctions, flashings and penetrations, as far as they are accessible.",
        "Checking the substrate for washed-out areas, patches blown away by the wind and compacted spots.",
        "Recording the condition of the roof with photos and notes on any defects.",
      ],
    },

    { type: "h2", text: "The seasons in detail" },
    { type: "h3", text: "Spring: checks and reseeding" },
    {
      type: "p",
      text: "After the winter we take stock: has the frost left any damage, are the drains clear, where have bare patches appeared? Tree seedlings are still easy to pull out, roots and all, at this time of year. On extensive roofs we close bare patches with sedum cuttings or a suitable seed mix. Extensive roofs are only fed when needed, sparingly and with a slow-release fertiliser, because too many nutrients encourage grasses and unwanted growth. On intensive roofs, spring is the time to cut back the perennials, mow the lawn for the first time and start up the irrigation.",
    },
    { type: "h3", text: "Summer: watering and fire safety" },
    {
      type: "p",
      text: "Extensive green roofs are designed to cope with drought. If the sedum turns reddish or brown in high summer, that is usually a protective reaction and no cause for concern; the plants recover after the next rain. Only newly planted areas need water during dry spells. Intensive roofs, by contrast, have to be watered, mown and weeded regularly. Summer is also the season for fire safety: dry grass catches fire easily, so the gravel strips around roof structures, ventilation units and solar panels must be kept free of growth.",
    },
    { type: "h3", text: "Autumn: leaves and drains" },
    {
      type: "p",
      text: "In autumn, everything revolves around water. We remove leaves, seed heads and dead plant material, clean the drains and inspection chambers and pull out any tree seedlings that have sprouted over the summer. On intensive roofs this is also the time for the last mow, for pruning shrubs and for draining the irrigation before the first frost. The roof then goes into the winter clear of debris, and heavy rain or melting snow can drain away freely.",
    },
    { type: "h3", text: "Winter: snow load and ice" },
    {
      type: "p",
      text: "In winter the plants rest and the regular work stops. What matters now is that meltwater can drain away: frozen drains lead to standing water on the roof when the thaw comes. After exceptionally heavy snowfall, keep an eye on the snow load and call in a specialist if in doubt. Try not to walk on frozen vegetation, as the plants break easily. And de-icing salt never belongs on a green roof, because it damages plants and substrate.",
    },

    { type: "h2", text: "Safety on a green roof" },
    {
      type: "p",
      text: "Flat roofs look harmless, yet falls happen there too: from unprotected roof edges, through rooflights and on wet, slippery vegetation. In Switzerland, work on roofs is subject to the fall-protection rules of the federal Construction Work Ordinance and of Suva, the Swiss accident insurer. That is why our teams always work with fall protection, whether through permanently installed anchor points, temporary edge protection or safety ropes.",
    },
    {
      type: "ul",
      items: [
        "Find out how the roof can be reached safely: through a roof hatch, by a fixed ladder or with a lifting platform.",
        "Make a note of where the anchor points are, and have them checked regularly.",
        "Keep roof plans showing drains, emergency overflows and penetrations where you can find them.",
        "Never go onto the roof alone, and never when it is wet, icy or stormy.",
      ],
    },
    {
      type: "callout",
      title: "Rooflights are not for standing on",
      text: `Rooflights and skylights generally cannot bear a person’s weight, and in summer they are often hard to see among tall grass. Keep your distance, or have them secured with grilles or barriers. And should anything go wrong, we carry liability insurance of up to ${insurance}.`,
    },

    { type: "h2", text: "Lasting value: why care protects the waterproofing" },
    {
      type: "p",
      text: "A well-kept green roof shields the waterproofing from UV light, hail and big swings in temperature. It holds back rainwater, takes pressure off the sewers, keeps the rooms below cooler in summer and gives insects and birds a place to live. But it only offers these benefits as long as it is intact.",
    },
    {
      type: "p",
      text: "Without care, the benefit turns into a liability. The roots of shrubs and trees find their way to junctions and seams, blocked drains leave water standing on the waterproofing, and waterlogged substrate puts extra weight on the structure. Damage under a green roof is also hard to find and costly to repair, because the substrate and plants have to be removed first. Compared with that, two to four visits a year are inexpensive insurance for the value of your property.",
    },
    {
      type: "ul",
      items: [
        "Roots of shrubs and trees are removed before they put the waterproofing at risk.",
        "Clear drains prevent water from backing up and causing damage in heavy rain.",
        "Intact vegetation protects the waterproofing from the weather for the long term.",
        "When you sell, make an insurance claim or renovate, reports and photos prove that the roof has been looked after.",
      ],
    },

    { type: "h2", text: "Combining a green roof with solar panels" },
    {
      type: "p",
      text: "More and more flat roofs carry both: planting and photovoltaics. The two go well together, because the vegetation keeps the air around the panels cooler, and solar panels work slightly more efficiently at lower temperatures. For it to stay that way, the plants must not shade the panels. Plants in front of the lower edge of the panels have to be kept low, and tree seedlings between the rows of panels are removed early. On combined roofs we are happy to take care of the green roof and clean the panels on the same visit.",
    },
    {
      type: "p",
      text: `A note on our certified training: the certified training our team completed in ${siteFacts.certifiedSince} covers solar panel cleaning only. It does not apply to green roof maintenance; our experienced teams carry out that work according to the principles described in this article. You can read more on our [solar panel cleaning](page:solar) page.`,
    },

    { type: "h2", text: "Renting or sharing a building: who arranges the care?" },
    {
      type: "p",
      text: "If you rent, the green roof belongs to the building, so looking after it is normally a matter for your landlord or property manager rather than for you. What you can usefully do is report anything unusual: water stains on a ceiling, water standing on the roof after rain, or saplings and tall grass you can see from your window. A short e-mail with a photo is usually all it takes.",
    },
    {
      type: "p",
      text: "In a condominium (known as STWE in German-speaking and PPE in French-speaking Switzerland), a green roof on the shared roof is normally common property. Its care is decided by the owners’ association, usually on a proposal from the property manager, and a maintenance contract turns the cost into a fixed item in the annual budget. If you own a house with a planted garage or carport roof, the decision is yours alone, and two visits a year are quickly arranged.",
    },

    { type: "h2", text: "Planning the care: one-off visits or a maintenance contract" },
    {
      type: "p",
      text: "You can book individual maintenance visits with us at any time. For most green roofs, though, a maintenance contract is the simpler solution: the visits in spring and autumn, or once a season on intensive roofs, are firmly scheduled, and after storms we come by for an extra check if needed. For property managers and facility managers with several buildings we combine the visits; find out more on our page for [business customers](page:b2b).",
    },
    {
      type: "p",
      text: "Between visits there is plenty you can do yourself without setting foot on the roof:",
    },
    {
      type: "ol",
      items: [
        "After heavy rain, check whether water is building up on the roof or the emergency overflows are running.",
        "Look out for water stains on ceilings and walls below the roof, and report them straight away.",
        "From a window or a neighbouring building, watch for tall grasses or young trees taking hold.",
        "Have the gutters cleaned at least once a year too, or twice a year if there are trees nearby.",
      ],
    },
    {
      type: "p",
      text: "You can read more about our services on the pages for [green roof maintenance](page:greenRoof) and [gutter cleaning](page:gutterCleaning).",
    },
    {
      type: "p",
      text: "Would you like to put your green roof in good hands, or talk through the right intervals? Call or e-mail us (you will find the details on our [contact page](page:contact)), in English of course. If there are solar panels on the roof as well, our [quote calculator](page:prices#calculator) shows you straight away what cleaning them costs.",
    },
  ],
  faq: [
    {
      question: "How often does a green roof need maintenance?",
      answer:
        "Extensive green roofs with sedum, herbs and grasses need two visits a year, in spring and autumn. Intensive green roofs with perennials, lawn or shrubs need a visit once a season, four times a year. If there are deciduous trees nearby or there has been a storm, an extra check of the drains makes sense.",
    },
    {
      question: "Do I need to water an extensive green roof in summer?",
      answer:
        "As a rule, no. Extensive green roofs are designed to cope with drought, and sedum turning reddish or brown in high summer is a normal protective reaction. Only newly planted areas need watering while they establish themselves. Intensive green roofs, on the other hand, need regular watering during dry spells.",
    },
    {
      question: "Does your certified training also cover green roof maintenance?",
      answer: `No. The certified training our team completed in ${siteFacts.certifiedSince} covers solar panel cleaning only. Our experienced teams carry out green roof maintenance with fall protection and fixed maintenance checklists, and we carry liability insurance of up to ${insurance}.`,
    },
  ],
} satisfies BlogArticle;

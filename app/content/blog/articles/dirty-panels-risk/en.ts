import { siteFacts } from "../../../site-facts";
import type { BlogArticle } from "../../types";

const { light, heavy } = siteFacts.soilingLossPercent;
const insurance = `CHF ${siteFacts.liabilityInsuranceChf / 1_000_000} million`;

/** "Why dirty solar panels are a risk" (English), retold from the German article for expats in Switzerland. */
export const dirtyPanelsRiskEn = {
  title: "Why dirty solar panels are a risk, not just a cosmetic problem",
  description:
    "Bird droppings, leaves and lichen do more than cut your yield: they can cause hot spots and damage panels for good. What owners and tenants should know.",
  excerpt:
    "Dirt on solar panels is more than a blemish. We explain how soiling leads to lost yield, hot spots and early ageing, and what you can do to prevent it.",
  author: "Marco Keller, solar panel cleaning specialist",
  date: "2026-09-29",
  readTimeMinutes: 10,
  category: "Technology",
  tags: ["Solar panel cleaning", "Hot spots", "Bird droppings", "Panel protection"],
  intro: [
    `Many people assume the rain keeps their solar panels clean, and if you have just moved into a house in Basel or bought a flat in Zurich or Zug with panels on the roof, nobody may have told you otherwise. On gently sloping panels, and with stubborn deposits such as bird droppings, pollen, soot or lichen, rain is not enough. Dirt collects along the bottom edge of each panel, where the water runs off, and builds up into a layer that blocks the light. Light soiling costs ${light.from}–${light.to}% of the yield, heavy soiling ${heavy.from}–${heavy.to}%.`,
    "The knock-on damage matters even more. When a patch of dirt covers individual cells, they behave like a resistor and can get very hot: a so-called hot spot, which can permanently damage the cells and the backsheet. Lichen and moss also hold moisture against the frame. Whether you own the system, rent the home below it or share it with the other owners of a condominium, this article shows how to recognise critical soiling and how professional cleaning with demineralised water every one to two years helps to prevent it.",
  ],

  imageAlt: "Illustration: a row of solar panels on their frame under a blue sky and bright sun, above a green meadow",
  blocks: [
    { type: "h2", text: "The kinds of dirt you typically find on solar panels" },
    {
      type: "p",
      text: "Not all dirt is equally harmful. For a realistic picture, it helps to tell three kinds apart, because they affect yield, materials and safety in different ways.",
    },
    { type: "h3", text: "A film over the whole surface" },
    {
      type: "p",
      text: "Fine dust, soot, pollen, tyre and brake dust from roads and railway lines, or dust from farms and building sites settle as a thin film over the whole panel: think of a house on a busy tram route in Basel or a block of flats by the railway in Zurich. Every shower washes some of it away but leaves a residue that dries on and bonds with the next layer. The film absorbs light evenly and lowers the yield so gradually that you often only notice when you put the annual yields of several years side by side.",
    },
    { type: "h3", text: "Spots and patches" },
    {
      type: "p",
      text: "Bird droppings, leaves, blossom or resin cover individual cells partly or completely. Such spots are particularly harmful to both the yield and the panel, because the cells in a panel are wired in series: one heavily covered cell holds back the whole string. Bird droppings also stick firmly and hardly come off even in heavy rain.",
    },
    { type: "h3", text: "Moss, algae and lichen" },
    {
      type: "p",
      text: "Moss, algae and lichen like to settle on the lower frame, where dirt and moisture collect. From there they slowly spread over the cells, hold water and release substances that can attack surfaces. This growth never disappears on its own; it gets bigger every year.",
    },

    { type: "h2", text: "Risk 1: lost yield that adds up year after year" },
    {
      type: "p",
      text: `The most obvious damage is the electricity you do not get: ${light.from}–${light.to}% less with light soiling, ${heavy.from}–${heavy.to}% less with heavy soiling. And it is not a one-off: the loss recurs every year and grows for as long as nobody acts.`,
    },
    {
      type: "p",
      text: "An example: a 10 kWp system on a detached house on the Swiss Plateau produces around 10'000 kWh a year. If soiling costs 8%, 800 kWh are missing. In Switzerland, the power you do not use yourself is normally bought by your local utility at its feed-in tariff; at CHF 0.08 per kWh you miss out on CHF 64 a year. Had you used that power at home instead of buying more expensive electricity from the grid, the loss would be considerably higher. With larger systems on blocks of flats, commercial buildings or barns, the loss quickly runs to several hundred francs a year. Our article [How much output does a dirty solar panel system lose?](page:blog:output-loss) and our [loss calculator](page:lossCalculator) help you estimate the loss for your own system.",
    },

    { type: "h2", text: "Risk 2: hot spots, when single cells overheat" },
    {
      type: "p",
      text: "Hot spots are the main reason to take isolated patches of dirt seriously. They are caused not by the sun’s heat as such, but by the way the cells are wired.",
    },
    { type: "h3", text: "How a hot spot forms" },
    {
      type: "p",
      text: "A panel contains dozens of cells in series, all carrying the same current. If a bird dropping or a wet leaf lies on one cell, it produces hardly any power, yet the other cells in the string still push their current through it. The covered cell then behaves like a resistor and turns electrical power into heat. Bypass diodes in the junction box limit this effect by bypassing a string of cells, but they do not give full protection in every situation, and while a string is bypassed it produces no power at all.",
    },
    {
      type: "p",
      text: "If the shading lasts for weeks or months, the heat can permanently damage the cell, its soldered connections and the backsheet. Typical results are discolouration, spreading micro-cracks and, in extreme cases, a burnt spot in the backsheet. Such a panel loses output for good, even after thorough cleaning.",
    },
    { type: "h3", text: "Warning signs of hot spots" },
    {
      type: "ul",
      items: [
        "Your monitoring shows one string producing noticeably less than comparable strings facing the same way.",
        "Individual cells show brownish or yellowish discolouration.",
        "Stubborn marks such as bird droppings have been sitting in the same place for months.",
        "Blisters, discolouration or scorch marks are visible in the backsheet on the back of the panel.",
      ],
    },
    {
      type: "p",
      text: "Only a thermal image of the system taken in sunshine while it is running, for example by your installer, gives you certainty. If you notice any of these signs, please do not treat the affected areas yourself; call in a specialist.",
    },

    { type: "h2", text: "Risk 3: damage to glass, frames and seals" },
    {
      type: "p",
      text: "The front glass of modern panels is tough, but not indestructible. Many manufacturers add an anti-reflective coating that lets more light reach the cells, and aggressive deposits and the wrong cleaning wear down exactly this layer.",
    },
    {
      type: "ul",
      items: [
        "Acids in bird droppings and lichen can attack the glass and its coating if left long enough.",
        "Ammonia from stables and slurry binds with dust into a tough crust that gets harder to remove every year.",
        "Moss and lichen on the frame hold moisture and can speed up the ageing of seals and edges.",
        "Hard tap water leaves limescale marks as it dries, which absorb light and trap new dirt.",
        "Scouring sponges, hard brushes and pressure washers scratch the coating or force water into frames and seals.",
      ],
    },
    {
      type: "p",
      text: "Some of this damage cannot be undone: the longer deposits are left, the more likely a dull residue remains after cleaning. Early care is almost always cheaper than extensive repairs many years later.",
    },

    { type: "h2", text: "Risk 4: your warranty and proof of care" },
    {
      type: "p",
      text: "Manufacturers usually give two warranties on solar panels: a product warranty against defects in materials and workmanship, and a performance warranty that guarantees a minimum output over many years. Both come with conditions. Many manufacturers’ installation and maintenance instructions say how the panels may be cleaned and what to avoid, such as high pressure, solvents or abrasive cleaners.",
    },
    {
      type: "p",
      text: "For you as an owner, this means that damage caused by neglect or unsuitable cleaning can lead to disputes with the manufacturer: a hot spot caused by a bird dropping left for months can hardly be claimed as a product defect. So keep invoices and cleaning reports with the system’s documents. They show that the system has been properly cared for and record its condition at a given time. In a condominium (known as STWE in German-speaking and PPE in French-speaking Switzerland), these papers are often kept by the owners’ association or its property manager, and if you are buying a house or flat with solar panels, it is worth asking to see them. The warranty terms or your installer will tell you which obligations apply to your panels.",
    },

    { type: "h2", text: "Risk 5: fire safety and personal safety" },
    {
      type: "p",
      text: "A professionally installed solar panel system is safe, but dirt and a lack of checks can raise the risk, especially when several shortcomings come together.",
    },
    { type: "h3", text: "Leaves, nests and animals under the panels" },
    {
      type: "p",
      text: "Leaves, twigs and nesting material collect under the panels. Once dry, this material burns easily, and it lies exactly where cables and connectors run. Pigeons and martens also damage cable insulation. During a cleaning, our specialists can spot such places and record them before a gnawed cable becomes a real problem.",
    },
    { type: "h3", text: "Electrical safety and the risk of falling" },
    {
      type: "p",
      text: "Solar panels are live as soon as light falls on them and cannot simply be switched off, and direct current from a damaged cable is dangerous. Never clean panels with cracked glass, damaged cables or open junction boxes, and do not touch such spots. Then there is the risk of falling: on steep roofs, wet tiles and mossy surfaces it is easy to lose your footing. Roof work belongs in the hands of experienced people with fall protection. And if you rent, any work up there is a matter for your landlord.",
    },
    {
      type: "callout",
      title: "Important for your safety",
      text: "Do not climb onto the roof to clean the panels yourself, and do not use a pressure washer. Instead, take a few photos of the panels from the ground or from a roof window and send them to us. We will then tell you whether cleaning is needed.",
    },

    { type: "h2", text: "How to spot critical soiling" },
    {
      type: "p",
      text: "You do not need to go up on the roof to judge your system. These steps give you a good picture:",
    },
    {
      type: "ol",
      items: [
        "Compare monthly and annual yields in the monitoring with previous years: a gradual decline points to soiling, a sudden drop more likely to a technical fault. Tenants can ask the landlord or property manager for the figures.",
        "Look at the panels when the sun is low, from the ground, a roof window or a taller building nearby, ideally with binoculars. A grey haze, a dark line along the bottom edge or light-coloured spots are easy to see.",
        "Look for green on the frames: moss and lichen show that moisture and dirt stay there a long time.",
        "Check the surroundings: trees, fields, stables, building sites, busy roads or railway lines nearby make panels dirty faster.",
        "Watch the birds: if pigeons or gulls regularly sit on the ridge, expect droppings on the panels.",
      ],
    },
    {
      type: "p",
      text: "If more than one point applies, or the last cleaning was more than two years ago, have the system assessed by a professional.",
    },

    { type: "h2", text: "Prevention done right: cleaning without the risks" },
    {
      type: "p",
      text: "The good news: you can reliably prevent most of these risks by having your system professionally cleaned, and checked at the same time, every one to two years. The method is what counts, because the wrong kind of cleaning does more harm than the dirt itself.",
    },
    {
      type: "ul",
      items: [
        "Water demineralised on site with an ion-exchange filter dissolves the dirt and dries without limescale marks, with no chemicals at all.",
        "Soft brushes loosen deposits without scratching the glass or its coating.",
        "Low pressure of 1 to 3 bar is gentle on frames and seals; we never use pressure washers.",
        "On large flat roofs a cleaning robot covers the surface evenly without putting strain on the panels; drones help us inspect and document roofs that are hard to reach.",
        `Our teams work with fall protection, and we carry liability insurance of up to ${insurance}.`,
      ],
    },
    {
      type: "p",
      text: "A system of 50 to 100 m² takes two to four hours on site. Appointments are usually possible within one to two weeks, or within three to four weeks in the high season. While cleaning, we look out for visible damage such as cracks, loose cables or discolouration and note it in the cleaning report, a useful record for warranty questions, landlords and owners’ associations. Read more about how we work on our [solar panel cleaning](page:solar) page, or find answers to common questions in our [FAQ](page:faq).",
    },
    {
      type: "callout",
      title: "Rule of thumb",
      text: "A gradual fall in yield, a visible line of dirt or green on the frames: then it is time for a cleaning. If a mark has been sitting on the same cell for months, do not wait for the next regular appointment.",
    },
    {
      type: "p",
      text: "Would you like to know how your system is doing? [Call or e-mail us](page:contact), in English of course, or work out your price straight away with our [quote calculator](page:prices#calculator): no travel costs, and backed by our satisfaction guarantee. If you rent, pass this article on to your landlord or property manager, who usually commissions work on the roof.",
    },
  ],
  faq: [
    {
      question: "Isn’t rain enough to keep solar panels clean?",
      answer:
        "Rain washes away some of the loose dust, but not deposits that stick, such as bird droppings, resin, lichen or the line of dirt along the bottom edge of the panels. On gently sloping panels the water also stays put and leaves dirt behind as it evaporates. Professional cleaning every one to two years therefore makes sense even in rainy regions.",
    },
    {
      question: "Can dirt damage a solar panel permanently?",
      answer:
        "Yes. If a patch of dirt covers a cell for a long time, the cell can overheat into a hot spot, damaging the cell itself, its soldered connections or the backsheet. Acidic deposits such as bird droppings and lichen can also attack the coating on the glass. This kind of damage remains even after cleaning.",
    },
    {
      question: "Can I clean my solar panels myself with a pressure washer?",
      answer:
        "We strongly advise against it. High pressure can damage the coating, seals and frames, and many manufacturers exclude such damage from their warranty. There is also the risk of falling, and of electrical hazards on the roof. We clean with demineralised water, soft brushes and low pressure of 1 to 3 bar.",
    },
    {
      question: "I rent my home. Who arranges the cleaning?",
      answer:
        "Usually the owner of the system: your landlord, or in a condominium the owners’ association through its property manager. If you notice dirt or a fall in yield, let them know and send them a few photos. When you contact us, include their details and we can take it from there.",
    },
  ],
} satisfies BlogArticle;

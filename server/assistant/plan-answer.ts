import { b2bFacts } from "#app/content/pages/b2b/roi";
import { cleaningAreaM2, priceTierAt, type RoofType } from "#app/domain/pricing";
import type { AnyCardId as CardId } from "./cards";
import type { BlogArticleKey } from "#app/content/blog-slugs";
import type { Attribute, Service, Understanding } from "./asked";

/**
 * From what is asked (service and attributes) and the slots the question fills (a size, a place,
 * a kWp figure), the parts of the answer: cards of the site's facts, or figures computed from the
 * pricing, cities and loss modules. A size or a place fills a slot; it never decides the topic.
 * Pure.
 */
export type AnswerStep =
  | { kind: "card"; card: CardId }
  | { kind: "solarQuote" }
  | { kind: "roofQuote"; withVat?: boolean }
  | { kind: "tierRate"; areaM2: number; named?: boolean }
  | { kind: "city" }
  | { kind: "loss" }
  | { kind: "regionProjects" }
  | { kind: "team" }
  | { kind: "article"; article: BlogArticleKey };

export interface Slots {
  size?: { size: number; unit: "m2" | "kwp" | "panel" };
  /** The roof the panels sit on, named now or in an earlier turn. */
  roofType?: RoofType;
  place?: { region?: string };
  kwp?: number;
  /** The question names Romandie or a French-speaking town / Ticino or an Italian-speaking town. */
  area?: "romandie" | "ticino";
  /** The question asks a radius or a distance ("Welchen Umkreis …?", "how far do you go?"). */
  radius?: boolean;
  /** The VAT is asked with a price: a roof's price is given with it. */
  withVat?: boolean;
  /** The question names an intensive green roof (a roof garden). */
  intensive?: boolean;
  /** The earlier turn that stated the system whose loss is asked now (where it stands is read there too). */
  kwpTurn?: string;
  /**
   * The areas whose rate per m² is asked, in m²: a band's ("au-dessus de 2000 m²") or the visitor's own size, `named`
   * ("and per m² at 400 m²?").
   */
  rateAreas?: { areaM2: number; named?: boolean }[];
}

const card = (id: CardId): AnswerStep => ({ kind: "card", card: id });

/** The card that says what a service is, for a question that names only the service. */
const SERVICE_OVERVIEW: Record<Service, CardId> = {
  solar: "method",
  roof: "roofMethod",
  gutter: "gutterPrice",
  greenRoof: "greenRoofTasks",
  b2b: "b2bContracts",
  maintenance: "maintenanceContract",
};

function mainService(services: readonly Service[]): Service | undefined {
  // A business or a contract is the customer or the form; the object cleaned is the service asked about.
  return (
    services.find((s) => s === "roof" || s === "gutter" || s === "greenRoof") ??
    services.find((s) => s === "solar") ??
    services[0]
  );
}

function stepsFor(attribute: Attribute, services: readonly Service[], slots: Slots): AnswerStep[] {
  const service = mainService(services);
  const b2b = services.includes("b2b");
  const contract = services.includes("maintenance");
  switch (attribute) {
    case "price":
      // A roof area prices the roof, whatever else is named with it (gutters are priced by length).
      if (services.includes("roof") && slots.size?.unit === "m2")
        return [{ kind: "roofQuote", withVat: slots.withVat }, card("roofPrice")];
      if (service === "roof")
        return slots.size?.unit === "m2"
          ? [{ kind: "roofQuote", withVat: slots.withVat }, card("roofPrice")]
          : [card("roofPrice")];
      if (service === "gutter") return [card("gutterPrice")];
      if (service === "greenRoof") return [card("greenRoofPrice")];
      if (b2b && !slots.size) return [card("b2bContracts"), card("b2bConsultation")];
      if (contract && !slots.size) return [card("maintenanceContract")];
      return slots.size ? [{ kind: "solarQuote" }] : [card("solarPrice")];
    case "premium":
      return [card("premiumPackage")];
    case "priceComposition":
      // "Was kostet die Dachreinigung pro m²?" – "und für 180 m²?": the rate asked before, now for an area, is computed.
      if (service === "roof" && slots.size?.unit === "m2") return [{ kind: "roofQuote" }, card("roofPrice")];
      if (service === "roof") return [card("roofPrice")];
      // The solar rates say nothing about gutters or green roofs, whose prices are made up their own way.
      if (service === "gutter") return [card("gutterPrice")];
      if (service === "greenRoof") return [card("greenRoofPrice")];
      if (slots.rateAreas && (service === undefined || service === "solar"))
        return [...slots.rateAreas.map((area) => ({ kind: "tierRate" as const, ...area })), card("priceComposition")];
      return [card("priceComposition")];
    case "quoteHow":
      // "Gibt es für die Dachreinigung auch einen Rechner?": the roof's price card names its own price calculator.
      // "650 m², euer Rechner geht nur bis 500: wie rechnet ihr da?": an area beyond it is priced at the same rate.
      if (service === "roof" && slots.size?.unit === "m2") return [{ kind: "roofQuote" }, card("roofPrice")];
      return service === "roof" ? [card("roofPrice")] : [card("quoteHowItWorks")];
    case "validity":
      return [card("quoteValidity")];
    case "order":
      return [card("orderAfterQuote")];
    case "payment":
      return [card("payment")];
    case "travel":
      return [card("travelCosts")];
    case "vat":
      // "Mein Dach hat 180 m², was kostet die Dachreinigung?" – "Und mit MWST?": the roof's price with the VAT.
      if (service === "roof" && slots.size?.unit === "m2") return [{ kind: "roofQuote", withVat: true }];
      // "40 Module, was kostet das inkl. MwSt?": the quote for the size states the VAT and the total with it.
      return slots.size && (service === undefined || service === "solar" || service === "b2b")
        ? [{ kind: "solarQuote" }]
        : [card("vat")];
    case "insurance":
      return [card("insurance")];
    case "warranty":
      return [card("warrantyPanels")];
    case "guarantee":
      return service === "roof" ? [card("roofGuarantee")] : [card("guarantee")];
    case "certification":
      return service === "greenRoof" ? [card("greenRoofCertification")] : [card("certification")];
    case "method":
      if (service === "roof") return [card("roofMethod")];
      if (service === "greenRoof") return [card("greenRoofTasks")];
      if (service === "gutter") return [card("gutterPrice")];
      return [card("method")];
    case "regionalTeam":
      return [{ kind: "team" }];
    case "process":
      // The solar page's steps, then what we clean with; other services have no steps on the site.
      if (service === "roof") return [card("roofMethod")];
      if (service === "greenRoof") return [card("greenRoofTasks")];
      if (service === "gutter") return [card("gutterPrice")];
      return [card("cleaningProcess"), card("method")];
    case "chemicals":
      // A roof is cleaned without cleaning agents, which its method card says.
      return service === "roof" ? [card("roofMethod")] : [card("chemicals")];
    case "highPressure":
      return service === "roof" ? [card("roofMethod")] : [card("highPressure")];
    case "robots":
      return [card("robotsDrones")];
    case "duration":
      // The site states how long a solar cleaning takes, not a roof's, a gutter's or a green roof's.
      return service === "roof" || service === "gutter" || service === "greenRoof" ? [] : [card("duration")];
    case "onTheDay":
      return [card("onTheDay")];
    case "interval":
      if (service === "roof") return [card("roofInterval")];
      if (service === "gutter") return [card("gutterInterval")];
      if (service === "greenRoof") return [card("greenRoofInterval")];
      // A business asking how often is answered by the contracts' intervals; a home next to a barn or a farm by the
      // panels' interval, which speaks of farms.
      if (b2b && (contract || services.length === 1)) return [card("b2bContracts")];
      return [card("solarInterval")];
    case "yield":
      return [card("yieldGain")];
    case "paysOff":
      return [card("paysOff")];
    case "loss":
      return slots.kwp !== undefined ? [{ kind: "loss" }] : [card("yieldGain")];
    case "leadTime":
      return [card("leadTime")];
    case "replyTime":
      return [card("replyTime")];
    case "responseTime":
      return slots.place ? [{ kind: "city" }] : [card("leadTime")];
    case "hours":
      return [card("hours")];
    case "contact":
      return [card("contact")];
    case "emergency":
      // "Notfall in Winterthur, wie schnell seid ihr da?": the place's call-out time, then how to reach us urgently.
      return slots.place ? [{ kind: "city" }, card("emergency")] : [card("emergency")];
    case "regions":
      // "Welchen Umkreis deckt ihr von Basel aus ab?": the area we cover, whatever town it is measured from.
      if (slots.radius) return [card("regions")];
      // "Auch in der Romandie, z.B. in Lausanne?": the town, and what we say of its region.
      // "Vous venez à Monthey?" – "et les gouttières là-bas?": the place is served, and the service named is what we do.
      if (slots.place) {
        const named = service === "roof" || service === "gutter" || service === "greenRoof" ? service : undefined;
        if (named) return [{ kind: "city" }, card(SERVICE_OVERVIEW[named])];
        return slots.area ? [{ kind: "city" }, card(slots.area)] : [{ kind: "city" }];
      }
      return slots.area ? [card("regions"), card(slots.area)] : [card("regions")];
    case "asbestos":
      return [card("asbestos")];
    case "article":
      return [{ kind: "article", article: articleAbout(services) }];
    case "roiExamples":
      return [card("roiExamples")];
    case "slateRoof":
      return [card("slateRoof")];
    case "metalRoof":
      return [card("metalRoof")];
    case "leafGuard":
      return [card("leafGuard")];
    case "tasks":
      if (service === "greenRoof") return [card("greenRoofTasks")];
      if (service === "roof") return [card("roofPrice")];
      if (service === "gutter") return [card("gutterPrice")];
      if (service === "solar") return [card("premiumPackage")];
      return [card("maintenanceContract")];
    case "contracts":
      // "Welcher Vertrag passt zu 1'200 m²?": only the business contracts come in sizes, from their minimum area on.
      if (b2b || (slots.size && cleaningAreaM2(slots.size.size, slots.size.unit) >= b2bFacts.minAreaM2))
        return [card("b2bContracts")];
      if (service === "greenRoof" || service === "roof" || service === "gutter") return [card("maintenanceContract")];
      return b2b || !contract ? [card("b2bContracts")] : [card("maintenanceContract")];
    case "consultation":
      return [card("b2bConsultation")];
    case "plan":
      // "Was empfiehlt euer Wartungsplan für Dachrinnen?": the plan, and what it says of that object: its interval.
      return service === "solar" || service === "roof" || service === "gutter" || service === "greenRoof"
        ? [card("maintenancePlan"), ...stepsFor("interval", services, slots)]
        : [card("maintenancePlan")];
    case "season":
      // The gutters' best time is after the leaves fall, which their interval card says; the season card is the panels'.
      if (service === "gutter") return [card("gutterInterval")];
      return service === "greenRoof" ? [card("greenRoofSeasons")] : [card("season")];
    case "rain":
      // The card is about panels in the rain; rain on a gutter or a roof is another question.
      return service === undefined || service === "solar" ? [card("rain")] : [];
    case "diy":
      return [card("doItYourself")];
    case "repairs":
      return [card("repairs")];
    case "included":
      if (service === "roof") return [card("roofPrice")];
      if (service === "greenRoof") return [card("greenRoofTasks")];
      if (service === "gutter") return [card("gutterPrice")];
      return [card("includedInPrice")];
    case "surcharges":
      return [card("travelCosts")];
    case "whatsapp":
      return [card("whatsapp")];
    case "report":
      return [card("cleaningReport")];
    case "difference":
      return service === "greenRoof" ? [card("greenRoofTypes")] : [];
    case "combine":
      if (services.includes("greenRoof") && services.includes("solar")) return [card("greenRoofWithSolar")];
      if (services.includes("roof") && services.includes("solar")) return [card("roofWithSolar")];
      if (services.includes("gutter") && services.includes("solar")) return [card("gutterWithSolar")];
      // Gutters are cleaned with the roof, in its price.
      if (services.includes("roof") && services.includes("gutter")) return [card("roofPrice")];
      return [];
    case "watering":
      // The article's answer is about extensive roofs; an intensive one is watered in dry spells (the seasons' tasks).
      if (service !== "greenRoof") return [];
      return slots.intensive ? [card("greenRoofSeasons")] : [card("greenRoofWatering")];
    case "greenRoofWinter":
      return service === "greenRoof" ? [card("greenRoofWinter")] : [];
    case "insuranceProof":
      return [card("insuranceProof")];
    case "languages":
      return [card("languages")];
    case "operations":
      return [card("b2bOperations")];
    case "minimum":
      return [card("b2bMinimum")];
    case "quoteFree":
      return [card("quoteFree")];
    case "tariff":
      return [card("lossAssumptions")];
    case "tariffInput":
      return [card("tariffToEnter")];
    case "monitoring":
      return [card("monitoringSoiling")];
    case "suddenDrop":
      return [card("suddenDrop")];
    case "decline":
      return [card("declineQuote")];
    case "acceptForm":
      return [card("acceptForm")];
    case "projects":
      // Counted for the six regions with a team; elsewhere, and without a place, the company's own figures.
      return slots.place ? [{ kind: "regionProjects" }] : [card("company")];
    case "company":
      return [card("company")];
    case "lossGuideExamples":
      return [card("lossGuideExamples")];
    case "soilingIndex":
      return [card("soilingIndex")];
    case "ownUseExample":
      return [card("ownUseExample")];
    case "photosForQuote":
      return [card("quoteWithoutPhotos")];
    case "greenRoofMixed":
      return [card("greenRoofMixed")];
    case "warrantyRisk":
      return [card("warrantyRisk")];
    case "certificationProof":
      return [card("documentsOnRequest")];
    case "contactPerson":
      return [card("businessContactPerson")];
    case "foundingReason":
      return [card("foundingReason")];
    case "soilingSlider":
      return [card("soilingSlider")];
    case "basicPackage":
      return [card("basicPackage")];
    case "afterAcceptance":
      return [card("afterAcceptance")];
    case "sedumColour":
      return [card("sedumColour")];
    case "companyHistory":
      return [card("companyGrowth")];
    case "reviews":
      // The gutter cleaning has its own rating on its page.
      return service === "gutter" ? [card("gutterReviews")] : [card("reviews")];
    case "calculatorInputs":
      return [card("calculatorInputs")];
    case "identity":
      return [card("companyIdentity")];
    case "office":
      return [card("contact")];
    case "soilingDamage":
      return [card("soilingDamage")];
    case "waterSource":
      return [card("waterSupply")];
    case "roofFactor":
      return [card("roofFactor")];
    case "dataRights":
      return [card("dataRights")];
    case "roofAreaEstimate":
      return [card("roofAreaEstimate")];
    case "calculatorEstimates":
      return [card("calculatorEstimates")];
    case "saharaDust":
      return [card("saharaDust")];
    case "damageDuringCleaning":
      return [card("damageDuringCleaning")];
    case "chatPrivacy":
      return [card("chatPrivacy")];
    case "dataLocation":
      return [card("dataLocation")];
    case "personalData":
      return [card("dataRetention")];
    case "calculatorData":
      return [card("calculatorPrivacy")];
    case "reminder":
      return [card("reminder")];
    case "safety":
      return [card("safety")];
    case "tenant":
      return [card("tenant")];
    case "snowYourself":
      return [card("snowYourself")];
    case "walkOnPanels":
      // Only the panels are never stepped on; walking on a roof is part of every roof job.
      return services.includes("solar") ? [card("walkOnPanels")] : [];
    case "seedlings":
      return [card("greenRoofSeedlings")];
    case "newsletter":
    case "videoPrivacy":
    case "analytics":
    case "explainerVideo":
    case "lossWear":
    case "beforeAfter":
    case "contractBenefits":
      return [card(attribute)];
    case "servicesOverview":
      return [card("servicesOverview")];
    case "fixedPrice":
      return [card("fixedPrice")];
    case "permission":
      return [card("robotsDrones")];
  }
}

/** The blog article about what a service asks: green roofs have their own; panels' soiling, the calculator and the return have theirs. */
function articleAbout(services: readonly Service[]): BlogArticleKey {
  if (services.includes("greenRoof")) return "green-roof-intervals";
  if (services.includes("b2b") || services.includes("maintenance")) return "regular-cleaning-roi";
  return "dirty-panels-risk";
}

/** Attributes whose card depends on the object cleaned, so a question naming several objects gets one card each. */
const PER_OBJECT: ReadonlySet<Attribute> = new Set<Attribute>(["interval", "price", "method", "guarantee"]);

/** At most this many parts: a longer answer stops reading like an answer. */
const MAX_STEPS = 3;

/**
 * The steps of the answer, or an empty list when nothing the site states was asked (the
 * answerer then hands over or searches).
 */
export function planAnswer(understood: Understanding, slots: Slots): AnswerStep[] {
  const { services, attributes } = understood;
  let steps: AnswerStep[] = [];
  // Panels on a green roof: the one card about doing both comes first, whatever else is asked.
  if (services.includes("greenRoof") && services.includes("solar")) steps.push(card("greenRoofWithSolar"));
  // "Wie oft die Module und wie oft die Dachrinne?": an attribute asked of several objects is answered for each of them.
  const objects: Service[] = services.filter(
    (s) => s === "solar" || s === "roof" || s === "gutter" || s === "greenRoof",
  );
  const others = services.filter((s) => !objects.includes(s));
  for (const attribute of attributes) {
    if (PER_OBJECT.has(attribute) && objects.length > 1 && !attributes.includes("combine") && !slots.size)
      for (const object of objects) steps.push(...stepsFor(attribute, [object, ...others], slots));
    else steps.push(...stepsFor(attribute, services, slots));
  }
  if (steps.length === 0) {
    if (slots.size && (services.length === 0 || mainService(services) === "solar" || mainService(services) === "b2b"))
      steps.push({ kind: "solarQuote" });
    else if (slots.size && mainService(services) === "roof" && slots.size.unit === "m2")
      steps.push({ kind: "roofQuote" });
    else if (slots.kwp !== undefined) steps.push({ kind: "loss" });
    else if (slots.place) {
      // "Mached ihr au Gründächer z Basel?": the place is served, and the service named is what we do there.
      steps.push({ kind: "city" });
      const service = mainService(services);
      // "Une régie avec 12 immeubles à Lausanne, vous proposez quoi ?": a business or a manager gets the contracts.
      const customer = services.includes("b2b") ? "b2b" : services.includes("maintenance") ? "maintenance" : undefined;
      if (service === "roof" || service === "gutter" || service === "greenRoof")
        steps.push(card(SERVICE_OVERVIEW[service]));
      else if (customer) steps.push(card(SERVICE_OVERVIEW[customer]));
    } else if (understood.mentionsQuote) steps.push(card("quoteHowItWorks"));
    else {
      const service = mainService(services);
      if (service) steps.push(card(SERVICE_OVERVIEW[service]));
    }
  }
  // "Macht ihr auch Dachrinnen? Und kostet die Anfahrt extra?": the service's own passage says that we do it.
  const offered = mainService(services);
  // Whether it was offered from the start is its history alone.
  if (
    understood.asksWhetherOffered &&
    steps.length > 0 &&
    !attributes.includes("companyHistory") &&
    (offered === "roof" || offered === "gutter" || offered === "greenRoof")
  )
    steps.unshift(card(SERVICE_OVERVIEW[offered]));
  const seen = new Set<string>();
  steps = steps.filter((step) => {
    const key =
      step.kind === "card"
        ? step.card
        : step.kind === "tierRate"
          ? `tierRate ${priceTierAt(step.areaM2).chfPerM2}`
          : step.kind;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return steps.slice(0, MAX_STEPS);
}

/**
 * What can be asked, in the order an answer takes them: the services (solar, roof, gutter, green roof, business,
 * maintenance contract) and the attributes (price, interval, travel costs, …), and what a question is understood to ask.
 */
export const services = ["solar", "roof", "gutter", "greenRoof", "b2b", "maintenance"] as const;
export type Service = (typeof services)[number];

export const attributes = [
  "emergency",
  "price",
  "premium",
  "priceComposition",
  "quoteHow",
  "validity",
  "order",
  "payment",
  "travel",
  "vat",
  "insurance",
  "warranty",
  "guarantee",
  "certification",
  "method",
  "chemicals",
  "highPressure",
  "robots",
  "duration",
  "onTheDay",
  "interval",
  "yield",
  "loss",
  "leadTime",
  "replyTime",
  "responseTime",
  "hours",
  "contact",
  "regions",
  "asbestos",
  "slateRoof",
  "roiExamples",
  "article",
  "metalRoof",
  "leafGuard",
  "tasks",
  "contracts",
  "consultation",
  "plan",
  "season",
  "company",
  "reviews",
  "paysOff",
  "rain",
  "diy",
  "repairs",
  "included",
  "surcharges",
  "whatsapp",
  "difference",
  "report",
  "combine",
  "operations",
  "minimum",
  "quoteFree",
  "tariff",
  "tariffInput",
  "monitoring",
  "watering",
  "insuranceProof",
  "languages",
  "calculatorInputs",
  "identity",
  "office",
  "soilingDamage",
  "waterSource",
  "personalData",
  "calculatorData",
  "reminder",
  "safety",
  "servicesOverview",
  "fixedPrice",
  "permission",
  "projects",
  "acceptForm",
  "decline",
  "walkOnPanels",
  "seedlings",
  "tenant",
] as const;
export type Attribute = (typeof attributes)[number];

export interface Understanding {
  services: Service[];
  /** Attributes in the order the question names them. */
  attributes: Attribute[];
  /** Whether the question names a quote/offer word without saying what about it ("eine Offerte bitte"). */
  mentionsQuote: boolean;
  /** The question's words that no service, attribute or quote word explains (in order, folded). */
  unexplained: string[];
}

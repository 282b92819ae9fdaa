import type { CtaCopy, FaqCopy, HeroCopy, LinkCopy, PageContent, TitledText } from "../types";

/**
 * /dachreinigung (German only, spec 2): hero, methods, material-specific procedures, safety,
 * three price examples, customer types, process, roof price widget, before/after, related
 * services and FAQ. Every amount is computed from the roof price constants, never typed in.
 */
export type RoofServiceIcon = "pressure" | "heat" | "brush" | "shield";

/** Roof service (spec 3): title, description, icon, features. */
export interface RoofService {
  title: string;
  description: string;
  icon: RoofServiceIcon;
  features: string[];
}

export interface MaterialProcedure {
  key: string;
  title: string;
  description: string;
  /** The working pressure and temperature in one line. */
  pressure: string;
  steps: string[];
}

/** Customer type (spec 3): title, description, benefits, typical. */
export interface CustomerType {
  title: string;
  description: string;
  benefits: string[];
  typical: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface PriceExample {
  /** One of the widget's example areas (ROOF_EXAMPLE_AREAS), m². */
  area: number;
  title: string;
  description: string;
}

export interface BeforeAfterImage {
  caption: string;
  alt: string;
}

/** Texts of the roof price widget (spec 4, 9); `button` holds {area}. */
export interface RoofPriceWidgetText {
  areaLabel: string;
  areaHint: string;
  pricePerM2Label: string;
  travelLabel: string;
  totalLabel: string;
  includedTitle: string;
  included: string[];
  onRequest: string;
  examplesTitle: string;
  largerRoofs: string;
  button: string;
}

export interface RoofCleaningContent extends PageContent {
  hero: HeroCopy & { contactButton: LinkCopy; calculatorButton: string; badge: string };
  methods: { title: string; intro: string; items: RoofService[] };
  materials: { title: string; intro: string; pressureLabel: string; items: MaterialProcedure[] };
  safety: { title: string; intro: string; items: TitledText[] };
  prices: { title: string; intro: string; areaLabel: string; totalLabel: string; examples: PriceExample[] };
  customers: {
    title: string;
    typicalLabel: string;
    items: CustomerType[];
    contractTitle: string;
    contractText: string;
    contractLink: LinkCopy;
  };
  process: { title: string; steps: ProcessStep[] };
  /** The widget's section (anchor #preisrechner); `contact` is where its button leads. */
  calculator: { title: string; intro: string; contact: LinkCopy["to"] };
  widget: RoofPriceWidgetText;
  beforeAfter: { title: string; intro: string; before: BeforeAfterImage; after: BeforeAfterImage };
  moreTitle: string;
  related: { title: string; text: string; links: LinkCopy[] };
  gutter: TitledText & { link: LinkCopy };
  cta: CtaCopy & { contactButton: LinkCopy; gutterButton: LinkCopy };
  faq: FaqCopy;
}

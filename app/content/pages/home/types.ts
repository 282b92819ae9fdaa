import type { LocationTypeId } from "#app/domain/loss";
import type { CtaCopy, LinkCopy, MarkedCard, PageContent, PageKey, TitledText } from "../types";

/**
 * The home page (/, /fr, /it, /en; spec 2 "Home"): hero buttons, explainer video, the
 * private/business chooser, solar section, before/after gallery, home loss calculator, green
 * roof and roof cleaning, six benefits, regions with project counts and reviews. The Italian
 * home adds four reasons, two services and a closing call to action (spec 2).
 */

/** Scenes the gallery draws as SVG (no photos): a family house, a commercial flat roof, a barn. */
export type GalleryScene = "einfamilienhaus" | "gewerbedach" | "scheune";

export interface GalleryImage {
  scene: GalleryScene;
  alt: string;
}

/** Gallery case (spec 3), its texts in the page language. */
export interface GalleryCase {
  id: string;
  title: string;
  location: string;
  before: GalleryImage;
  after: GalleryImage;
  improvement: string;
  area: string;
}

export interface GalleryCopy {
  title: string;
  intro: string;
  /** "Projekt {n} von {total}". */
  caseCounter: string;
  beforeLabel: string;
  afterLabel: string;
  toggleLabel: string;
  previous: string;
  next: string;
  locationLabel: string;
  areaLabel: string;
  improvementLabel: string;
  cases: GalleryCase[];
}

/** Review (spec 3): rating 1-5, ISO date and the date in words. Invented customers; no real people. */
export interface Review {
  id: string;
  name: string;
  location: string;
  rating: number;
  text: string;
  project: string;
  improvement: string;
  date: string;
  /** The date in words in the page language, formatted on the server (no date code in the browser). */
  dateText: string;
  source: string;
}

export interface ReviewsCopy {
  title: string;
  /** "{rating} von 5 Sternen" (screen readers). */
  ratingLabel: string;
  /** "{rating} von 5 – aus {count} Bewertungen". */
  summary: string;
  /** The overall rating as the language writes it ("4.9", "4,9"). */
  rating: string;
  count: number;
  projectLabel: string;
  improvementLabel: string;
  /** "Bewertung auf {source}". */
  sourceLabel: string;
  /** The language's quotation marks around a review: « » in German, French and Italian, “ ” in English. */
  quoteMarks: readonly [open: string, close: string];
  showAll: string;
  showLess: string;
  items: Review[];
}

/** Location type of the home loss calculator (spec 3); the pollution percent comes from loss.ts. */
export interface LocationType {
  id: LocationTypeId;
  name: string;
  pollution: number;
  description: string;
}

export interface LossCopy {
  title: string;
  intro: string;
  kwpLabel: string;
  kwpHint: string;
  locationLegend: string;
  /** "{percent} % Verschmutzung". */
  pollutionLabel: string;
  resultsTitle: string;
  revenueLoss: string;
  wear: string;
  damage: string;
  total: string;
  note: string;
  quoteButton: LinkCopy;
  detailLink: LinkCopy;
  /** Location selected at the start (with DEFAULT_KWP from loss.ts). */
  defaultLocation: LocationTypeId;
  locations: LocationType[];
}

export interface VideoCopy {
  title: string;
  text: string;
  playLabel: string;
  iframeTitle: string;
  privacyNote: string;
  /**
   * English home (spec 2): the player floats in a corner of wide screens. Its label and the
   * button that puts it back into its section; absent where the player stays in its section.
   */
  floating?: { label: string; dockLabel: string };
}

export interface AudienceOption {
  key: string;
  title: string;
  text: string;
  link: LinkCopy;
}

/** A service card of the home (green roof, roof cleaning): text, check list, link. */
export interface ServiceTeaser {
  title: string;
  text: string;
  points: string[];
  link: LinkCopy;
}

/** A service area of the page's own language region (Romandie, Ticino) with its towns. */
export interface ServiceArea {
  name: string;
  towns: string[];
}

/** One of the six regional teams with its project count (app/content/cities.ts). */
export interface RegionCount {
  page: PageKey;
  name: string;
  projects: number;
}

export interface RegionsCopy {
  title: string;
  intro: string;
  /** "{count} Projekte". */
  projects: string;
  teams: RegionCount[];
  /** French and Italian homes: their own service areas, before the teams' counts. */
  areas?: { title: string; intro: string; items: ServiceArea[] };
  /** Heading over the teams' counts when `areas` come first. */
  teamsTitle?: string;
}

export interface HomeContent extends PageContent {
  heroActions: { quoteButton: LinkCopy; lossButton: string };
  video: VideoCopy;
  audience: { title: string; intro: string; options: AudienceOption[] };
  solar: {
    title: string;
    text: string;
    points: string[];
    stats: { value: string; label: string }[];
    link: LinkCopy;
  };
  gallery: GalleryCopy;
  loss: LossCopy;
  greenRoof: ServiceTeaser;
  roofCleaning: ServiceTeaser;
  benefits: { title: string; items: TitledText[] };
  regions: RegionsCopy;
  reviews: ReviewsCopy;
  /** Italian home (spec 2): four reasons to choose us, right after the hero. */
  reasons?: { title: string; intro: string; items: MarkedCard[] };
  /** Italian home (spec 2): the two services at a glance. */
  services?: { title: string; items: (TitledText & { link: LinkCopy })[] };
  /** Italian home (spec 2): closing call to action. */
  closing?: CtaCopy & { primary: LinkCopy; secondary: LinkCopy };
}

/**
 * Texts of the maintenance-plan PDF (blog download), per language. Only facts the
 * site states already: solar page and FAQ (cleaning with a visual check every 1–2 years,
 * yield compared in the monitoring), roof cleaning page (every 3–5 years, 1–3 bar, flat roofs 0.5–1 bar,
 * hot water 80–95 °C), gutter page (at least yearly, twice near trees, three times
 * at the forest edge), green-roof page (seasonal care, extensive twice, intensive four
 * times a year) and the maintenance contracts (annual or half-yearly cleaning).
 * Swiss German (ss), Swiss French (no space before : ; ? !), Italian addressing the reader with a
 * capitalised "Lei", plain English. Each language gives examples from its own region: the Basel area
 * and the Plateau, Romandie (Léman, Rhône valley, bise, vineyards), Ticino (chestnut pollen, Saharan
 * dust, summer storms, the lakes).
 */
export interface MaintenancePlanCopy {
  /** Download file name; ASCII only. */
  fileName: string;
  tagline: string;
  uidLabel: string;
  title: string;
  intro: string;
  intervalsTitle: string;
  table: { object: string; task: string; interval: string; note: string };
  rows: Record<PlanObject, { object: string; task: string; interval: string; note: string }>;
  seasonsTitle: string;
  seasonsIntro: string;
  /** Spring, summer, autumn, winter (green-roof page). */
  seasons: { title: string; months: string; tasks: string[] }[];
  calendarTitle: string;
  /** January to December, short. */
  months: string[];
  calendarRows: Record<CalendarRow, string>;
  calendarLegend: { always: string; trees: string; forest: string };
  calendarNote: string;
  tipsTitle: string;
  tips: { title: string; text: string }[];
  ctaTitle: string;
  ctaText: string;
  offerLabel: string;
  contactLabel: string;
  /** Site paths of the offer and contact pages in this language. */
  offerPath: string;
  contactPath: string;
  page: (page: number, pages: number) => string;
}

export type PlanObject =
  "solarCleaning" | "solarCheck" | "roof" | "gutters" | "greenExtensive" | "greenIntensive" | "contract";

export type CalendarRow = "gutters" | "greenExtensive" | "greenIntensive";

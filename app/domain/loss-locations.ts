import { SOILING_MAX, SOILING_MIN, SOILING_STEP, type LocationTypeId } from "#app/domain/loss";

/** Names of the small inline SVG icons the location cards show (drawn in loss-page-calculator.tsx). */
export type LocationIconName = "house" | "tractor" | "factory" | "road";

/** A location option of the loss page (spec 3): id, name, beschreibung, icon, plus its initial soiling. */
export interface LossLocation {
  id: LocationTypeId;
  name: string;
  beschreibung: string;
  icon: LocationIconName;
  /** Soiling in percent the location's slider starts with (SOILING_MIN..SOILING_MAX, on SOILING_STEP). */
  initialSoiling: number;
}

/**
 * The four locations of /verlustrechner, first one preselected. The spec leaves the
 * initial soiling open ("Initial values: not shown"). The slider starts at 15 %, where
 * heavy soiling begins (site facts: heavy soiling costs 15-25 %), so each location starts
 * within that range, on the slider's 5 % step, ordered by how much dirt typically settles:
 * - wohngebiet 15 %: pollen, leaves and some bird droppings; rain rinses a good part off.
 * - gewerbe 20 %: dust and exhaust from production, workshops and delivery traffic.
 * - verkehr 25 %: soot, brake and tyre abrasion that sticks as an oily film.
 * - landwirtschaft 25 %: stable ammonia, harvest and field dust, many birds.
 * The blog guide /blog/verlustrechner-pv-reinigung uses the same levels (15 % house, 25 % farm).
 */
export const lossLocations: readonly LossLocation[] = [
  {
    id: "wohngebiet",
    name: "Wohngebiet",
    beschreibung: "Einfamilienhäuser und Wohnquartiere mit Pollen, Laub und etwas Vogelkot.",
    icon: "house",
    initialSoiling: 15,
  },
  {
    id: "landwirtschaft",
    name: "Landwirtschaft",
    beschreibung: "Ställe, Felder und Scheunen mit Staub, Ammoniak und vielen Vögeln.",
    icon: "tractor",
    initialSoiling: 25,
  },
  {
    id: "gewerbe",
    name: "Gewerbe",
    beschreibung: "Gewerbe- und Industriedächer mit Staub und Abgasen aus Betrieb und Lieferverkehr.",
    icon: "factory",
    initialSoiling: 20,
  },
  {
    id: "verkehr",
    name: "Verkehr",
    beschreibung: "Russ und Reifenabrieb von Hauptstrassen und Autobahnen, Bremsstaub von Bahnlinien.",
    icon: "road",
    initialSoiling: 25,
  },
];

/** The location selected when the page loads. */
export const DEFAULT_LOCATION_ID: LocationTypeId = lossLocations[0]!.id;

/** A fresh map of every location's slider value, each at its initial soiling. */
export function initialSoilingByLocation(): Record<LocationTypeId, number> {
  return Object.fromEntries(lossLocations.map((location) => [location.id, location.initialSoiling])) as Record<
    LocationTypeId,
    number
  >;
}

/** A slider value kept within SOILING_MIN..SOILING_MAX and on the SOILING_STEP grid; non-numbers give the minimum. */
export function snapSoiling(value: number): number {
  if (!Number.isFinite(value)) return SOILING_MIN;
  const stepped = SOILING_MIN + Math.round((value - SOILING_MIN) / SOILING_STEP) * SOILING_STEP;
  return Math.min(SOILING_MAX, Math.max(SOILING_MIN, stepped));
}

/** The location with that id (the first one for an unknown id). */
export function findLossLocation(id: string): LossLocation {
  return lossLocations.find((location) => location.id === id) ?? lossLocations[0]!;
}

import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCATION_ID,
  findLossLocation,
  initialSoilingByLocation,
  lossLocations,
  snapSoiling,
} from "#app/domain/loss-locations";
import { homeLocationPollution, SOILING_MAX, SOILING_MIN, SOILING_STEP } from "#app/domain/loss";

describe("loss page locations (spec 3)", () => {
  it("offers the four location types once each, with name, beschreibung and icon", () => {
    const ids = lossLocations.map((location) => location.id);
    expect(new Set(ids).size).toBe(4);
    expect([...ids].sort()).toEqual(Object.keys(homeLocationPollution).sort());
    for (const location of lossLocations) {
      expect(location.name).not.toBe("");
      expect(location.beschreibung).not.toBe("");
      expect(location.icon).not.toBe("");
    }
  });

  it("starts every slider within 15-90 % and on the 5 % step", () => {
    for (const location of lossLocations) {
      expect(location.initialSoiling).toBeGreaterThanOrEqual(SOILING_MIN);
      expect(location.initialSoiling).toBeLessThanOrEqual(SOILING_MAX);
      expect((location.initialSoiling - SOILING_MIN) % SOILING_STEP).toBe(0);
      expect(snapSoiling(location.initialSoiling)).toBe(location.initialSoiling);
    }
  });

  it("preselects the first location", () => {
    expect(DEFAULT_LOCATION_ID).toBe(lossLocations[0]!.id);
    expect(findLossLocation("unbekannt").id).toBe(DEFAULT_LOCATION_ID);
    expect(findLossLocation("verkehr").name).toBe("Verkehr");
  });

  it("holds one value per location and hands out a fresh map each time", () => {
    const first = initialSoilingByLocation();
    for (const location of lossLocations) expect(first[location.id]).toBe(location.initialSoiling);
    first.wohngebiet = 90;
    expect(initialSoilingByLocation().wohngebiet).toBe(findLossLocation("wohngebiet").initialSoiling);
  });

  it("uses Swiss spelling (ss, never the sharp s)", () => {
    expect(JSON.stringify(lossLocations)).not.toContain("\u00df");
  });
});

describe("snapSoiling (spec 5: 15-90 %, step 5)", () => {
  it("keeps values on the grid", () => {
    expect(snapSoiling(15)).toBe(15);
    expect(snapSoiling(50)).toBe(50);
    expect(snapSoiling(90)).toBe(90);
  });

  it("rounds to the nearest step and clamps to the limits", () => {
    expect(snapSoiling(52)).toBe(50);
    expect(snapSoiling(53)).toBe(55);
    expect(snapSoiling(0)).toBe(SOILING_MIN);
    expect(snapSoiling(150)).toBe(SOILING_MAX);
    expect(snapSoiling(Number.NaN)).toBe(SOILING_MIN);
  });
});

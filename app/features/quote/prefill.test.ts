import { describe, expect, it } from "vitest";
import { areaUnits, roofTypes } from "./pricing";
import { prefillAreaUnits, prefillFromQuery, prefillRoofTypes } from "./prefill";

describe("prefillFromQuery", () => {
  it("reads an earlier offer's inputs from the quote page's query", () => {
    expect(prefillFromQuery("?plz=4057+Basel&roofType=flachdach&area=50&areaUnit=kwp")).toEqual({
      plz: "4057 Basel",
      roofType: "flachdach",
      area: "50",
      areaUnit: "kwp",
    });
  });

  it("drops anything it does not know", () => {
    expect(prefillFromQuery("?plz=%3Cscript%3E&roofType=stroh&area=1e9&areaUnit=ha")).toEqual({});
    expect(prefillFromQuery("")).toEqual({});
  });

  it("knows the calculator's roof types and units", () => {
    expect([...prefillRoofTypes]).toEqual([...roofTypes]);
    expect([...prefillAreaUnits]).toEqual([...areaUnits]);
  });
});

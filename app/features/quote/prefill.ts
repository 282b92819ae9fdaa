/**
 * A new quote pre-filled with an earlier offer's inputs: the offer page (expired
 * or declined) and the next-cleaning mail link to the quote page with
 * `?plz=…&roofType=…&area=…&areaUnit=…#calculator`. The page is prerendered, so
 * the browser puts the values into the calculator's fields; the calculator takes
 * them over when its code loads. Kept free of imports: it is in the quote pages'
 * initial JavaScript.
 */
export interface QuotePrefill {
  plz?: string;
  roofType?: string;
  area?: string;
  areaUnit?: string;
}

/** The same lists as pricing.ts (a test keeps them equal). */
export const prefillRoofTypes = ["ziegeldach", "flachdach", "blechdach"] as const;
export const prefillAreaUnits = ["m2", "kwp", "panel"] as const;

export function prefillFromQuery(search: string): QuotePrefill {
  const query = new URLSearchParams(search);
  const prefill: QuotePrefill = {};
  const plz = query.get("plz")?.trim();
  if (plz && plz.length <= 60 && /^[\p{L}\p{N} .'’()/-]+$/u.test(plz)) prefill.plz = plz;
  const roofType = query.get("roofType");
  if (roofType && (prefillRoofTypes as readonly string[]).includes(roofType)) prefill.roofType = roofType;
  const area = query.get("area");
  if (area && /^\d{1,5}(?:\.\d{1,2})?$/.test(area)) prefill.area = area;
  const areaUnit = query.get("areaUnit");
  if (areaUnit && (prefillAreaUnits as readonly string[]).includes(areaUnit)) prefill.areaUnit = areaUnit;
  return prefill;
}

/**
 * The city pages' own copy. German only: the city pages exist only in German (other languages
 * link to them as "page in German"), so there is no per-language index here and no other language
 * file to keep in step. A city page in another language would start with its own `<lang>.ts` beside
 * these files, typed against `types.ts`.
 */
export { cityBenefits } from "./de-benefits";
export { genericCityContent } from "./de-generic";
export { cityPageText } from "./de-page-text";
export { tailoredCityContent } from "./de-tailored";
export type { CityContent, TailoredCitySlug } from "./types";

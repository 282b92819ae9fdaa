/**
 * The services a lead can ask for (spec 3). Its own module without zod, so the lead
 * form's select and the analytics event can use it without loading the schemas.
 */
export const leadServices = ["solarreinigung", "gruendach", "dachreinigung", "wartung", "beratung"] as const;
export type LeadService = (typeof leadServices)[number];

/** The roof page's interactive parts as one chunk, fetched when the visitor comes near one. */
export { RoofPriceWidget } from "./roof-price-widget";
export { RoofBeforeAfter } from "#app/components/page/roof-before-after";

/**
 * The home's interactive widgets in one chunk of their own. The page's HTML has them fully
 * rendered (the prerender waits for this chunk); the browser fetches their code as the page
 * hydrates instead of with the page, which keeps the home within its initial-JavaScript budget
 * (docs/budgets.md). Until the chunk is there React keeps the server's HTML in place.
 */
export { BeforeAfterGallery } from "../gallery/before-after-gallery";
export { HomeLossWidget } from "../loss-calculator/home-loss-widget";
export { ReviewList } from "../reviews/review-list";

/** Colours and page geometry shared by the offer and the maintenance plan. */

// Colours of the site (app/app.css).
export const INK = "#0f1b2a";
export const MUTED = "#4a5a6c";
export const LINE = "#dbe3ec";
export const SURFACE = "#f6f8fb";
export const BRAND = "#14507f";
export const BRAND_DARK = "#0f3d62";
export const BRAND_LIGHT = "#eef6fb";
export const SUN = "#f5a30b";
export const LEAF = "#16803c";

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 44, bottom: 58, left: 50, right: 50 };

/** Left and right edge of the text area, and its width. */
export const LEFT = MARGIN.left;
export const RIGHT = PAGE.width - MARGIN.right;
export const WIDTH = RIGHT - LEFT;
/** Where the footer begins: blocks that would reach below start a new page. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;

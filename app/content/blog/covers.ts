import type { BlogArticleKey } from "../blog-slugs";

/**
 * The cover drawing of each article, the same in every language (drawn in
 * scripts/image-sources/blog-*.svg, written as WebP by scripts/generate-images.mjs).
 */
export const articleCovers: Record<BlogArticleKey, string> = {
  "dirty-panels-risk": "/images/blog-cover.webp",
  "output-loss": "/images/blog-output-loss.webp",
  "regular-cleaning-roi": "/images/blog-regular-cleaning.webp",
  "green-roof-intervals": "/images/blog-green-roof.webp",
  "loss-calculator-guide": "/images/blog-loss-guide.webp",
};

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

// Renders the social preview image (public/og-image.png, 1200x630), the touch icon
// (public/apple-touch-icon.png, 180x180), the favicon (public/favicon-48.png, from public/favicon.svg) and
// the drawings shown as images (public/images/*.webp, from scripts/image-sources/*.svg) with headless
// Chromium. Run after changing the brand or a drawing: node scripts/generate-images.mjs (the files are committed).
//
// Those are served as WebP, not as the SVG they are drawn in: the browser decodes a WebP off the main
// thread, while an SVG image is loaded as a document of its own on the main thread (about 20 ms of work
// per page view on a phone for the poster with its three lines of text;
// docs/decisions/008-images-generated-from-svg.md).
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { readBlogArticles } from "./blog-articles.mjs";

const logo = readFileSync("public/favicon.svg", "utf8");
const name = process.env.COMPANY_NAME || "Solar- & Dachpflege Basel";
const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

const og = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:'DejaVu Sans',sans-serif;
background:linear-gradient(135deg,#071d30 0%,#14507f 100%);color:white;display:flex;align-items:center">
<div style="padding:0 80px;flex:1">
  <div style="display:flex;align-items:center;gap:20px"><div style="width:84px;height:84px">${logo}</div>
  <div style="font-size:38px;font-weight:700;white-space:nowrap">${escape(name)}</div></div>
  <div style="margin-top:48px;font-size:50px;font-weight:700;line-height:1.2">Solaranlagen, Dächer<br>und Gründächer<br>professionell gepflegt.</div>
  <div style="margin-top:32px;font-size:26px;color:#d5e8f5;white-space:nowrap">Ab CHF 388 · versichert bis CHF 5 Mio. · ganze Schweiz</div>
</div>
<svg width="280" height="280" viewBox="0 0 40 40" style="margin-right:70px"><circle cx="29" cy="11" r="6" fill="#fbbf24"/>
<path d="M6 34 L12 18 H30 L34 34 Z" fill="#2b7ab5"/><path d="M12.5 26 H32 M9.5 30 H33 M18 18 L15.5 34 M24 18 L24.5 34" stroke="#d5e8f5" stroke-width="0.8"/></svg>
</body></html>`;

/** The logo alone on a square page of `size` pixels (touch icon, favicon). */
const iconPage = (size) =>
  `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px">${logo.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(og);
await page.screenshot({ path: "public/og-image.png" });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(iconPage(180));
await page.screenshot({ path: "public/apple-touch-icon.png" });
// The favicon as PNG: an SVG favicon is loaded as an SVG document on the page's main thread.
await page.setViewportSize({ width: 48, height: 48 });
await page.setContent(iconPage(48));
await page.screenshot({ path: "public/favicon-48.png", omitBackground: true });
// Drawings shown as images (explainer video poster, blog covers): WebP from their SVG sources.
/* global Image, document -- runs in the page */
async function webpFromSvg(svg, width, height) {
  const dataUrl = await page.evaluate(
    async ({ svg, width, height }) => {
      const img = new Image();
      img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      canvas.getContext("2d").drawImage(img, 0, 0, width, height);
      return canvas.toDataURL("image/webp", 0.8);
    },
    { svg, width, height },
  );
  if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error("this Chromium cannot encode WebP");
  return Buffer.from(dataUrl.split(",")[1], "base64");
}
// The explainer video's poster says what the video shows, in the language of the home page it is on.
const posterCaptions = {
  de: ["So reinigen wir Ihre Solaranlage", "Schonend, ohne Chemie, mit demineralisiertem Wasser"],
  fr: ["Nettoyage solaire: notre méthode", "En douceur, sans produits chimiques, à l’eau déminéralisée"],
  it: ["Così puliamo il Suo impianto", "Con delicatezza, senza prodotti chimici, con acqua demineralizzata"],
  en: ["How we clean your solar panels", "Gently, without chemicals, with demineralised water"],
};
const posterSvg = readFileSync("scripts/image-sources/video-poster.svg", "utf8");
for (const [lang, [title, subtitle]] of Object.entries(posterCaptions)) {
  const svg = posterSvg.replace("{{title}}", escape(title)).replace("{{subtitle}}", escape(subtitle));
  const file = lang === "de" ? "public/images/video-poster.webp" : `public/images/video-poster-${lang}.webp`;
  writeFileSync(file, await webpFromSvg(svg, 1280, 720));
}
// Blog covers: the drawings the articles' Markdown files name.
for (const cover of new Set(readBlogArticles().map((article) => article.cover))) {
  writeFileSync(
    `public/images/${cover}.webp`,
    await webpFromSvg(readFileSync(`scripts/image-sources/${cover}.svg`, "utf8"), 1200, 630),
  );
}
await browser.close();
console.log("wrote public/og-image.png, public/apple-touch-icon.png, public/favicon-48.png and public/images/*.webp");

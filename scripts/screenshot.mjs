// Screenshots of pages for a visual check: node scripts/screenshot.mjs http://localhost:3100 /kontakt /fr ...
// Writes desktop (1280 px) and mobile (390 px) PNGs to ./screenshots (git-ignored).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({
    viewport,
    locale: "de-CH",
    deviceScaleFactor: 1,
    isMobile: name === "mobile",
  });
  if (process.env.KEEP_BANNER !== "1")
    await context.addInitScript(() => {
      localStorage.setItem("cookieConsent", "declined");
      localStorage.setItem("visited", "1");
    });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, "_") || "_home"}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();

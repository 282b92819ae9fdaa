// `npm start`: serve the production build on the embedded defaults. Builds first when there is no
// build, or when the build was made with other values of the settings baked into the HTML
// (SITE_URL, GA_MEASUREMENT_ID, EXPLAINER_VIDEO_ID; e.g. the test build of `npm test`).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

function buildIsCurrent() {
  if (!existsSync("build/app-server.mjs") || !existsSync("build/server/index.js")) return false;
  if (!existsSync("build/build-info.json")) return false;
  const info = JSON.parse(readFileSync("build/build-info.json", "utf8"));
  const siteUrl = (process.env.SITE_URL || "https://www.solar-dachpflege.ch").replace(/\/+$/, "");
  return (
    info.siteUrl === siteUrl &&
    (info.gaMeasurementId ?? null) === (process.env.GA_MEASUREMENT_ID || null) &&
    (info.explainerVideoId ?? null) === (process.env.EXPLAINER_VIDEO_ID || null)
  );
}

if (!buildIsCurrent()) {
  console.log("Building the site first (about a minute): no build yet, or one made with other settings.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { status } = spawnSync(process.execPath, ["--enable-source-maps", "build/app-server.mjs"], { stdio: "inherit" });
process.exit(status ?? 0);

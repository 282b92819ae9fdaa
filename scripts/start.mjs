// `npm start`: serve the production build on the embedded defaults; build first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/app-server.mjs") || !existsSync("build/server/index.js")) {
  console.log("No production build yet: building first (about a minute).");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { status } = spawnSync(process.execPath, ["--enable-source-maps", "build/app-server.mjs"], { stdio: "inherit" });
process.exit(status ?? 0);

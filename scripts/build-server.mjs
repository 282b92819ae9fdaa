// Bundles the Express entry (server/index.ts and the pure app modules it uses) to build/app-server.mjs.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/app-server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("server bundled to build/app-server.mjs");

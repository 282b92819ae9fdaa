import type { BuildOptions } from "esbuild";
/** See build-server.mjs: the esbuild options of the server bundle and the run-time files copied beside it. */
export const serverBuildOptions: BuildOptions;
export function copyServerAssets(outdir: string): void;

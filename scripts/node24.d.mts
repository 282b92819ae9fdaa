export declare const NODE24_VERSION: string;
export declare const NODE24_HEADERS_VERSION: string;
export declare function buildEnv(
  env: NodeJS.ProcessEnv,
  overrides: Record<string, string>,
): Record<string, string | undefined>;
export declare function ensureNode24(): { node: string; binDir: string; preload: string };
export declare function node24Env(
  setup: { binDir: string; preload: string },
  env?: NodeJS.ProcessEnv,
): Record<string, string | undefined>;

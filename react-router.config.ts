import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/route-table";

export default {
  ssr: true,
  // Every known page of every language is rendered to HTML at build; the server falls back to SSR for the rest (404s).
  prerender: () => prerenderPaths(),
} satisfies Config;

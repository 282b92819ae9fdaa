import type { Config } from "@react-router/dev/config";
import { blogProblems } from "./app/content/blog/validate";
import { prerenderPaths } from "./app/content/route-table";

export default {
  ssr: true,
  // Every known page of every language is rendered to HTML at build; the server falls back to SSR for the rest (404s).
  // An article that fails its checks (links, length, language, figures) stops the build before anything is rendered.
  prerender: () => {
    const problems = blogProblems();
    if (problems.length) throw new Error(`Blog articles not ready to publish:\n${problems.join("\n")}`);
    return prerenderPaths();
  },
} satisfies Config;

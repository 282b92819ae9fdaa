import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./config.server";

/** Public configuration from the root loader (company identity, site URL, analytics id). */
export function usePublicConfig(): PublicConfig {
  const config = useRouteLoaderData("root") as PublicConfig | undefined;
  if (!config) throw new Error("usePublicConfig: root loader data missing");
  return config;
}

import type { ApaEnvironment } from "../../contract/apa";

/** What an APA pane publishes for its commands: the environment and partition its list shows. */
export type ApaShown = { environment: ApaEnvironment; partition: string };

/** The publications list's filters with their defaults (spec 2 §3: web is the active category). */
export const publicationFilters = (params: Record<string, string>) => ({
  category: params.category || "web",
  environment: (params.environment === "prod" ? "prod" : "uat") as ApaEnvironment,
  partition: params.partition || "aup",
});

import type { Provider } from "../../api/providers";

/** What a providers pane publishes for its commands: whether this tenant may get new providers. */
export type ProvidersShown = { canCreateHere: boolean };
export type ProviderDialog = { type: "create" } | { type: "show"; provider: Provider };

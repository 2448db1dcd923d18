import { paneKindId } from "../../workspace/kinds";

// The providers screen (spec 2 §2 /index/providers).
export const PROVIDERS = paneKindId("providers.list");

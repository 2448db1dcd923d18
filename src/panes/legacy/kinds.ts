import { paneKindId } from "../../workspace/kinds";

/** The embedded legacy admin (/index/v9?url=…). */
export const LEGACY_ADMIN = paneKindId("legacy.admin");

import { paneKindId } from "../../workspace/kinds";

/** The dashboard home (/index/dashboard). */
export const HOME = paneKindId("dashboard.home");

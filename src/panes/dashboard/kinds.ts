import { paneKindId } from "../kinds";

/** The dashboard home (/index/dashboard). */
export const HOME = paneKindId("dashboard.home");

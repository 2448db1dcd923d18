import type { EdgeArea } from "../../contract/dashboard";

// Whole class names (Tailwind only generates classes it finds written out in full).
const BASE = "grid items-center gap-2 px-1 min-h-9";
const WITH_EXTRA = `${BASE} grid-cols-[2.25rem_6.5rem_minmax(6rem,1fr)_minmax(8rem,1.6fr)_6.5rem_6.5rem_4.5rem_8rem]`;
const WITHOUT_EXTRA = `${BASE} grid-cols-[2.25rem_6.5rem_minmax(6rem,1fr)_minmax(8rem,1.6fr)_6.5rem_4.5rem_8rem]`;

/** The edge list's columns: expand, edge, site, host, errors, chunks/visualizations (not API), chart, actions. */
export const edgeColumns = (area: EdgeArea) => (area === "api" ? WITHOUT_EXTRA : WITH_EXTRA);

/** The total, then spec 2 §9's up to six edge colours (distinct for the common colour-vision deficiencies). */
export const TOTAL_COLOR = "#334155";
export const EDGE_COLORS = ["#2563eb", "#dc2626", "#16a34a", "#d97706", "#9333ea", "#0891b2"] as const;

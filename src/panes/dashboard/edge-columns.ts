/** The edge list's columns: expand, edge, site, host, errors, chunks/visualizations, chart, actions. */
export const EDGE_COLUMNS =
  "grid grid-cols-[2.25rem_6.5rem_minmax(6rem,1fr)_minmax(8rem,1.6fr)_6.5rem_6.5rem_4.5rem_8rem] items-center gap-2 px-1 min-h-9";

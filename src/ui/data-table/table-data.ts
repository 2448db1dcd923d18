import type { ExportRows } from "../export/types";
import type { Selection } from "./selection";

/** What the grid needs from a client or a server source. */
export type TableData<Row> = {
  /** Rows in the current view (after search). */
  count: number;
  /** Rows before search. */
  total: number;
  rowAt: (index: number) => Row | undefined;
  /** Loading, sorting or searching. */
  busy: boolean;
  error: Error | null;
  retry?: () => void;
  /** Rows already in memory, in view order (the "all" selection reports these). */
  loadedRows: () => Row[];
  /** The selected rows, or all rows when none are selected. */
  exportRows: (selection: Selection<Row>) => ExportRows<Row>;
};

import type { ExportRows } from "../export/types";
import type { Selection } from "./selection";
import type { VisitLoaded } from "./selection-reader";

/** What the grid needs from a client or a server source. */
export type TableData<Row> = {
  /** Rows in the current view (after search). */
  count: number;
  /** Rows matching the search when the grid holds only a page of them (else count). */
  listed?: number;
  /** Rows before search. */
  total: number;
  rowAt: (index: number) => Row | undefined;
  /** Loading, sorting or searching. */
  busy: boolean;
  error: Error | null;
  retry?: () => void;
  /** Rows of positions from..to already in memory, in view order (the selection reported to the pane). */
  visitLoaded: VisitLoaded<Row>;
  /** The selected rows, or all rows when none are selected, read in view order (exports, bulk commands). */
  exportRows: (selection: Selection<Row>) => ExportRows<Row>;
};

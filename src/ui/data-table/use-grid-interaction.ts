import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { handleGridKey } from "./grid-keys";
import type { MenuTarget } from "./row-menu";
import {
  allSelection,
  emptySelection,
  isSelected,
  onlyRow,
  rangeSelection,
  type Selection,
  selectedCount,
  toggleRow,
} from "./selection";
import { collectRows, loadedSelectedRows } from "./selection-reader";
import type { TableData } from "./table-data";
import type { RowAction, RowKey, SortState } from "./types";
import type { ScaledVirtual } from "./use-scaled-virtual";

type Options<Row> = {
  data: TableData<Row>;
  rowKey: (row: Row) => RowKey;
  selectable: boolean;
  actions: readonly RowAction<Row>[];
  virtual: ScaledVirtual;
  sort: SortState | undefined;
  /** The applied (debounced) search. */
  search: string;
  /** What is typed in the search box, applied or not. */
  searchInput: string;
  onActivate?: (row: Row) => void;
  onSelectionChange?: (rows: Row[]) => void;
  onActiveRowChange?: (row: Row | undefined) => void;
};

/** Most rows a bulk command is handed at once (they are read into memory first). */
export const BULK_ROW_LIMIT = 10_000;

// Controls rendered by a column's cell() keep their own click.
const CONTROLS = "button, a, input, select, textarea, label, [role=switch], [role=checkbox]";

/** Where the row with this key is among the rows in memory; -1 when it is not there. */
function indexOfKey<Row>(data: TableData<Row>, rowKey: (row: Row) => RowKey, key: RowKey): number {
  let found = -1;
  data.visitLoaded(0, data.count - 1, (index, row) => {
    if (found < 0 && rowKey(row) === key) found = index;
  });
  return found;
}

function rowIndexOf(event: MouseEvent): number {
  const element = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
  return element ? Number(element.dataset.index) : -1;
}

/** Active row, selection and row menu of the grid, driven by keyboard and mouse. */
export function useGridInteraction<Row>(options: Options<Row>) {
  const {
    data,
    rowKey,
    selectable,
    actions,
    virtual,
    sort,
    search,
    searchInput,
    onActivate,
    onSelectionChange,
    onActiveRowChange,
  } = options;
  const { t, i18n } = useTranslation();
  const { count, rowAt } = data;
  const [active, setActive] = useState(-1);
  const [anchor, setAnchor] = useState(0);
  const [selection, setSelection] = useState<Selection<Row>>(emptySelection);
  const [menu, setMenu] = useState<MenuTarget<Row> | null>(null);
  const picked = selectedCount(selection, count);

  // The row the user chose (clicked or moved to) since they last typed in the search box. A search that lands
  // after that choice keeps the cursor on the chosen row, wherever the new view puts it; typing again lets the
  // next search start at the top.
  const chosen = useRef<RowKey | null>(null);
  const following = useRef<RowKey | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: typing (searchInput) is what forgets the choice
  useEffect(() => {
    chosen.current = null;
  }, [searchInput]);
  const choose = (index: number) => {
    const row = rowAt(index);
    chosen.current = row === undefined ? null : rowKey(row);
    following.current = null;
  };

  // A new sort or search starts at the top, unless the user chose a row since typing; a new search also drops
  // the selection (it was of other rows).
  const viewKey = `${sort?.field}\u0001${sort?.order}\u0001${search}`;
  const lastView = useRef({ viewKey, search });
  const { scrollToTop, scrollToIndex } = virtual;
  useEffect(() => {
    if (lastView.current.viewKey === viewKey) return;
    // A new sort also drops ranges: their positions belonged to the other order.
    if (lastView.current.search !== search) setSelection(emptySelection());
    else setSelection((current) => (current.ranges.length ? emptySelection() : current));
    lastView.current = { viewKey, search };
    following.current = chosen.current;
    if (following.current !== null) return;
    scrollToTop();
    setActive((current) => Math.min(current, 0)); // back to the first row, or still none
    setAnchor(0);
  }, [viewKey, search, scrollToTop]);

  // The chosen row, followed through the new view: found in the rows in memory (the previous answer stands in
  // until the new one arrives), else the top once the new view has loaded without it.
  useEffect(() => {
    const key = following.current;
    if (key === null) return;
    const index = indexOfKey(data, rowKey, key);
    if (index >= 0) {
      setActive(index);
      setAnchor(index);
      scrollToIndex(index);
    } else if (!data.busy) {
      scrollToTop();
      setActive((current) => Math.min(current, 0));
      setAnchor(0);
    }
    if (!data.busy) following.current = null;
  }, [data, rowKey, scrollToIndex, scrollToTop]);

  useEffect(() => {
    if (active >= count) setActive(count - 1);
  }, [active, count]);

  // The highlighted row, told as it changes (and when the grid goes), so that what acts on "this row" from
  // outside the grid (the palette) acts on the row its keys act on.
  const activeRow = active < 0 ? undefined : rowAt(active);
  const reportActive = useRef(onActiveRowChange);
  reportActive.current = onActiveRowChange;
  useEffect(() => reportActive.current?.(activeRow), [activeRow]);
  useEffect(() => () => reportActive.current?.(undefined), []);

  /** The selected rows in memory: all of them in a client table, the loaded blocks of a server one. */
  const selectedRows = useCallback(
    (current: Selection<Row>): Row[] => loadedSelectedRows(current, data.count, data.visitLoaded, rowKey),
    [data, rowKey],
  );

  const reported = useRef(selection);
  useEffect(() => {
    if (reported.current === selection) return;
    reported.current = selection;
    onSelectionChange?.(selectedRows(selection));
  }, [selection, onSelectionChange, selectedRows]);

  /**
   * Runs an action on the rows it applies to: the selection when the row is part of it, else the row
   * alone. A selection not all in memory (a range over unloaded blocks) is read from the server first.
   */
  const runOn = (index: number, action: RowAction<Row>) => {
    const row = rowAt(index);
    if (row === undefined) return;
    if (picked <= 1 || !isSelected(selection, index, rowKey(row))) return action.run([row]);
    const held = selectedRows(selection);
    if (held.length === picked) return action.run(held);
    if (picked > BULK_ROW_LIMIT) {
      toast.warning(
        t("table.bulkLimit", { limit: BULK_ROW_LIMIT.toLocaleString(i18n.language), count: picked }),
      );
      return;
    }
    collectRows(data.exportRows(selection), picked).then(action.run, () =>
      toast.error(t("table.bulkReadFailed")),
    );
  };

  const moveTo = (index: number, extend: boolean) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    choose(next);
    setActive(next);
    virtual.scrollToIndex(next);
    if (extend) setSelection(rangeSelection(anchor, next, count));
    else setAnchor(next);
  };

  const toggle = (index: number) => {
    const row = rowAt(index);
    if (row === undefined) return;
    setSelection((current) => toggleRow(current, rowKey(row), index, row));
    // The toggled row becomes the active one and the anchor: Space on a grid nobody moved in yet (active -1)
    // then Shift+↓ covers that row and the next, not the same row again.
    choose(index);
    setActive(index);
    setAnchor(index);
  };

  const openMenu = (index: number, keyboard: boolean) => {
    if (actions.length === 0 || rowAt(index) === undefined) return;
    setMenu({ index, run: (action) => runOn(index, action), keyboard });
  };

  const activate = (index: number) => {
    const row = index < 0 ? undefined : rowAt(index);
    if (row !== undefined) onActivate?.(row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handled = handleGridKey(event, {
      count,
      active,
      pageSize: virtual.pageSize(),
      selectable,
      actions,
      moveTo,
      toggle,
      selectAll: () => setSelection(allSelection()),
      clear: () => {
        if (picked === 0) return false;
        setSelection(emptySelection());
        return true;
      },
      activate,
      openMenu: (index) => openMenu(index, true),
      runAction: (action, index) => runOn(index, action),
    });
    if (!handled) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onClick = (event: MouseEvent) => {
    const index = rowIndexOf(event);
    if (index < 0) return;
    const target = event.target as HTMLElement;
    virtual.scrollRef.current?.focus({ preventScroll: true });
    choose(index);
    setActive(index);
    if (target.closest("[data-menu]")) return openMenu(index, false);
    if (target.closest(CONTROLS)) return;
    const row = rowAt(index);
    if (!selectable || row === undefined) return setAnchor(index);
    const mod = event.ctrlKey || event.metaKey;
    // Ctrl/⌘+Shift+click adds the range to what was selected; Shift+click replaces it.
    if (event.shiftKey)
      return setSelection((current) => rangeSelection(anchor, index, count, mod ? current : undefined));
    if (target.closest("[data-select]") || mod) toggle(index);
    else setSelection(onlyRow(rowKey(row), index, row));
    setAnchor(index);
  };

  const onContextMenu = (event: MouseEvent) => {
    const index = rowIndexOf(event);
    if (index < 0 || actions.length === 0) return;
    event.preventDefault();
    choose(index);
    setActive(index);
    openMenu(index, false);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && active < 0 && count > 0) setActive(virtual.firstVisible());
  };

  return {
    active,
    selection,
    picked,
    menu,
    closeMenu: () => setMenu(null),
    toggleAll: () => setSelection(picked > 0 ? emptySelection() : allSelection()),
    onKeyDown,
    onFocus,
    onClick,
    onDoubleClick: (event: MouseEvent) => activate(rowIndexOf(event)),
    onContextMenu,
  };
}

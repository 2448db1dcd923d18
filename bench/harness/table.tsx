// The real DataTable and export (src/ui/data-table, src/ui/export) over generated client rows, driven by
// bench/suites/table.ts and export.ts through window.__bench.
import "./harness.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "../../src/i18n";
import { addAllTexts } from "../../src/i18n/all-texts";
import { type Column, DataTable } from "../../src/ui/data-table";
import { afterPaint, installProbes } from "./probes";
import { type BenchRow, makeRows } from "./rows";

const columns: Column<BenchRow>[] = [
  { id: "id", header: "ID", value: (r) => r.id, sortable: true, width: 90, align: "right" },
  { id: "name", header: "Nombre", value: (r) => r.name, sortable: true },
  { id: "email", header: "Correo", value: (r) => r.email, sortable: true },
  { id: "role", header: "Rol", value: (r) => r.role, sortable: true, width: 110 },
  { id: "region", header: "Región", value: (r) => r.region, sortable: true, width: 110 },
  { id: "created", header: "Alta", value: (r) => r.created, width: 140 },
  { id: "lastLogin", header: "Último acceso", value: (r) => r.lastLogin, width: 140 },
  { id: "amount", header: "Importe", value: (r) => r.amount, align: "right", width: 100 },
  { id: "status", header: "Estado", value: (r) => r.status, width: 90 },
  { id: "note", header: "Nota", value: (r) => r.note, width: 160 },
];

const rowKey = (row: BenchRow) => row.id;
let show: (rows: BenchRow[] | null) => void = () => {};

function Harness() {
  const [rows, setRows] = useState<BenchRow[] | null>(null);
  show = setRows;
  if (!rows) return null;
  return (
    <div className="flex h-screen flex-col p-4">
      <DataTable<BenchRow>
        ariaLabel="bench"
        columns={columns}
        source={{ kind: "client", rows }}
        rowKey={rowKey}
        exportTitle="BenchExport"
        selectable
      />
    </div>
  );
}

const probes = installProbes();

/** Resolves when a body row is in the DOM and the frame showing it has been painted. */
function firstRowsPainted(): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector('[role="row"][data-index]')) return false;
      observer.disconnect();
      afterPaint(resolve);
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

const bench = {
  probes,
  rows: null as BenchRow[] | null,
  /** Builds the rows (not timed as part of the table) and keeps them until mount. */
  generate(count: number): number {
    const started = performance.now();
    bench.rows = makeRows(count);
    return performance.now() - started;
  },
  /** Data ready → first rows painted, in ms. */
  async mount(): Promise<number> {
    const painted = firstRowsPainted();
    const ready = performance.now();
    show(bench.rows);
    return (await painted) - ready;
  },
  /** Unmounts the table, keeping the rows for the next mount. */
  hide(): void {
    show(null);
  },
  unmount(): void {
    show(null);
    bench.rows = null;
  },
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

// A harness page shows the real components with every text bundled, as the signed-in console has them.
addAllTexts(i18n);
const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>
    </StrictMode>,
  );

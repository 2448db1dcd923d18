// Manual demo for development only: `npx vite`, then open /src/ui/data-table/demo/demo.html
// (?rows=1000000&mode=client|server). Not part of the app build (only index.html is an entry).
import "../../../index.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "../../../i18n";
import { addAllTexts } from "../../../i18n/all-texts";
import type { Column, PageRequest, RowAction } from "..";
import { DataTable } from "..";

type User = {
  id: number;
  name: string;
  email: string;
  role: string;
  region: string;
  created: string;
  lastLogin: string;
  amount: number;
  status: string;
  note: string;
};

const ROLES = ["admin", "editor", "viewer", "=cmd|' /C calc'!A0", "soporte"];
const REGIONS = ["mexico", "argentina", "brasil", "chile", "colombia", "perú"];
const NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Fabián", "Gloria", "Hugo", "Íñigo", "Julia"];

function makeUser(id: number): User {
  const day = (id % 28) + 1;
  return {
    id,
    name: `${NAMES[id % NAMES.length]} ${NAMES[(id * 7) % NAMES.length]} ${id}`,
    email: `user${id}@example.com`,
    role: ROLES[id % ROLES.length],
    region: REGIONS[id % REGIONS.length],
    created: `2024-0${(id % 9) + 1}-${String(day).padStart(2, "0")} 10:00`,
    lastLogin: `2025-0${(id % 9) + 1}-${String(day).padStart(2, "0")} 08:30`,
    amount: Math.round(((id * 2654435761) % 100000) / 7) / 100,
    status: id % 3 ? "activo" : "inactivo",
    note: id % 11 ? "" : 'nota, con "comillas"',
  };
}

const columns: Column<User>[] = [
  { id: "id", header: "ID", value: (u) => u.id, sortable: true, width: 90, align: "right" },
  { id: "name", header: "Nombre", value: (u) => u.name, sortable: true },
  { id: "email", header: "Correo", value: (u) => u.email, sortable: true },
  { id: "role", header: "Rol", value: (u) => u.role, sortable: true, width: 140 },
  { id: "region", header: "Región", value: (u) => u.region, sortable: true, width: 110 },
  { id: "created", header: "Alta", value: (u) => u.created, sortable: true, width: 140 },
  { id: "lastLogin", header: "Último acceso", value: (u) => u.lastLogin, width: 140 },
  { id: "amount", header: "Importe", value: (u) => u.amount, sortable: true, align: "right", width: 100 },
  { id: "status", header: "Estado", value: (u) => u.status, width: 90 },
  {
    id: "note",
    header: "Nota",
    value: (u) => u.note,
    hidden: new URLSearchParams(location.search).get("allcols") !== "1",
  },
];

const actions: RowAction<User>[] = [
  { id: "edit", label: "Editar", shortcut: "F2", run: (rows) => console.info("edit", rows) },
  {
    id: "duplicate",
    label: "Duplicar",
    shortcut: "mod+shift+d",
    run: (rows) => console.info("duplicate", rows),
  },
  {
    id: "delete",
    label: "Eliminar",
    shortcut: "Delete",
    danger: true,
    run: (rows) => console.info("delete", rows),
  },
];

const params = new URLSearchParams(location.search);
const COUNT = Number(params.get("rows") ?? 1_000_000);
const MODE = params.get("mode") ?? "client";
const marks = window as unknown as { __demo: Record<string, number> };
marks.__demo = {};

async function fetchPage(req: PageRequest) {
  await new Promise((resolve) => setTimeout(resolve, 150));
  const term = req.search.toLowerCase();
  const matching = term ? COUNT / 10 : COUNT;
  const start = req.from;
  const rows: User[] = [];
  for (let i = start; i < Math.min(start + req.quantity, matching); i++) {
    const id = term ? i * 10 : req.sort?.order === "desc" ? COUNT - 1 - i : i;
    rows.push(makeUser(id));
  }
  return { rows, total: COUNT, filtered: matching };
}

function generate(): User[] {
  const t = performance.now();
  const list = Array.from({ length: MODE === "client" ? COUNT : 0 }, (_, i) => makeUser(i));
  marks.__demo.generatedMs = performance.now() - t;
  marks.__demo.dataReady = performance.now();
  return list;
}

const LATE = params.get("late") === "1";

function Demo() {
  // ?late=1 mounts the table empty and hands it the rows later, as a pane does when its query resolves.
  const [rows, setRows] = useState<User[]>(() => (LATE ? [] : generate()));
  useEffect(() => {
    if (LATE) setTimeout(() => setRows(generate()), 1000);
  }, []);
  const [selected, setSelected] = useState(0);
  return (
    <div className="flex h-screen flex-col gap-2 p-4">
      <p className="text-sm">
        {MODE} · {COUNT.toLocaleString("es")} · seleccionadas: {selected}
      </p>
      <div className="min-h-0 flex-1">
        <DataTable<User>
          ariaLabel="Usuarios de prueba"
          columns={columns}
          source={
            MODE === "client"
              ? { kind: "client", rows }
              : { kind: "server", queryKey: ["demo"], fetchPage, pageLimit: 1000 }
          }
          rowKey={(u) => u.id}
          exportTitle="SystemUserFile"
          rowActions={params.get("actions") === "0" ? undefined : actions}
          selectable={params.get("selectable") !== "0"}
          onActivate={(u) => console.info("activate", u)}
          onSelectionChange={(list) => setSelected(list.length)}
        />
      </div>
    </div>
  );
}

addAllTexts(i18n);
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <Demo />
      </QueryClientProvider>
    </StrictMode>,
  );
}

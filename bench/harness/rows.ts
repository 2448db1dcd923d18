// Deterministic data shared by the harness pages and the palette benchmark (which registers the same
// 10,000 candidates in the built app).

const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Elena",
  "Fabián",
  "Gloria",
  "Hugo",
  "Inés",
  "Julia",
  "María",
  "Raúl",
];
const LAST = [
  "López",
  "García",
  "Martínez",
  "Pérez",
  "Sánchez",
  "Ramírez",
  "Torres",
  "Flores",
  "Rivera",
  "Gómez",
];
const ROLES = ["admin", "editor", "viewer", "soporte", "auditor"];
const REGIONS = ["mexico", "argentina", "brasil", "chile", "colombia", "peru"];

export type BenchRow = {
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

export function makeRow(id: number): BenchRow {
  const day = String((id % 28) + 1).padStart(2, "0");
  const first = FIRST[id % FIRST.length];
  const last = LAST[(id * 7) % LAST.length];
  return {
    id,
    name: `${first} ${last} ${id}`,
    email: `${first.toLowerCase()}.${id}@correo.test`,
    role: ROLES[id % ROLES.length],
    region: REGIONS[id % REGIONS.length],
    created: `2024-0${(id % 9) + 1}-${day} 10:00`,
    lastLogin: `2025-0${(id % 9) + 1}-${day} 08:30`,
    amount: Math.round(((id * 2654435761) % 100000) / 7) / 100,
    status: id % 3 ? "activo" : "inactivo",
    note: id % 11 ? "" : 'nota, con "comillas"',
  };
}

export function makeRows(count: number): BenchRow[] {
  const rows = new Array<BenchRow>(count);
  for (let i = 0; i < count; i++) rows[i] = makeRow(i);
  return rows;
}

/** Palette candidates: a label to match and a detail line, as a subscriber provider would return. */
export type Candidate = { id: string; label: string; detail: string };

export function makeCandidates(count: number): Candidate[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    return { id: `c${i}`, label: `${first} ${last} ${i}`, detail: `${first.toLowerCase()}.${i}@correo.test` };
  });
}

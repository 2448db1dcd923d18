/** Password of every seeded staff user (demo and generated). */
export const DEMO_PASSWORD = "Demo2026!";

export type DemoUser = {
  email: string;
  name: string;
  fullname: string;
  root: 0 | 1;
  active: 0 | 1;
  region: string;
  /** [group name, role name] rows. */
  memberships: [string, string][];
};

// Documented fixtures: tests and the e2e suite sign in with these.
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: "admin@adm.test",
    name: "admin",
    fullname: "Adriana Méndez",
    root: 1,
    active: 1,
    region: "mexico",
    memberships: [["administradores", "administrador"]],
  },
  // The archived group and the retired role are there to prove that inactive rows grant nothing.
  {
    email: "soporte@adm.test",
    name: "soporte",
    fullname: "Ana Soporte",
    root: 0,
    active: 1,
    region: "mexico",
    memberships: [
      ["soporte_mx_co", "soporte"],
      ["auditoria_archivada", "administrador"],
      ["consulta_general", "auditor_retirado"],
    ],
  },
  {
    email: "operador@adm.test",
    name: "operador",
    fullname: "Óscar Operador",
    root: 0,
    active: 1,
    region: "mexico",
    memberships: [["operaciones", "administrador"]],
  },
  {
    email: "consulta@adm.test",
    name: "consulta",
    fullname: "Carla Consulta",
    root: 0,
    active: 1,
    region: "mexico",
    memberships: [["consulta_general", "consulta"]],
  },
  {
    email: "apauat@adm.test",
    name: "apauat",
    fullname: "Pablo Pruebas",
    root: 0,
    active: 1,
    region: "mexico",
    memberships: [["apa_uat", "consulta"]],
  },
  {
    email: "v9@adm.test",
    name: "v9",
    fullname: "Víctor Legado",
    root: 0,
    active: 1,
    region: "mexico",
    memberships: [["legacy_v9", "consulta"]],
  },
  {
    email: "inactivo@adm.test",
    name: "inactivo",
    fullname: "Iván Inactivo",
    root: 0,
    active: 0,
    region: "mexico",
    memberships: [["consulta_general", "consulta"]],
  },
  // Last, so the other demo users keep their ids. Works on subscribers of Mexico and Colombia without the
  // "personal" privilege (issue 32 item 2): sees their e-mails, phones, IPs and names masked.
  {
    email: "agente@adm.test",
    name: "agente",
    fullname: "Alma Agente",
    root: 0,
    active: 1,
    region: "mexico",
    memberships: [["soporte_mx_co", "agente"]],
  },
];

/** Pending notification of soporte@adm.test: returned at login and pushed once when its stream connects. */
export const DEMO_NOTIFICATION = {
  email: "soporte@adm.test",
  message:
    "Mantenimiento programado: el sábado de 02:00 a 04:00 (hora de México) la consulta de consumo no estará disponible.",
};

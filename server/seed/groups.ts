import { MODULES, type ModuleName, SYSTEM_MODULES } from "../../src/permissions/catalog.ts";

export type GroupSeed = {
  group_id: number;
  name: string;
  title: string;
  description: string;
  active: 0 | 1;
  regions: string[];
  tenants: string[];
  /** Roles a member of the group may hold. */
  profiles: string[];
  modules: readonly ModuleName[];
};

const ALL_TENANTS = ["video", "drive", "music"];
const NON_SYSTEM = MODULES.filter((m) => !SYSTEM_MODULES.includes(m));

export const GROUPS: readonly GroupSeed[] = [
  {
    group_id: 1,
    name: "administradores",
    title: "Administradores",
    description: "Administración completa",
    active: 1,
    regions: ["generic"],
    tenants: ALL_TENANTS,
    profiles: ["administrador"],
    modules: MODULES,
  },
  {
    group_id: 2,
    name: "soporte_mx_co",
    title: "Soporte México y Colombia",
    description: "Atención a clientes",
    active: 1,
    regions: ["mexico", "colombia"],
    tenants: ["video", "music"],
    profiles: ["soporte", "consulta", "agente"],
    modules: ["consulta_consumo"],
  },
  {
    group_id: 3,
    name: "operaciones",
    title: "Operaciones",
    description: "Operación de la plataforma",
    active: 1,
    regions: ["generic"],
    tenants: ALL_TENANTS,
    profiles: ["administrador", "editor"],
    modules: NON_SYSTEM,
  },
  {
    group_id: 4,
    name: "consulta_general",
    title: "Consulta general",
    description: "Acceso de solo lectura",
    active: 1,
    regions: ["mexico", "chile"],
    tenants: ["video", "music"],
    profiles: ["consulta", "auditor_retirado"],
    modules: ["dashboard", "consulta_consumo", "products", "filtros", "mails"],
  },
  {
    group_id: 5,
    name: "apa_uat",
    title: "APA UAT",
    description: "Pruebas de publicaciones",
    active: 1,
    regions: ["mexico"],
    tenants: ["video"],
    profiles: ["consulta", "publicador"],
    modules: ["apauat", "filtros"],
  },
  {
    group_id: 6,
    name: "legacy_v9",
    title: "Admin v9",
    description: "Usuarios del administrador anterior",
    active: 1,
    regions: ["generic"],
    tenants: ALL_TENANTS,
    profiles: ["consulta"],
    modules: ["adminv9"],
  },
  // Inactive on purpose: its members must not inherit the system modules through it.
  {
    group_id: 7,
    name: "auditoria_archivada",
    title: "Auditoría (archivado)",
    description: "Grupo dado de baja",
    active: 0,
    regions: ["generic"],
    tenants: ALL_TENANTS,
    profiles: ["administrador"],
    modules: ["logs", "user"],
  },
  {
    group_id: 8,
    name: "contenidos",
    title: "Contenidos",
    description: "Catálogo, filtros y publicaciones",
    active: 1,
    regions: ["generic"],
    tenants: ["video", "music"],
    profiles: ["editor", "publicador", "consulta"],
    modules: ["products", "filtros", "apa", "admapa", "providers"],
  },
  {
    group_id: 9,
    name: "monitoreo",
    title: "Monitoreo",
    description: "Tableros y señales",
    active: 1,
    regions: ["generic"],
    tenants: ALL_TENANTS,
    profiles: ["consulta"],
    modules: ["dashboard", "ostream", "servicetype"],
  },
  {
    group_id: 10,
    name: "soporte_cono_sur",
    title: "Soporte Cono Sur",
    description: "Atención Chile, Argentina y Uruguay",
    active: 1,
    regions: ["chile", "argentina", "uruguay"],
    tenants: ["video", "music"],
    profiles: ["soporte", "consulta"],
    modules: ["consulta_consumo", "clients"],
  },
  {
    group_id: 11,
    name: "soporte_andino",
    title: "Soporte Andino",
    description: "Atención Perú, Ecuador y Bolivia",
    active: 1,
    regions: ["peru", "ecuador", "bolivia"],
    tenants: ["video"],
    profiles: ["soporte", "consulta"],
    modules: ["consulta_consumo", "clients"],
  },
  {
    group_id: 12,
    name: "marketing",
    title: "Marketing",
    description: "Correos y promociones",
    active: 1,
    regions: ["mexico", "colombia", "brasil"],
    tenants: ALL_TENANTS,
    profiles: ["editor", "consulta"],
    modules: ["mails", "products"],
  },
];

/** Groups the generated staff users are spread over (the demo-only and inactive groups are left out). */
export const STAFF_GROUPS = [
  "soporte_mx_co",
  "operaciones",
  "consulta_general",
  "contenidos",
  "monitoreo",
  "soporte_cono_sur",
  "soporte_andino",
  "marketing",
];

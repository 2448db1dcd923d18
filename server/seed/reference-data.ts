import type { ModuleName, Privilege } from "../../src/permissions/catalog.ts";

/** Every seeded timestamp lies before this instant, so a seeded database is identical on every run. */
export const SEED_NOW = Date.parse("2026-11-15T12:00:00.000Z");

export type RegionSeed = {
  region_id: number;
  name: string;
  title: string;
  tz: string;
  currency: string;
  rate: number;
};

// rate converts an MXN list price into the region's currency (rounded when seeding).
// region_id, name, title, time zone, currency, rate
const REGION_ROWS: readonly (readonly [number, string, string, string, string, number])[] = [
  [1, "generic", "Global", "UTC", "USD", 0.058],
  [441, "mexico", "México", "America/Mexico_City", "MXN", 1],
  [746, "chile", "Chile", "America/Santiago", "CLP", 47],
  [748, "colombia", "Colombia", "America/Bogota", "COP", 230],
  [749, "argentina", "Argentina", "America/Argentina/Buenos_Aires", "ARS", 60],
  [750, "peru", "Perú", "America/Lima", "PEN", 0.21],
  [751, "brasil", "Brasil", "America/Sao_Paulo", "BRL", 0.3],
  [752, "ecuador", "Ecuador", "America/Guayaquil", "USD", 0.058],
  [753, "guatemala", "Guatemala", "America/Guatemala", "GTQ", 0.45],
  [754, "costa_rica", "Costa Rica", "America/Costa_Rica", "CRC", 29],
  [755, "uruguay", "Uruguay", "America/Montevideo", "UYU", 2.3],
  [756, "paraguay", "Paraguay", "America/Asuncion", "PYG", 430],
  [757, "el_salvador", "El Salvador", "America/El_Salvador", "USD", 0.058],
  [758, "honduras", "Honduras", "America/Tegucigalpa", "HNL", 1.45],
  [759, "nicaragua", "Nicaragua", "America/Managua", "NIO", 2.1],
  [760, "panama", "Panamá", "America/Panama", "USD", 0.058],
  [761, "dominicana", "República Dominicana", "America/Santo_Domingo", "DOP", 3.5],
  [762, "bolivia", "Bolivia", "America/La_Paz", "BOB", 0.4],
];
export const REGIONS: readonly RegionSeed[] = REGION_ROWS.map(
  ([region_id, name, title, tz, currency, rate]) => ({
    region_id,
    name,
    title,
    tz,
    currency,
    rate,
  }),
);

/** ISO 3166-1 alpha-2 of each country region; the generic region (all regions) has none of its own. */
export const COUNTRY_CODES: Readonly<Record<string, string>> = {
  mexico: "MX",
  chile: "CL",
  colombia: "CO",
  argentina: "AR",
  peru: "PE",
  brasil: "BR",
  ecuador: "EC",
  guatemala: "GT",
  costa_rica: "CR",
  uruguay: "UY",
  paraguay: "PY",
  el_salvador: "SV",
  honduras: "HN",
  nicaragua: "NI",
  panama: "PA",
  dominicana: "DO",
  bolivia: "BO",
};

export const TENANTS = [
  { tenant_id: 1, code: "video", title: "Claro video" },
  { tenant_id: 2, code: "drive", title: "Claro drive" },
  { tenant_id: 3, code: "music", title: "Claro música" },
] as const;

export const TIMEZONES: readonly { name: string; title: string; utc_offset: string }[] = [
  { name: "UTC", title: "(GMT+00:00) Tiempo universal coordinado", utc_offset: "+00:00" },
  { name: "America/Mexico_City", title: "(GMT-06:00) Ciudad de México", utc_offset: "-06:00" },
  { name: "America/Monterrey", title: "(GMT-06:00) Monterrey", utc_offset: "-06:00" },
  { name: "America/Cancun", title: "(GMT-05:00) Cancún", utc_offset: "-05:00" },
  { name: "America/Tijuana", title: "(GMT-08:00) Tijuana", utc_offset: "-08:00" },
  { name: "America/Santiago", title: "(GMT-03:00) Santiago", utc_offset: "-03:00" },
  { name: "America/Bogota", title: "(GMT-05:00) Bogotá", utc_offset: "-05:00" },
  { name: "America/Argentina/Buenos_Aires", title: "(GMT-03:00) Buenos Aires", utc_offset: "-03:00" },
  { name: "America/Lima", title: "(GMT-05:00) Lima", utc_offset: "-05:00" },
  { name: "America/Sao_Paulo", title: "(GMT-03:00) São Paulo", utc_offset: "-03:00" },
  { name: "America/Guayaquil", title: "(GMT-05:00) Guayaquil", utc_offset: "-05:00" },
  { name: "America/Guatemala", title: "(GMT-06:00) Guatemala", utc_offset: "-06:00" },
  { name: "America/Costa_Rica", title: "(GMT-06:00) San José", utc_offset: "-06:00" },
  { name: "America/Montevideo", title: "(GMT-03:00) Montevideo", utc_offset: "-03:00" },
  { name: "America/Asuncion", title: "(GMT-03:00) Asunción", utc_offset: "-03:00" },
  { name: "America/El_Salvador", title: "(GMT-06:00) San Salvador", utc_offset: "-06:00" },
  { name: "America/Tegucigalpa", title: "(GMT-06:00) Tegucigalpa", utc_offset: "-06:00" },
  { name: "America/Managua", title: "(GMT-06:00) Managua", utc_offset: "-06:00" },
  { name: "America/Panama", title: "(GMT-05:00) Panamá", utc_offset: "-05:00" },
  { name: "America/Santo_Domingo", title: "(GMT-04:00) Santo Domingo", utc_offset: "-04:00" },
  { name: "America/La_Paz", title: "(GMT-04:00) La Paz", utc_offset: "-04:00" },
];

// A Record over ModuleName: adding a module to the catalogue without a title here fails the type check.
export const MODULE_TITLES: Record<ModuleName, string> = {
  user: "Usuarios",
  logs: "Logs",
  groups: "Grupos",
  modules: "Módulos",
  roles: "Roles",
  dummy: "Dummy",
  mails: "Mails",
  dashboard: "Dashboard",
  consulta_consumo: "Consulta de consumo",
  servicetype: "Prueba de tipo de servicio",
  clients: "Gestión de usuarios AGU",
  products: "Productos",
  filtros: "Filtros de contenido",
  admapa: "Administración APA",
  apauat: "APA UAT",
  apa: "Publicaciones APA",
  providers: "Proveedores",
  ostream: "Señales abiertas",
  adminv9: "Admin v9",
};

/** Modules whose screens depend on the selected region. */
export const REGION_BOUND_MODULES: readonly ModuleName[] = [
  "consulta_consumo",
  "clients",
  "products",
  "filtros",
  "apa",
];

export type ProfileSeed = {
  profile_id: number;
  name: string;
  title: string;
  active: 0 | 1;
  privileges: Privilege[];
};

/** A role's privileges with "personal" (issue 32 item 2) wherever it has "view": its holders see data whole. */
const seeing = (...privileges: Privilege[]): Privilege[] =>
  privileges.includes("view") ? [...privileges, "personal"] : privileges;

export const PROFILES: readonly ProfileSeed[] = [
  {
    profile_id: 1,
    name: "administrador",
    title: "Administrador",
    active: 1,
    privileges: seeing("view", "edit", "new", "delete", "publish"),
  },
  { profile_id: 2, name: "editor", title: "Editor", active: 1, privileges: seeing("view", "edit", "new") },
  { profile_id: 3, name: "consulta", title: "Consulta", active: 1, privileges: seeing("view") },
  {
    profile_id: 4,
    name: "soporte",
    title: "Soporte",
    active: 1,
    privileges: seeing("view", "edit", "delete"),
  },
  {
    profile_id: 5,
    name: "publicador",
    title: "Publicador",
    active: 1,
    privileges: seeing("view", "publish"),
  },
  // Inactive on purpose: rows pointing at it must grant nothing.
  {
    profile_id: 6,
    name: "auditor_retirado",
    title: "Auditor (retirado)",
    active: 0,
    privileges: seeing("view", "edit", "new", "delete", "publish"),
  },
  // A support agent who works on subscribers without seeing their personal data whole (issue 32 item 2).
  { profile_id: 7, name: "agente", title: "Agente", active: 1, privileges: ["view", "edit"] },
];

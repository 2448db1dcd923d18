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
export const REGIONS: readonly RegionSeed[] = [
  { region_id: 1, name: "generic", title: "Global", tz: "UTC", currency: "USD", rate: 0.058 },
  { region_id: 441, name: "mexico", title: "México", tz: "America/Mexico_City", currency: "MXN", rate: 1 },
  { region_id: 746, name: "chile", title: "Chile", tz: "America/Santiago", currency: "CLP", rate: 47 },
  { region_id: 748, name: "colombia", title: "Colombia", tz: "America/Bogota", currency: "COP", rate: 230 },
  {
    region_id: 749,
    name: "argentina",
    title: "Argentina",
    tz: "America/Argentina/Buenos_Aires",
    currency: "ARS",
    rate: 60,
  },
  { region_id: 750, name: "peru", title: "Perú", tz: "America/Lima", currency: "PEN", rate: 0.21 },
  { region_id: 751, name: "brasil", title: "Brasil", tz: "America/Sao_Paulo", currency: "BRL", rate: 0.3 },
  {
    region_id: 752,
    name: "ecuador",
    title: "Ecuador",
    tz: "America/Guayaquil",
    currency: "USD",
    rate: 0.058,
  },
  {
    region_id: 753,
    name: "guatemala",
    title: "Guatemala",
    tz: "America/Guatemala",
    currency: "GTQ",
    rate: 0.45,
  },
  {
    region_id: 754,
    name: "costa_rica",
    title: "Costa Rica",
    tz: "America/Costa_Rica",
    currency: "CRC",
    rate: 29,
  },
  { region_id: 755, name: "uruguay", title: "Uruguay", tz: "America/Montevideo", currency: "UYU", rate: 2.3 },
  { region_id: 756, name: "paraguay", title: "Paraguay", tz: "America/Asuncion", currency: "PYG", rate: 430 },
  {
    region_id: 757,
    name: "el_salvador",
    title: "El Salvador",
    tz: "America/El_Salvador",
    currency: "USD",
    rate: 0.058,
  },
  {
    region_id: 758,
    name: "honduras",
    title: "Honduras",
    tz: "America/Tegucigalpa",
    currency: "HNL",
    rate: 1.45,
  },
  {
    region_id: 759,
    name: "nicaragua",
    title: "Nicaragua",
    tz: "America/Managua",
    currency: "NIO",
    rate: 2.1,
  },
  { region_id: 760, name: "panama", title: "Panamá", tz: "America/Panama", currency: "USD", rate: 0.058 },
  {
    region_id: 761,
    name: "dominicana",
    title: "República Dominicana",
    tz: "America/Santo_Domingo",
    currency: "DOP",
    rate: 3.5,
  },
  { region_id: 762, name: "bolivia", title: "Bolivia", tz: "America/La_Paz", currency: "BOB", rate: 0.4 },
];

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

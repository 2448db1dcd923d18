import { rulesForTenant } from "../../../src/contract/products/rules-steps.ts";

// Reference data of the catalogue (spec 3 §3, §9): values the seed writes and tests name.

/** Bolivia is migrating to the corporate hub: its rates cannot be created or saved meanwhile. */
export const FROZEN_REGION = "bolivia";

type MethodSeed = {
  id: number;
  code: string;
  name: string;
  description: string;
  serviceIdName: string | null;
  serviceType?: true;
  testServiceType?: true;
  colour: string;
  /** Only these regions offer it (none: every region). */
  regions?: readonly string[];
  /** The user types (by name) that offer it. */
  userTypes: readonly string[];
};

/** The payment-method catalogue of §9 with its colours; a service id name means service_id_required. */
export const PAYMENT_METHODS: readonly MethodSeed[] = [
  {
    id: 1,
    code: "carrier_billing",
    name: "Cobro en factura móvil",
    description: "Cargo a la factura del operador móvil",
    serviceIdName: "Service type",
    serviceType: true,
    testServiceType: true,
    colour: "#d32f2f",
    userTypes: ["Móvil"],
  },
  {
    id: 2,
    code: "fixed_billing",
    name: "Cargo a recibo fijo",
    description: "Cargo al recibo de la línea fija",
    serviceIdName: "Service type",
    serviceType: true,
    colour: "#1565c0",
    userTypes: ["Fijo"],
  },
  {
    id: 3,
    code: "fixed_billing_bundle",
    name: "Cargo a recibo fijo (paquete)",
    description: "Cargo al recibo fijo dentro de un paquete",
    serviceIdName: "Service type",
    serviceType: true,
    colour: "#0277bd",
    userTypes: ["Fijo"],
  },
  {
    id: 4,
    code: "co_fixed_gateway",
    name: "Pasarela fija Colombia",
    description: "Pasarela de cobro de línea fija en Colombia",
    serviceIdName: "Service type",
    serviceType: true,
    colour: "#f9a825",
    regions: ["colombia"],
    userTypes: ["Fijo"],
  },
  {
    id: 5,
    code: "app_store",
    name: "Tienda de aplicaciones",
    description: "Compra dentro de la tienda de aplicaciones",
    serviceIdName: "Store product id",
    colour: "#6a1b9a",
    userTypes: ["Web", "Móvil"],
  },
  {
    id: 6,
    code: "mx_carrier",
    name: "Cobro operador México",
    description: "Cobro del operador móvil mexicano",
    serviceIdName: "Billing code",
    colour: "#c62828",
    regions: ["mexico"],
    userTypes: ["Móvil"],
  },
  {
    id: 7,
    code: "card",
    name: "Tarjeta de crédito",
    description: "Pago con tarjeta de crédito o débito",
    serviceIdName: "Plan id",
    colour: "#2e7d32",
    userTypes: ["Web"],
  },
  {
    id: 8,
    code: "hubcorp_fixed",
    name: "Hub corporativo fijo",
    description: "Cobro fijo del hub corporativo",
    serviceIdName: "Product id",
    colour: "#37474f",
    userTypes: ["Fijo"],
  },
  {
    id: 9,
    code: "pincode",
    name: "Pincode promocional",
    description: "Canje de un código promocional",
    serviceIdName: null,
    colour: "#ef6c00",
    userTypes: ["Web"],
  },
  {
    id: 10,
    code: "free",
    name: "Gratuito",
    description: "Sin cobro",
    serviceIdName: null,
    colour: "#00897b",
    userTypes: ["Web", "Móvil"],
  },
  {
    id: 11,
    code: "wallet",
    name: "Billetera de pagos",
    description: "Pago con la billetera electrónica",
    serviceIdName: null,
    colour: "#ad1457",
    userTypes: ["Web"],
  },
];

/** User types of every region, per tenant: [name, required_email]. */
export const USER_TYPES: Record<string, readonly (readonly [string, 0 | 1])[]> = {
  video: [
    ["Web", 1],
    ["Móvil", 0],
    ["Fijo", 0],
  ],
  music: [
    ["Web", 1],
    ["Móvil", 0],
  ],
};

export const TARGETS = [
  { target_id: 1, name: "Web", is_hubcorp: 0 },
  { target_id: 2, name: "Android", is_hubcorp: 0 },
  { target_id: 3, name: "iOS", is_hubcorp: 0 },
  { target_id: 4, name: "Smart TV", is_hubcorp: 0 },
  { target_id: 5, name: "Roku", is_hubcorp: 0 },
  { target_id: 6, name: "Hub corporativo", is_hubcorp: 1 },
] as const;
export const HUBCORP_TARGET = 6;

export const PRODUCT_TYPES = [
  { type_id: "A", name: "Suscripción" },
  { type_id: "M", name: "Transacción" },
  { type_id: "P", name: "Paquete" },
] as const;

const YM = "year,month";
const ALL_UNITS = "year,month,week,day,hour";
export const CONTENT_TYPES = [
  { code: "SVOD", type_id: "A", name: "SVOD", unlimited: 0, availability: null, period_units: YM },
  { code: "TV", type_id: "A", name: "TV", unlimited: 0, availability: null, period_units: YM },
  { code: "Paquete", type_id: "A", name: "Paquete", unlimited: 0, availability: null, period_units: YM },
  {
    code: "TVOD",
    type_id: "M",
    name: "Renta TVOD",
    unlimited: 0,
    availability: "manual",
    period_units: "hour",
  },
  {
    code: "PVOD",
    type_id: "M",
    name: "Renta PVOD",
    unlimited: 0,
    availability: "manual",
    period_units: "hour",
  },
  {
    code: "Evento",
    type_id: "M",
    name: "Evento",
    unlimited: 0,
    availability: "manual",
    period_units: "hour",
  },
  {
    code: "Serie",
    type_id: "M",
    name: "Serie",
    unlimited: 1,
    availability: "automatic",
    period_units: "hour",
  },
  {
    code: "CompraTVOD",
    type_id: "M",
    name: "Compra TVOD",
    unlimited: 1,
    availability: "automatic",
    period_units: "month,hour",
  },
  {
    code: "CompraPVOD",
    type_id: "M",
    name: "Compra PVOD",
    unlimited: 1,
    availability: "automatic",
    period_units: "month,hour",
  },
  {
    code: "PKG",
    type_id: "P",
    name: "Paquete combinado",
    unlimited: 0,
    availability: null,
    period_units: ALL_UNITS,
  },
] as const;

/** §1: the video tenant shows every rule but AllowPreview; the music tenant only AllowDownload and AllowPreview. */
export const TENANT_RULES: Record<string, readonly string[]> = {
  video: rulesForTenant("video"),
  music: rulesForTenant("music"),
};
/** Steps showing rules: the plan's filters (2) and the rate (4). */
export const RULE_STEPS = [
  [2, "product"],
  [4, "rate"],
] as const;

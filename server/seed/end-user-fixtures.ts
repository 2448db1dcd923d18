import type { Subscription } from "../../src/contract/consumption.ts";
import type { EndUserTable } from "../db/tables/consumption.ts";

// Documented end users of consulta_consumo: fixed ids and values that tests (server and e2e) rely on.
// Generated end users start at GENERATED_END_USER_FIRST_ID and never reuse these e-mails or phones.
export const GENERATED_END_USER_FIRST_ID = 10_001_001;

export type SubscriptionFixture = Omit<Subscription, "subscription_id">;

/** An end user's row with the subscriptions seeded for it. */
export type EndUserFixture = EndUserTable & { subscriptions: SubscriptionFixture[] };

export const END_USER_FIXTURES: readonly EndUserFixture[] = [
  {
    id_usuario: 10_000_001,
    user_hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001",
    email: "maria.lopez@correo.test",
    region: "mexico",
    phone_telmex: "5512345678",
    phone_telcel: "5587654321",
    name: "María López Hernández",
    created_at: "2024-02-10T16:20:00.000Z",
    subscriptions: [
      {
        title: "Claro video Mensual",
        origin: "web",
        ip: "187.190.12.34",
        created_at: "2026-06-01T10:00:00.000Z",
        expires_at: "2026-12-01T10:00:00.000Z",
        price: 119,
        currency: "MXN",
        waspurchased: "1",
        payment_method: "tarjeta_credito",
        payment_status: "aprobado",
        status: "active",
      },
      {
        title: "Claro música Premium",
        origin: "android",
        ip: "189.203.45.67",
        created_at: "2026-03-15T18:30:00.000Z",
        expires_at: "2026-12-15T18:30:00.000Z",
        price: 115,
        currency: "MXN",
        waspurchased: "1",
        payment_method: "cargo_factura_telcel",
        payment_status: "aprobado",
        status: "active",
      },
      {
        title: "Claro video + Paramount+ (prueba gratuita)",
        origin: "smart_tv",
        ip: "187.190.12.34",
        created_at: "2026-10-20T21:05:00.000Z",
        expires_at: "2026-10-27T21:05:00.000Z",
        price: 0,
        currency: "MXN",
        waspurchased: "0",
        payment_method: "promocion",
        payment_status: "sin_cargo",
        status: "terminated",
      },
    ],
  },
  {
    id_usuario: 10_000_002,
    user_hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f002",
    email: "sin.suscripciones@correo.test",
    region: "mexico",
    phone_telmex: null,
    phone_telcel: null,
    name: "Sergio Sin Suscripciones",
    created_at: "2025-08-01T12:00:00.000Z",
    subscriptions: [],
  },
  {
    id_usuario: 10_000_003,
    user_hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f003",
    email: "juan.perez@correo.test",
    region: "chile",
    phone_telmex: null,
    phone_telcel: null,
    name: "Juan Pérez Soto",
    created_at: "2023-11-05T09:45:00.000Z",
    subscriptions: [
      {
        title: "Claro video Mensual",
        origin: "ios",
        ip: "200.29.14.201",
        created_at: "2026-09-10T14:00:00.000Z",
        expires_at: "2026-12-10T14:00:00.000Z",
        price: 5590,
        currency: "CLP",
        waspurchased: "1",
        payment_method: "tarjeta_debito",
        payment_status: "aprobado",
        status: "active",
      },
      {
        title: "Claro música Premium",
        origin: "web",
        ip: "200.29.14.201",
        created_at: "2025-05-02T08:15:00.000Z",
        expires_at: "2026-05-02T08:15:00.000Z",
        price: 5400,
        currency: "CLP",
        waspurchased: "1",
        payment_method: "tarjeta_debito",
        payment_status: "aprobado",
        status: "cancelled",
      },
    ],
  },
  {
    // A Telmex bundle: one subscription came with the line and has no payment method of its own
    // (adm_payment_null_constrain decides whether it may be cancelled).
    id_usuario: 10_000_004,
    user_hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f004",
    email: "laura.paquete@correo.test",
    region: "mexico",
    phone_telmex: "5523456789",
    phone_telcel: null,
    name: "Laura Paquete Telmex",
    created_at: "2025-01-15T11:30:00.000Z",
    subscriptions: [
      {
        title: "Claro video incluido en Infinitum",
        origin: "telmex_recibo",
        ip: "187.141.20.5",
        created_at: "2026-01-15T11:30:00.000Z",
        expires_at: "2027-01-15T11:30:00.000Z",
        price: 0,
        currency: "MXN",
        waspurchased: "1",
        payment_method: "",
        payment_status: "sin_cargo",
        status: "active",
      },
      {
        title: "Claro música Premium",
        origin: "web",
        ip: "187.141.20.5",
        created_at: "2026-04-02T19:00:00.000Z",
        expires_at: "2026-12-02T19:00:00.000Z",
        price: 115,
        currency: "MXN",
        waspurchased: "1",
        payment_method: "tarjeta_credito",
        payment_status: "aprobado",
        status: "active",
      },
    ],
  },
];

import type { LogLevel } from "../db/schema.ts";

const EMAILS = ["maria.lopez@correo.test", "juan.perez@correo.test", "cliente@correo.test"];
const REGIONS = ["mexico", "chile", "colombia", "argentina", "peru", "brasil"];

export type LogTemplate = {
  action: string;
  weight: number;
  level: LogLevel;
  url: (n: number) => string;
  message: (n: number, pick: <T>(a: readonly T[]) => T) => string;
};

// What the audit log of a busy back-office looks like: mostly reads and logins, some changes, a few failures.
export const LOG_TEMPLATES: readonly LogTemplate[] = [
  {
    action: "login",
    weight: 22,
    level: "info",
    url: () => "/services/auth/login",
    message: () => "Inicio de sesión",
  },
  {
    action: "logout",
    weight: 10,
    level: "info",
    url: () => "/services/auth/logout",
    message: () => "Cierre de sesión",
  },
  {
    action: "login_failed",
    weight: 6,
    level: "warning",
    url: () => "/services/auth/login",
    message: () => "Contraseña incorrecta",
  },
  {
    action: "account_locked",
    weight: 1,
    level: "error",
    url: () => "/services/auth/login",
    message: () => "Cuenta bloqueada tras 5 intentos fallidos",
  },
  {
    action: "consumption_lookup",
    weight: 20,
    level: "info",
    url: () => "/services/consulta_consumo/user/byemail",
    message: (_, pick) => `Consulta de consumo: ${pick(EMAILS)}`,
  },
  {
    action: "subscription_cancel",
    weight: 5,
    level: "info",
    url: (n) => `/services/consulta_consumo/subscription/cancel/${n}`,
    message: (n) => `Suscripción ${n} cancelada`,
  },
  {
    action: "subscription_terminate",
    weight: 2,
    level: "info",
    url: () => "/services/consulta_consumo/subscription/terminate",
    message: (n) => `Suscripciones del usuario ${10_001_000 + n} terminadas`,
  },
  {
    action: "subscription_error",
    weight: 2,
    level: "error",
    url: () => "/services/consulta_consumo/subscription/cancel",
    message: () => "Error al cancelar la suscripción: tiempo de espera agotado con el proveedor de pagos",
  },
  {
    action: "user_update",
    weight: 4,
    level: "info",
    url: (n) => `/services/user/${n}`,
    message: (n) => `Usuario ${n} actualizado`,
  },
  {
    action: "user_create",
    weight: 1,
    level: "info",
    url: () => "/services/user",
    message: (n) => `Usuario ${n} creado`,
  },
  {
    action: "group_update",
    weight: 2,
    level: "info",
    url: (n) => `/services/system/group/${(n % 12) + 1}`,
    message: (n) => `Grupo ${(n % 12) + 1} actualizado`,
  },
  {
    action: "profile_update",
    weight: 2,
    level: "info",
    url: () => "/services/profile",
    message: () => "Perfil actualizado: name, tz_id",
  },
  {
    action: "password_recover",
    weight: 1,
    level: "info",
    url: (n) => `/services/base/password/recover/${n}`,
    message: () => "Correo de recuperación enviado",
  },
  {
    action: "filter_update",
    weight: 3,
    level: "info",
    url: (n) => `/services/filtros/${n}`,
    message: (_, pick) => `Filtro de contenido actualizado en ${pick(REGIONS)}`,
  },
  {
    action: "product_publish",
    weight: 3,
    level: "info",
    url: (n) => `/services/products/${n}/publish`,
    message: (n) => `Producto ${n} publicado`,
  },
  {
    action: "region_denied",
    weight: 2,
    level: "warning",
    url: () => "/services/consulta_consumo/user/bytel",
    message: (_, pick) => `Región no permitida: ${pick(REGIONS)}`,
  },
  {
    action: "mail_send",
    weight: 3,
    level: "info",
    url: () => "/services/mails/send",
    message: () => "Plantilla de correo enviada a prueba",
  },
  {
    action: "edge_alert",
    weight: 2,
    level: "warning",
    url: () => "/services/dashboard/share",
    message: (n) => `Tasa de errores alta en edge-${(n % 40) + 1}`,
  },
];

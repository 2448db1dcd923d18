import { defineErrors } from "./define-errors.ts";

// The platform's codes: the session and its scope, permissions, input validation, sign-in and password
// recovery, and the generic failures any call may answer (errorsOf adds the implied ones to every call).

export const platformErrors = defineErrors("platform", {
  invalid_request: {
    status: 400,
    es: "Datos inválidos.",
    en: "Invalid data.",
  },
  password_token_invalid: {
    status: 400,
    es: "El enlace de recuperación no es válido o ha expirado.",
    en: "The recovery link is invalid or has expired.",
  },
  password_weak: {
    status: 400,
    es: "La contraseña debe tener al menos 8 caracteres.",
    en: "The password must be at least 8 characters long.",
  },
  password_current_invalid: {
    status: 403,
    es: "Escriba su contraseña actual para cambiar la contraseña o el correo.",
    en: "Type your current password to change the password or the e-mail.",
  },
  auth_invalid_login: {
    status: 401,
    es: "Usuario no encontrado, por favor verifique y vuelva a intentar",
    en: "User not found, please check and try again",
  },
  auth_session_exist: {
    status: 401,
    es: "Sesión existente o ha expirado.",
    en: "Session already exists or has expired.",
  },
  bloqued_account_exception: {
    status: 401,
    es: "Su cuenta ha sido bloqueada.",
    en: "Your account has been locked.",
  },
  user_inactive: {
    status: 401,
    es: "El usuario está inactivo.",
    en: "The user is inactive.",
  },
  user_invalid_token: {
    status: 401,
    es: "La sesión ha expirado. Debe acceder nuevamente.",
    en: "Your session has expired. Please sign in again.",
  },
  wsgu_invalid_region: {
    status: 403,
    es: "Región no permitida",
    en: "Region not allowed",
  },
  user_without_permission: {
    status: 403,
    es: "El usuario no tiene permisos en el módulo solicitado.",
    en: "The user has no permission on the requested module.",
  },
  wsgu_invalid_tenant: {
    status: 403,
    es: "Tenant no permitido",
    en: "Tenant not allowed",
  },
  not_found: {
    status: 404,
    es: "Recurso no encontrado.",
    en: "Resource not found.",
  },
  duplicated_entry: {
    status: 409,
    es: "Duplicado: El registro ya ha sido agregado.",
    en: "Duplicate: the entry has already been added.",
  },
  payload_too_complex: {
    status: 400,
    es: "La petición tiene demasiados niveles anidados o demasiados elementos en una lista.",
    en: "The request has too many nested levels or too many items in a list.",
  },
  payload_too_large: {
    status: 413,
    es: "La petición es demasiado grande.",
    en: "The request is too large.",
  },
  unsupported_media_type: {
    status: 415,
    es: "El cuerpo de la petición debe ser JSON (application/json).",
    en: "The request body must be JSON (application/json).",
  },
  too_many_requests: {
    status: 429,
    es: "Demasiados intentos. Espere unos minutos y vuelva a intentar.",
    en: "Too many attempts. Wait a few minutes and try again.",
  },
  error_generic: {
    status: 500,
    es: "Ha ocurrido un error.",
    en: "An error has occurred.",
  },
});

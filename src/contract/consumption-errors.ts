import { defineErrors } from "./define-errors.ts";

// The consumption module's codes: the payments gateway's business refusals (spec 1 §7), answered with HTTP
// 200 and status 1.

export const consumptionErrors = defineErrors("consumption", {
  PGS_USR_00001: {
    status: 200,
    es: "Usuario no encontrado en la región seleccionada.",
    en: "User not found in the selected region.",
  },
  PGS_USR_00002: {
    status: 200,
    es: "El usuario no tiene suscripciones.",
    en: "The user has no subscriptions.",
  },
  PGS_USR_00003: {
    status: 200,
    es: "El correo electrónico no es válido.",
    en: "The e-mail address is not valid.",
  },
  PGS_USR_00004: {
    status: 200,
    es: "El correo electrónico ya está registrado por otro usuario.",
    en: "The e-mail address is already used by another user.",
  },
  PGS_USR_00005: {
    status: 200,
    es: "El número de teléfono no es válido.",
    en: "The phone number is not valid.",
  },
  PGS_SUB_00001: {
    status: 200,
    es: "Suscripción no encontrada.",
    en: "Subscription not found.",
  },
  PGS_SUB_00002: {
    status: 200,
    es: "La suscripción no fue comprada o no está activa.",
    en: "The subscription was not purchased or is not active.",
  },
  PGS_SUB_00003: {
    status: 200,
    es: "La suscripción no pertenece al usuario.",
    en: "The subscription does not belong to the user.",
  },
  PGS_SUB_00004: {
    status: 200,
    es: "La suscripción no tiene método de pago registrado y la configuración no permite cancelarla.",
    en: "The subscription has no registered payment method and the settings do not allow cancelling it.",
  },
});

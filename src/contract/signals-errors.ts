import { defineErrors } from "./define-errors.ts";

// The signals module's codes.

export const signalErrors = defineErrors("signals", {
  signal_dates_equal: {
    status: 400,
    es: "Las fechas de inicio y fin no pueden ser iguales.",
    en: "Start and end dates cannot be equal.",
  },
  signal_start_after_end: {
    status: 400,
    es: "La fecha de inicio debe ser menor a la fecha de fin.",
    en: "The start date must be lower than the end date.",
  },
  signal_product_unknown: {
    status: 400,
    es: "El código BSS no corresponde a un producto de Payway.",
    en: "The BSS code is not a Payway product.",
  },
  signal_already_ended: {
    status: 409,
    es: "La señal ya terminó.",
    en: "The signal has already ended.",
  },
});

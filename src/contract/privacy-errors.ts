import { defineErrors } from "./define-errors.ts";

// The personal-data module's codes (issue 32 item 2).

export const privacyErrors = defineErrors("privacy", {
  privacy_reveal_not_allowed: {
    status: 403,
    es: "El administrador no permite revelar datos personales en este módulo.",
    en: "The administrator does not allow revealing personal data in this module.",
  },
  privacy_record_not_found: {
    status: 404,
    es: "No existe ese dato entre los que puede consultar.",
    en: "There is no such value among those you may look up.",
  },
  privacy_export_over_cap: {
    status: 409,
    es: "La exportación supera el máximo de filas por exportación que fijó el administrador.",
    en: "The export goes beyond the most rows per export the administrator set.",
  },
});

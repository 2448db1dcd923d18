import { defineErrors } from "./define-errors.ts";

// The mails module's codes.

export const mailErrors = defineErrors("mails", {
  mail_id_exists: {
    status: 409,
    es: "Ya existe un mail con ese id en la región.",
    en: "A mail with that id already exists in the region.",
  },
});

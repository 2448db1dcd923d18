import { defineErrors } from "./define-errors.ts";

// The own-shortcuts module's codes.

export const shortcutErrors = defineErrors("shortcuts", {
  shortcut_limit_reached: {
    status: 409,
    es: "Ha llegado al máximo de atajos propios: restablezca alguno antes de cambiar otro.",
    en: "You have reached the most own shortcuts allowed: reset one before changing another.",
  },
});

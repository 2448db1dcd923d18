import { defineErrors } from "./define-errors.ts";

// The APA module's codes.

export const apaErrors = defineErrors("apa", {
  apa_uat_only: {
    status: 403,
    es: "Usuario solo UAT: no puede publicar en producción ni metadatos.",
    en: "UAT-only user: cannot publish to production nor metadata.",
  },
  apa_partition_not_found: {
    status: 404,
    es: "Error en API document. No se pudieron obtener los datos debido a un error en la API de documentos.",
    en: "API document error. The data could not be obtained because of an error in the documents API.",
  },
  apa_device_not_found: {
    status: 404,
    es: "El dispositivo no se encuentra entre los documentos.",
    en: "The device is not among the documents.",
  },
  apa_history_not_found: {
    status: 404,
    es: "No existe esa publicación en el histórico.",
    en: "That publication is not in the history.",
  },
});

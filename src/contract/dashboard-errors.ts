import { defineErrors } from "./define-errors.ts";

// The dashboard's codes: edges, their events, histogram and report, and the analytics share.

export const dashboardErrors = defineErrors("dashboard", {
  edge_report_invalid_recipients: {
    status: 400,
    es: "Hay destinatarios que no son correos válidos.",
    en: "Some recipients are not valid e-mail addresses.",
  },
  edge_histogram_too_many_points: {
    status: 400,
    es: "El rango pide demasiados puntos: use intervalos más grandes.",
    en: "The range asks for too many points: use larger buckets.",
  },
  edge_event_not_found: {
    status: 404,
    es: "El evento no existe.",
    en: "The event does not exist.",
  },
  edge_not_found: {
    status: 404,
    es: "El edge no existe en esta área.",
    en: "The edge does not exist in this area.",
  },
  dashboard_share_unavailable: {
    status: 500,
    es: "La dirección de analítica configurada no es válida.",
    en: "The configured analytics address is not valid.",
  },
});

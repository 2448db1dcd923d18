// Texts of the dashboard's own error codes (the console has its own translations of them).
export const DASHBOARD_MESSAGES = {
  es: {
    edge_not_found: "El edge no existe en esta área.",
    edge_event_not_found: "El evento no existe.",
    edge_histogram_too_many_points: "El rango pide demasiados puntos: use intervalos más grandes.",
    edge_report_invalid_recipients: "Hay destinatarios que no son correos válidos.",
    dashboard_share_unavailable: "La dirección de analítica configurada no es válida.",
  },
  en: {
    edge_not_found: "The edge does not exist in this area.",
    edge_event_not_found: "The event does not exist.",
    edge_histogram_too_many_points: "The range asks for too many points: use larger buckets.",
    edge_report_invalid_recipients: "Some recipients are not valid e-mail addresses.",
    dashboard_share_unavailable: "The configured analytics address is not valid.",
  },
} as const;

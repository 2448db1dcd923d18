import { COUNTRY_CODES } from "../seed/reference-data.ts";

// Reference data of the mail templates: programs, flows, and the country code of each region.

export const MAIL_PROGRAMS = [
  { id_programa: 1, desc_programa: "Claro video", key: "VIDEO" },
  { id_programa: 2, desc_programa: "Claro música", key: "MUSICA" },
  { id_programa: 3, desc_programa: "Claro drive", key: "DRIVE" },
  { id_programa: 4, desc_programa: "Lealtad", key: "LEALTAD" },
  { id_programa: 5, desc_programa: "Cobranza", key: "COBRANZA" },
] as const;

export const MAIL_FLOWS = [
  { id_flujo: 1, desc_flujo: "Compra", key: "COMPRA", subject: "Tu compra en {{programa}} está confirmada" },
  {
    id_flujo: 2,
    desc_flujo: "Cancelación",
    key: "CANCELACION",
    subject: "Cancelamos tu suscripción a {{programa}}",
  },
  {
    id_flujo: 3,
    desc_flujo: "Bienvenida",
    key: "BIENVENIDA",
    subject: "Te damos la bienvenida a {{programa}}",
  },
  { id_flujo: 4, desc_flujo: "Renovación", key: "RENOVACION", subject: "Renovamos tu plan de {{programa}}" },
  {
    id_flujo: 5,
    desc_flujo: "Recordatorio de pago",
    key: "RECORDATORIO",
    subject: "Tu pago de {{programa}} vence pronto",
  },
  {
    id_flujo: 6,
    desc_flujo: "Fin de prueba gratuita",
    key: "FIN_PRUEBA",
    subject: "Tu prueba gratuita de {{programa}} termina en 3 días",
  },
] as const;

export const countryCode = (region: string) => COUNTRY_CODES[region] ?? "ZZ";

/** A realistic transactional template; {{nombre}}, {{email}} and {{region}} are filled in at send time. */
export function templateHtml(heading: string, program: string, lines: readonly string[]): string {
  const paragraphs = lines.map((line) => `      <p style="margin:0 0 12px">${line}</p>`).join("\n");
  return `<!doctype html>
<html lang="es">
  <body style="margin:0;background:#f4f4f5;font-family:Arial,sans-serif;color:#18181b">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      <tr><td style="background:#da291c;color:#fff;padding:16px 24px;font-size:20px">${program}</td></tr>
      <tr><td style="background:#fff;padding:24px">
      <h1 style="font-size:22px;margin:0 0 16px">${heading}</h1>
      <p style="margin:0 0 12px">Hola {{nombre}}:</p>
${paragraphs}
      <p style="margin:24px 0 0;font-size:12px;color:#71717a">Enviado a {{email}} · ${program} {{region}}</p>
      </td></tr>
    </table>
  </body>
</html>`;
}

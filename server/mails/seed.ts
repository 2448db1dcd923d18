import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SeedContext } from "../seed/context.ts";
import { inBatches, seedAuthors } from "../seed/module-rows.ts";
import { COUNTRY_CODES, REGIONS, SEED_NOW } from "../seed/reference-data.ts";
import { countryCode, MAIL_FLOWS, MAIL_PROGRAMS, templateHtml } from "./seed-data.ts";
import type { MailsTables } from "./tables.ts";

const DAY = 86_400_000;
const SMALL_REGIONS = ["mexico", "colombia", "chile", "brasil", "argentina", "peru"];
const VARIANTS = ["MENSUAL", "ANUAL", "SEMANAL"];

const BODY: Record<string, string[]> = {
  COMPRA: [
    "Confirmamos tu compra. Ya puedes disfrutar de todo el catálogo.",
    "Conserva este correo como comprobante.",
  ],
  CANCELACION: ["Tu suscripción fue cancelada y no se harán nuevos cargos.", "Puedes volver cuando quieras."],
  BIENVENIDA: ["Tu cuenta está lista.", "Descarga la aplicación e inicia sesión con este correo."],
  RENOVACION: ["Tu plan se renovó automáticamente.", "El cargo aparecerá en tu próximo estado de cuenta."],
  RECORDATORIO: ["Tu próximo pago vence en 3 días.", "Verifica que tu medio de pago esté vigente."],
  FIN_PRUEBA: ["Tu prueba gratuita termina pronto.", "Si no cancelas, comenzaremos a cobrar tu plan."],
};

/** Templates for every (region, flow, program, variant) at the large scale; a realistic handful at the small. */
export async function seedMails({
  db,
  rng,
  scale,
  staffEmails,
}: SeedContext): Promise<Record<string, number>> {
  const mdb = (db as Kysely<Database>).withTables<MailsTables>();
  await mdb
    .insertInto("mail_programs")
    .values(MAIL_PROGRAMS.map(({ key: _, ...row }) => row))
    .execute();
  await mdb
    .insertInto("mail_flows")
    .values(MAIL_FLOWS.map(({ id_flujo, desc_flujo }) => ({ id_flujo, desc_flujo })))
    .execute();
  const regions =
    scale === "large" ? REGIONS.map((r) => r.name).filter((r) => r in COUNTRY_CODES) : SMALL_REGIONS;
  const programs = scale === "large" ? MAIL_PROGRAMS : MAIL_PROGRAMS.slice(0, 2);
  const variants = scale === "large" ? VARIANTS : VARIANTS.slice(0, 1);
  const editors = seedAuthors(staffEmails, 40);
  const rows = [];
  for (const region of regions)
    for (const flow of MAIL_FLOWS)
      for (const program of programs)
        for (const variant of variants) {
          if (scale === "small" && !rng.chance(0.7)) continue;
          const created = SEED_NOW - rng.int(30, 700) * DAY - rng.int(0, DAY);
          const modified = created + rng.int(0, Math.floor((SEED_NOW - created) / DAY)) * DAY;
          const published = rng.chance(0.6);
          const subject = flow.subject.replace("{{programa}}", program.desc_programa);
          rows.push({
            id_mail: `${flow.key}_${program.key}_${variant}`,
            region,
            country_code: countryCode(region),
            subject,
            descripcion: `${flow.desc_flujo} de plan ${variant.toLowerCase()} de ${program.desc_programa}`,
            id_programa: program.id_programa,
            id_flujo: flow.id_flujo,
            nombre: program.desc_programa,
            mail_to: "pruebas.mails@adm.test",
            html: templateHtml(subject, program.desc_programa, BODY[flow.key]),
            status: published ? 1 : 0,
            fecha_alta: new Date(created).toISOString(),
            fecha_modificacion: new Date(modified).toISOString(),
            usuario_modificacion: rng.pick(editors),
            fecha_publicacion: published
              ? new Date(Math.min(SEED_NOW, modified + rng.int(1, 48) * 3_600_000)).toISOString()
              : null,
            usuario_publicacion: published ? rng.pick(editors) : null,
          });
        }
  await inBatches(rows, (batch) => mdb.insertInto("mails").values(batch).execute());
  return { mails: rows.length };
}

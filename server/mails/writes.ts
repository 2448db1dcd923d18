import type { Context } from "hono";
import type { z } from "zod";
import { type createMailBody, MAIL_STATUS, type updateMailBody } from "../../src/contract/mails.ts";
import { audit, withReason } from "../audit.ts";
import { type AppEnv, isoAt } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { countryCode } from "./seed-data.ts";
import { type MailsDb, mailsDb, readMail } from "./store.ts";

// Changing the templates: every write and its audit row commit together.

type Ctx = Context<AppEnv>;
type Created = z.output<typeof createMailBody>;
type Edited = z.output<typeof updateMailBody>;

const asDb = (trx: MailsDb) => trx as unknown as Db;

/** Acting on a template needs its region among the user's (spec 2 §8 'Región no permitida'). */
export function checkRegion(c: Ctx, region: string): void {
  if (!c.var.user.regions.some((r) => r.name === region)) throw new ApiError("wsgu_invalid_region");
}

async function checkReferences(db: MailsDb, body: Edited): Promise<void> {
  const program = await firstWhere(db, "mail_programs", "id_programa", { id_programa: body.id_programa });
  if (!program) throw new ApiError("invalid_request", { datafield: "id_programa" });
  const flow = await firstWhere(db, "mail_flows", "id_flujo", { id_flujo: body.id_flujo });
  if (!flow) throw new ApiError("invalid_request", { datafield: "id_flujo" });
}

export async function mustRead(db: MailsDb, id: string, region: string) {
  const found = await readMail(db, id, region);
  if (!found) throw new ApiError("not_found", { datafield: "id_mail" });
  return found;
}

async function insertDraft(trx: MailsDb, c: Ctx, body: Created): Promise<void> {
  checkRegion(c, body.mail_region);
  await checkReferences(trx, body);
  if (await readMail(trx, body.id_mail, body.mail_region))
    throw new ApiError("mail_id_exists", { datafield: "id_mail" });
  const now = isoAt(c.var.clock());
  const { mail_region, ...fields } = body;
  await trx
    .insertInto("mails")
    .values({
      ...fields,
      region: mail_region,
      country_code: countryCode(mail_region),
      status: MAIL_STATUS.draft,
      fecha_alta: now,
      fecha_modificacion: now,
      usuario_modificacion: c.var.user.email,
      fecha_publicacion: null,
      usuario_publicacion: null,
    })
    .execute();
  await audit(asDb(trx), c, {
    action: "mail_create",
    message: `Mail creado: ${body.id_mail} (${mail_region})`,
  });
}

async function markPublished(trx: MailsDb, c: Ctx, id: string, region: string): Promise<void> {
  const done = await trx
    .updateTable("mails")
    .set({
      status: MAIL_STATUS.published,
      fecha_publicacion: isoAt(c.var.clock()),
      usuario_publicacion: c.var.user.email,
    })
    .where("id_mail", "=", id)
    .where("region", "=", region)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new ApiError("not_found", { datafield: "id_mail" });
  await audit(asDb(trx), c, { action: "mail_publish", message: `Mail publicado: ${id} (${region})` });
}

export async function createMail(base: Db, c: Ctx, body: Created) {
  const db = mailsDb(base);
  await db.transaction().execute((trx) => insertDraft(trx, c, body));
  return mustRead(db, body.id_mail, body.mail_region);
}

/**
 * Spec 2 §4: the draft is saved first and published only if that save succeeded. The draft commits on its
 * own, so a failed publication leaves the saved draft (as the legacy two calls did), never a half-written one.
 */
export async function createAndPublishMail(base: Db, c: Ctx, body: Created) {
  const db = mailsDb(base);
  await db.transaction().execute((trx) => insertDraft(trx, c, body));
  await db.transaction().execute((trx) => markPublished(trx, c, body.id_mail, body.mail_region));
  return mustRead(db, body.id_mail, body.mail_region);
}

export async function publishMail(base: Db, c: Ctx, id: string, region: string) {
  checkRegion(c, region);
  const db = mailsDb(base);
  await db.transaction().execute((trx) => markPublished(trx, c, id, region));
  return mustRead(db, id, region);
}

/** An edited template is a draft again: what recipients get changes only when it is published. */
export async function updateMail(base: Db, c: Ctx, id: string, region: string, body: Edited) {
  checkRegion(c, region);
  const db = mailsDb(base);
  await db.transaction().execute(async (trx) => {
    await mustRead(trx, id, region);
    await checkReferences(trx, body);
    await trx
      .updateTable("mails")
      .set({
        ...body,
        status: MAIL_STATUS.draft,
        fecha_modificacion: isoAt(c.var.clock()),
        usuario_modificacion: c.var.user.email,
      })
      .where("id_mail", "=", id)
      .where("region", "=", region)
      .execute();
    await audit(asDb(trx), c, { action: "mail_update", message: `Mail actualizado: ${id} (${region})` });
  });
  return mustRead(db, id, region);
}

export async function deleteMail(base: Db, c: Ctx, id: string, region: string, reason?: string) {
  checkRegion(c, region);
  await mailsDb(base)
    .transaction()
    .execute(async (trx) => {
      await mustRead(trx, id, region);
      await trx.deleteFrom("mails").where("id_mail", "=", id).where("region", "=", region).execute();
      await audit(asDb(trx), c, {
        action: "mail_delete",
        message: withReason(`Mail eliminado: ${id} (${region})`, reason),
      });
    });
}

/** The template as the recipient reads it: its placeholders filled in. */
export function fillTemplate(
  html: string,
  values: { email: string; nombre: string; region: string },
): string {
  return html.replace(/\{\{\s*(email|nombre|region)\s*\}\}/g, (_, name: keyof typeof values) => values[name]);
}

/** A test send is queued in the server's outbox (table mail_outbox), which its sender delivers. */
export async function sendMail(base: Db, c: Ctx, id: string, region: string, to: string) {
  checkRegion(c, region);
  return mailsDb(base)
    .transaction()
    .execute(async (trx) => {
      const found = await mustRead(trx, id, region);
      const body = fillTemplate(found.html, { email: to, nombre: found.nombre, region: found.desc_region });
      const queued = await trx
        .insertInto("mail_outbox")
        .values({ to, subject: found.subject, body, created_at: isoAt(c.var.clock()) })
        .returning("mail_id")
        .executeTakeFirstOrThrow();
      await audit(asDb(trx), c, {
        action: "mail_send",
        message: `Mail de prueba ${id} (${region}) enviado a ${to}`,
      });
      return { outbox_id: queued.mail_id, mail_to: to, subject: found.subject };
    });
}

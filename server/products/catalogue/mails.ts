import type { z } from "zod";
import type { associatedMail } from "../../../src/contract/products/rates.ts";
import type { MailsTables } from "../../mails/exports.ts";
import type { Trx } from "../domain/actor.ts";
import { productError } from "../domain/errors.ts";
import type { MailStatus, ProductsDb } from "../domain/tables.ts";

// The mail templates (mails module, spec 2 §5) a payment's purchase and cancellation e-mails name, read from
// that module's table by key (id_mail) and region name. §4: publish when the template has a publish date,
// draft otherwise; a key that does not resolve is disassociated.

type LinkedMail = z.input<typeof associatedMail> & { status: MailStatus };

const mailsOf = (db: ProductsDb | Trx) => db.withTables<MailsTables>();

export async function findMail(
  db: ProductsDb | Trx,
  keyEmail: string,
  region: string,
): Promise<LinkedMail | null> {
  const row = await mailsOf(db)
    .selectFrom("mails as m")
    .innerJoin("mail_programs as p", "p.id_programa", "m.id_programa")
    .innerJoin("mail_flows as f", "f.id_flujo", "m.id_flujo")
    .selectAll("m")
    .select(["p.desc_programa", "f.desc_flujo"])
    .where("m.id_mail", "=", keyEmail)
    .where("m.region", "=", region)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id_mail: row.id_mail,
    region: row.region,
    nombre: row.nombre,
    descripcion: row.descripcion,
    program: row.desc_programa,
    flow: row.desc_flujo,
    subject: row.subject,
    html: row.html,
    creation_date: row.fecha_alta,
    modification_date: row.fecha_modificacion,
    modification_user: row.usuario_modificacion,
    publication_date: row.fecha_publicacion,
    publication_user: row.usuario_publicacion,
    status: row.fecha_publicacion ? "publish" : "draft",
  };
}

export async function getMail(db: ProductsDb, keyEmail: string, region: string): Promise<LinkedMail> {
  const mail = await findMail(db, keyEmail, region);
  if (!mail) throw productError("product_mail_not_found");
  return mail;
}

import { type Kysely, sql } from "kysely";
import type { MailSortField } from "../../src/contract/mails.ts";
import type { PagedQuery } from "../../src/contract/paging.ts";
import { caseInsensitiveLike, type Db } from "../db/database.ts";
import { moduleDb } from "../db/module-db.ts";
import type { Database } from "../db/schema.ts";
import type { MailsTables } from "./tables.ts";

// Reading the templates: the list's rows carry their region, program and flow names.

export type MailsDb = Kysely<Database & MailsTables>;

export const mailsDb = moduleDb<MailsTables>();

const ROW_COLUMNS = [
  "m.id_mail",
  "m.subject",
  "m.descripcion",
  "m.country_code",
  "m.region",
  "r.title as desc_region",
  "m.id_programa",
  "p.desc_programa",
  "m.id_flujo",
  "f.desc_flujo",
  "m.fecha_alta",
  "m.fecha_modificacion",
  "m.usuario_modificacion",
  "m.status",
  "m.fecha_publicacion",
  "m.usuario_publicacion",
  "m.mail_to",
  "m.nombre",
] as const;

function joined(db: MailsDb) {
  return db
    .selectFrom("mails as m")
    .innerJoin("regions as r", "r.name", "m.region")
    .innerJoin("mail_programs as p", "p.id_programa", "m.id_programa")
    .innerJoin("mail_flows as f", "f.id_flujo", "m.id_flujo");
}

export async function readMail(db: MailsDb, id: string, region: string) {
  return joined(db)
    .select(ROW_COLUMNS)
    .select("m.html")
    .where("m.id_mail", "=", id)
    .where("m.region", "=", region)
    .executeTakeFirst();
}

/** Rows in these regions: every row for "all", none for an empty list (SQL has no `in ()`). */
function inRegions(query: ReturnType<typeof joined>, regions: readonly string[] | "all") {
  if (regions === "all") return query;
  return query.where((eb) => (regions.length === 0 ? eb.lit(false) : eb("m.region", "in", [...regions])));
}

const SORT_COLUMNS: Record<MailSortField, string> = {
  id_mail: "m.id_mail",
  subject: "m.subject",
  descripcion: "m.descripcion",
  region: "r.title",
  desc_programa: "p.desc_programa",
  desc_flujo: "f.desc_flujo",
  fecha_modificacion: "m.fecha_modificacion",
  status: "m.status",
};

const SEARCHED = [
  "m.id_mail",
  "m.subject",
  "m.descripcion",
  "p.desc_programa",
  "f.desc_flujo",
  "r.title",
] as const;

/** The contract's paged request, as the handler parsed it, and the regions it covers. */
type ListQuery = PagedQuery<MailSortField, "fromRpp"> & { regions: readonly string[] | "all" };

/** One page of templates, in the regions given, matching the search on id, subject, description, program or flow. */
export async function listMails(base: Db, query: ListQuery) {
  const db = mailsDb(base);
  const like = sql.raw(caseInsensitiveLike(base));
  const scoped = inRegions(joined(db), query.regions);
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filtered = scoped.$if(pattern !== undefined, (q) =>
    q.where((eb) =>
      eb.or(SEARCHED.map((column) => sql<boolean>`${eb.ref(column)} ${like} ${pattern} escape '\\'`)),
    ),
  );
  // biome-ignore lint/suspicious/noExplicitAny: the sort column is one of the fixed names above
  const sortColumn = SORT_COLUMNS[query.sort_field] as any;
  const [total, matching, data] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    filtered
      .select(ROW_COLUMNS)
      .orderBy(sortColumn, query.sort_order)
      .orderBy("m.id_mail")
      .orderBy("m.region")
      .limit(query.rpp)
      .offset(query.from)
      .execute(),
  ]);
  return { recordsTotal: Number(total.n), recordsFiltered: Number(matching.n), data };
}

/** The templates with this id in the given regions (every region for "all"). */
export async function findMails(db: MailsDb, id: string, regions: readonly string[] | "all") {
  return inRegions(joined(db), regions)
    .select(ROW_COLUMNS)
    .where("m.id_mail", "=", id)
    .orderBy("m.region")
    .execute();
}

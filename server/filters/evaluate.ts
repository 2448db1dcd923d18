import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Operator } from "../../src/contract/filters.ts";
import { caseInsensitiveLike } from "../db/database.ts";
import type { FilterRow } from "./rows.ts";
import type { Attribute, ContentTable, FiltersDatabase as Database, FiltersDb as Db } from "./tables.ts";

// An automatic filter's contents are the catalogue contents of its type that meet every criterion (spec 2 §3):
// OR 'Incluya alguno' has one of the values, AND 'Incluya todos' has them all, NOT 'Excluya todos' has none.
// Values are read from filter_criterion_values in subqueries, never inlined: a criterion made from a manual
// filter (§4) can hold tens of thousands of content ids, past any bound-parameter limit.

export type Catalogue = ExpressionBuilder<Database & { c: ContentTable }, "c">;
export type Rule = { criterio_id: number; attribute: Attribute; operator: Operator; count: number };

/** The filter's criteria that have values (a criterion whose values were all deselected restricts nothing). */
export async function loadRules(db: Db, filterId: number): Promise<Rule[]> {
  const rows = await db
    .selectFrom("filter_criteria as fc")
    .innerJoin("criteria as k", "k.criterio_id", "fc.criterio_id")
    .innerJoin("filter_criterion_values as v", (join) =>
      join.onRef("v.filter_id", "=", "fc.filter_id").onRef("v.criterio_id", "=", "fc.criterio_id"),
    )
    .select(["fc.criterio_id", "k.attribute", "fc.operator", (eb) => eb.fn.countAll<number>().as("count")])
    .where("fc.filter_id", "=", filterId)
    .groupBy(["fc.criterio_id", "k.attribute", "fc.operator"])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

const COLUMN = { provider: "c.proveedor_code", rating: "c.rating_code", format: "c.format_type" } as const;

const countAll = sql<number>`count(*)`;

function condition(eb: Catalogue, filterId: number, rule: Rule): Expression<SqlBool> {
  const chosen = eb
    .selectFrom("filter_criterion_values as v")
    .where("v.filter_id", "=", filterId)
    .where("v.criterio_id", "=", rule.criterio_id);
  const asText = chosen.select("v.value");
  const asNumber = chosen.select(sql<number>`cast(v.value as integer)`.as("value"));
  const many = rule.operator === "AND" && rule.count > 1;
  const never = sql<SqlBool>`1 = 0`;
  switch (rule.attribute) {
    case "id":
      if (rule.operator === "NOT") return eb("c.content_id", "not in", asNumber);
      return many ? never : eb("c.content_id", "in", asNumber);
    case "year":
      if (rule.operator === "NOT") return eb.or([eb("c.year", "is", null), eb("c.year", "not in", asNumber)]);
      return many ? never : eb("c.year", "in", asNumber);
    case "provider":
    case "rating":
    case "format": {
      const column = COLUMN[rule.attribute];
      if (rule.operator === "NOT") return eb.or([eb(column, "is", null), eb(column, "not in", asText)]);
      return many ? never : eb(column, "in", asText);
    }
    case "genre": {
      const holders = eb
        .selectFrom("content_genres as g")
        .select("g.content_id")
        .where("g.genre", "in", asText);
      if (rule.operator === "NOT") return eb("c.content_id", "not in", holders);
      if (!many) return eb("c.content_id", "in", holders);
      return eb("c.content_id", "in", holders.groupBy("g.content_id").having(countAll, "=", rule.count));
    }
    case "country": {
      const holders = eb
        .selectFrom("content_rights as r")
        .select("r.content_id")
        .where("r.active", "=", 1)
        .where("r.country", "in", asText);
      if (rule.operator === "NOT") return eb("c.content_id", "not in", holders);
      if (!many) return eb("c.content_id", "in", holders);
      return eb("c.content_id", "in", holders.groupBy("r.content_id").having(countAll, "=", rule.count));
    }
  }
}

/** Every rule at once (no rule: every content of the type). */
export function meetsRules(eb: Catalogue, filterId: number, rules: readonly Rule[]): Expression<SqlBool> {
  return eb.and(rules.map((rule) => condition(eb, filterId, rule)));
}

/** The status parameter of the content calls: rights active (or not) in the filter's region. */
export function rightsStatus(
  eb: Catalogue,
  region: string,
  status: "ACT" | "NOACT" | "",
): Expression<SqlBool> {
  if (status === "") return eb.and([]);
  const active = eb
    .selectFrom("content_rights as r")
    .select("r.content_id")
    .where("r.country", "=", region)
    .where("r.active", "=", 1);
  return eb("c.content_id", status === "ACT" ? "in" : "not in", active);
}

/** The content tables' search: the title contains the text, or the text is the content's id; and the status. */
export function searchCondition(
  eb: Catalogue,
  like: "like" | "ilike",
  search: { search: string; status: "ACT" | "NOACT" | "" },
  region: string,
): Expression<SqlBool> {
  const text = search.search;
  const matched =
    text === ""
      ? eb.and([])
      : eb.or([
          eb("c.title", like, `%${text}%`),
          ...(/^\d+$/.test(text) ? [eb("c.content_id", "=", Number(text))] : []),
        ]);
  return eb.and([matched, rightsStatus(eb, region, search.status)]);
}

/** The catalogue contents of a filter's type that it does not list yet, matching a search (its "available"). */
export function availableContents(
  db: Db,
  filter: Pick<FilterRow, "filter_id" | "item_type" | "region">,
  search: { search: string; status: "ACT" | "NOACT" | "" },
) {
  return db
    .selectFrom("contents as c")
    .where("c.type_code", "=", filter.item_type)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("filter_contents as fc")
            .select("fc.content_id")
            .where("fc.filter_id", "=", filter.filter_id)
            .whereRef("fc.content_id", "=", "c.content_id"),
        ),
      ),
    )
    .where((eb) => searchCondition(eb, caseInsensitiveLike(db), search, filter.region));
}

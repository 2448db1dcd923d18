import { z } from "zod";
import type { Privilege } from "../permissions/catalog.ts";
import type { ErrorCode } from "./errors.ts";
import { flag, idParams, reasonQuery } from "./fields.ts";

/** One kind of system record (users, groups, roles, modules): where it lives and how its calls name it. */
type RecordKind<K extends string, Row extends z.ZodType, M extends string> = {
  /** Where the records are, e.g. "/system/group" (a record: "/system/group/:group_id"). */
  base: `/${string}`;
  id: K;
  row: Row;
  notFound: ErrorCode;
  access<const P extends Privilege>(privilege: P): { readonly module: M; readonly privilege: P };
};

/**
 * The calls every kind of system record answers alike: read it, change the fields sent, switch one of its
 * flags (at `<base>/<flag>/:<id>`), delete it with an optional reason for the audit row. Each names what it
 * adds to the kind's not-found code.
 */
export function recordCalls<K extends string, Row extends z.ZodType, M extends string>(
  kind: RecordKind<K, Row, M>,
) {
  const { row, notFound } = kind;
  const path = `${kind.base}/:${kind.id}` as const;
  const params = idParams(kind.id);
  return {
    get: (summary: string) =>
      ({
        summary,
        method: "GET",
        path,
        params,
        result: row,
        errors: [notFound],
        access: kind.access("view"),
      }) as const,
    update: <B extends z.ZodType, const E extends readonly ErrorCode[]>(
      summary: string,
      body: B,
      errors: E,
    ) =>
      ({
        summary,
        method: "PUT",
        path,
        params,
        body,
        result: row,
        errors: [notFound, ...errors],
        access: kind.access("edit"),
      }) as const,
    toggle: <const F extends string, const E extends readonly ErrorCode[]>(
      summary: string,
      flagName: F,
      errors: E,
    ) =>
      ({
        summary,
        method: "PUT",
        path: `${kind.base}/${flagName}/:${kind.id}` as const,
        params,
        body: z.object({ [flagName]: flag } as Record<F, typeof flag>),
        result: row,
        errors: [notFound, ...errors],
        access: kind.access("edit"),
      }) as const,
    remove: <R extends z.ZodType, const E extends readonly ErrorCode[]>(
      summary: string,
      result: R,
      errors: E,
    ) =>
      ({
        summary,
        method: "DELETE",
        path,
        params,
        query: reasonQuery,
        result,
        errors: [notFound, ...errors],
        access: kind.access("delete"),
      }) as const,
  };
}

import type { CallDecl, CallInput, CallResult } from "../contract/define";
import { callService } from "./call";

type Body<D> = NonNullable<CallInput<D>["body"]>;
type Verb = "create" | "update" | "delete";
type Of<T, N extends string, V extends Verb> = T[`${V}${N}` & keyof T];

/**
 * The writes of one kind of system record (users, groups, roles, modules), from its module's calls named
 * `create<Noun>`, `update<Noun>` and `delete<Noun>`: create, change and delete, the last two naming the record
 * by its path parameter. Each is typed by its call's declaration.
 */
export function recordWrites<N extends string, T extends Record<`${Verb}${N}`, CallDecl>>(
  calls: T,
  noun: N,
  idParam: string,
) {
  // The declarations are generic here; each function's own signature carries its call's types.
  const call = (verb: Verb, input: object) =>
    (callService as (decl: CallDecl, input: object) => Promise<never>)(calls[`${verb}${noun}`], input);
  const params = (id: number) => ({ [idParam]: id });
  return {
    create: (payload: Body<Of<T, N, "create">>): Promise<CallResult<Of<T, N, "create">>> =>
      call("create", { body: payload }),
    update: (id: number, payload: Body<Of<T, N, "update">>): Promise<CallResult<Of<T, N, "update">>> =>
      call("update", { params: params(id), body: payload }),
    /** The reason, when given, is kept in the audit row of the deletion. */
    remove: (id: number, reason?: string): Promise<CallResult<Of<T, N, "delete">>> =>
      call("delete", { params: params(id), query: reason ? { reason } : {} }),
  };
}

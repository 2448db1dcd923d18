import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { CallDecl, HandlerInput, HandlerResult } from "../../src/contract/define.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { successEnvelope } from "../envelope.ts";

/**
 * A success whose envelope also carries extra (e.g. the logs' filteredCapped flag) and, for a success with a
 * warning, a message (spec 2 §8: null contents dropped).
 */
export class Reply<T> {
  constructor(
    readonly result: T,
    readonly extra: Record<string, unknown>,
    readonly message = "",
  ) {}
}

export const reply = <T>(result: T, extra: Record<string, unknown>, message?: string) =>
  new Reply(result, extra, message);

/**
 * A success answered before and kept (the product list's pages, catalogue/family-page-cache.ts): the bytes of
 * its envelope and their weak ETag, made once, so a repeat costs neither serialisation nor digest. For calls
 * answering the plain envelope (200, status 0). The result stays for the contract check of the tests.
 */
export class PreparedReply<T> {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;

  constructor(readonly result: T) {
    this.bytes = new TextEncoder().encode(JSON.stringify(successEnvelope(result)));
    this.etag = `W/"${createHash("sha1").update(this.bytes).digest("hex")}"`;
  }
}

/**
 * Implements one declared call. Input arrives validated; the result is wrapped in the envelope with the
 * declared status. A Response is the escape hatch for calls that do not answer an envelope (streams, pages).
 */
export type Handler<D> = (
  input: HandlerInput<D>,
  c: Context<AppEnv>,
) => Promise<HandlerResult<D> | Reply<HandlerResult<D>> | PreparedReply<HandlerResult<D>> | Response>;

export type Route = { decl: CallDecl; handle: Handler<CallDecl> };

/** A set of implemented calls: the declarations are known before the app (and its deps) exist. */
export type RouteGroup = { calls: readonly CallDecl[]; build: (deps: AppDeps) => Route[] };

/**
 * Implements every call of a declaration set: a missing or extra handler is a type error, and (for callers
 * that cast) a startup error, so a declaration can never be left without its route.
 */
export function implement<const T extends Record<string, CallDecl>>(
  calls: T,
  handlers: (deps: AppDeps) => { [K in keyof T]: Handler<T[K]> },
): RouteGroup {
  const names = Object.keys(calls);
  return {
    calls: Object.values(calls),
    build(deps) {
      const built = handlers(deps) as Record<string, Handler<CallDecl>>;
      const extra = Object.keys(built).filter((name) => !names.includes(name));
      const missing = names.filter((name) => typeof built[name] !== "function");
      if (extra.length || missing.length)
        throw new Error(`implement: missing handlers [${missing}] or undeclared handlers [${extra}]`);
      return names.map((name) => ({ decl: calls[name], handle: built[name] }));
    },
  };
}

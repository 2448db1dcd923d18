import { type CallDecl, type CallInput, type CallResult, fillPath } from "../contract/define";
import { api } from "./client";

export type CallOptions = { signal?: AbortSignal };

type Args<D> =
  Record<string, never> extends CallInput<D>
    ? [input?: CallInput<D>, options?: CallOptions]
    : [input: CallInput<D>, options?: CallOptions];

/**
 * Makes a declared call through the single client: path parameters filled in, the declared (first) method,
 * the query and body as given; the result typed by the declaration's result schema.
 */
export function callService<D extends CallDecl>(
  decl: D,
  ...[input, options]: Args<D>
): Promise<CallResult<D>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  return api<CallResult<D>>(
    fillPath(decl.path, params),
    {
      method: decl.methods[0],
      ...(query ? { query: query as Record<string, unknown> } : {}),
      ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
      signal: options?.signal,
      ...(decl.timeoutMs ? { timeout: decl.timeoutMs } : {}),
    },
    decl.produces === "envelope" ? "envelope" : "raw",
  );
}

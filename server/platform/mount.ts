import type { Hono, MiddlewareHandler } from "hono";
import { type CallDecl, errorsOf } from "../../src/contract/define.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, fail, jsonText, ok } from "../envelope.ts";
import { accessGuard } from "./access.ts";
import { bodyLimitsOf, bodySizeGate } from "./body-limits.ts";
import { revalidatedAnswer } from "./etag.ts";
import { readInput } from "./input.ts";
import { inputHygiene } from "./input-hygiene.ts";
import { PreparedReply, Reply, type Route } from "./route.ts";

export type MountOptions = {
  /**
   * Tests turn this on: a result that does not match its declared schema, or an error code the declaration
   * does not list, becomes a 500, so every integration test also checks the contract it exercises.
   */
  checkContract?: boolean;
};

function contractBroken(decl: CallDecl, what: string): Error {
  return new Error(`${decl.operationId} broke its contract: ${what}`);
}

/**
 * The one way a call is mounted: the declaration's access rule, then the input gate (bounded, clean text, JSON bodies),
 * then its input schemas, then the handler, whose result goes out in the envelope with the declared status (and
 * an ETag, when declared: ./etag.ts).
 */
export function mountRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  routes: readonly Route[],
  options: MountOptions = {},
) {
  for (const { decl, handle } of routes) {
    const declared = new Set<string>(errorsOf(decl));
    const limits = bodyLimitsOf(decl);
    const answer: MiddlewareHandler<AppEnv> = async (c) => {
      const input = await readInput(c, decl);
      let out: unknown;
      try {
        out = await handle(input as never, c);
      } catch (error) {
        if (options.checkContract && error instanceof ApiError && !declared.has(error.code))
          throw contractBroken(decl, `undeclared error ${error.code}`);
        throw error;
      }
      if (out instanceof Response) return out;
      const [result, extra, message] =
        out instanceof Reply
          ? [out.result, out.extra, out.message]
          : out instanceof PreparedReply
            ? [out.result, undefined, undefined]
            : [out, undefined, undefined];
      if (options.checkContract) {
        const parsed = decl.result.safeParse(result);
        if (!parsed.success) throw contractBroken(decl, JSON.stringify(parsed.error.issues.slice(0, 3)));
      }
      if (out instanceof PreparedReply) return jsonText(c, out.bytes, 200, { ETag: out.etag });
      const status = decl.envelopeStatus?.success;
      return ok(c, result, { created: decl.status === 201, extra, message, status });
    };
    const failure = decl.envelopeStatus?.failure;
    // A call whose failures carry another envelope status answers them itself, input errors included.
    const endpoint: MiddlewareHandler<AppEnv> = failure
      ? async (c, next) => {
          try {
            return await answer(c, next);
          } catch (error) {
            if (error instanceof ApiError) return fail(c, error, failure);
            throw error;
          }
        }
      : answer;
    app.on(
      [...decl.methods],
      [decl.path],
      ...accessGuard(deps, decl),
      bodySizeGate(limits),
      inputHygiene({ acceptsForm: decl.formBody === true, limits }),
      ...(decl.etag ? [revalidatedAnswer] : []),
      endpoint,
    );
  }
}

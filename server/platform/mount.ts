import type { Hono, MiddlewareHandler } from "hono";
import { type CallDecl, errorsOf } from "../../src/contract/define.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, ok } from "../envelope.ts";
import { accessGuard } from "./access.ts";
import { readInput } from "./input.ts";
import { inputHygiene } from "./input-hygiene.ts";
import { Reply, type Route } from "./route.ts";

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
 * The one way a call is mounted: the declaration's access rule, then the input gate (clean text, JSON bodies),
 * then its input schemas, then the handler, whose result goes out in the envelope with the declared status.
 */
export function mountRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  routes: readonly Route[],
  options: MountOptions = {},
) {
  const gate = inputHygiene();
  for (const { decl, handle } of routes) {
    const declared = new Set<string>(errorsOf(decl));
    const endpoint: MiddlewareHandler<AppEnv> = async (c) => {
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
      const [result, extra] = out instanceof Reply ? [out.result, out.extra] : [out, undefined];
      if (options.checkContract) {
        const parsed = decl.result.safeParse(result);
        if (!parsed.success) throw contractBroken(decl, JSON.stringify(parsed.error.issues.slice(0, 3)));
      }
      return ok(c, result, { created: decl.status === 201, extra });
    };
    app.on([...decl.methods], [decl.path], ...accessGuard(deps, decl), gate, endpoint);
  }
}

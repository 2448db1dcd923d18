import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { CallDecl } from "../../src/contract/define.ts";
import { ApiError } from "../envelope.ts";

// Bounds on a request body, enforced before it is parsed (issue 28 §3): a body larger than its call allows is
// never read past its limit (413), and JSON nested too deeply or with too long an array is refused by a linear
// scan of its text (400) before JSON.parse, the input gate's walk or a schema could recurse into it.

export type BodyLimits = { bytes: number; depth: number; items: number };

/** What every call accepts unless its declaration asks for more (`bodyLimit`). */
export const DEFAULT_BODY_LIMITS: BodyLimits = { bytes: 256 * 1024, depth: 20, items: 1000 };

export function bodyLimitsOf(decl: Pick<CallDecl, "bodyLimit">): BodyLimits {
  return { ...DEFAULT_BODY_LIMITS, ...decl.bodyLimit };
}

/** 413 before the body is read when its Content-Length says too much, or as soon as its stream does. */
export function bodySizeGate(limits: BodyLimits): MiddlewareHandler {
  return bodyLimit({
    maxSize: limits.bytes,
    onError: () => {
      throw new ApiError("payload_too_large");
    },
  });
}

/**
 * True when JSON text nests deeper than `depth` or holds an array of more than `items` elements. Reads the
 * text once, with one counter per open level; strings are skipped whole (their brackets are not structure).
 * Malformed text is left to JSON.parse.
 */
export function exceedsJsonShape(text: string, limits: Pick<BodyLimits, "depth" | "items">): boolean {
  const arrayItems: number[] = [];
  const isArray: boolean[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (isArray.length >= limits.depth) return true;
      isArray.push(char === "[");
      arrayItems.push(0);
    } else if (char === "}" || char === "]") {
      isArray.pop();
      arrayItems.pop();
    } else if (char === "," && isArray.at(-1)) {
      const level = arrayItems.length - 1;
      arrayItems[level] += 1;
      // n commas separate n + 1 elements.
      if (arrayItems[level] >= limits.items) return true;
    }
  }
  return false;
}

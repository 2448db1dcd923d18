import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "../../src/contract/openapi.ts";
import { referenceCalls } from "../../src/contract/reference.ts";
import { implement } from "../platform/route.ts";
import { REFERENCE_CSP, REFERENCE_PAGE } from "./page.ts";

// Resolved on the first request, not at import: vitest's global setup (which seeds the PostgreSQL test
// template through the module list) imports this file in a runner without import.meta.resolve.
const scriptPath = () => fileURLToPath(import.meta.resolve("@scalar/api-reference/browser/standalone.js"));
let script: Promise<string> | undefined;

export const referenceRoutes = implement(referenceCalls, (deps) => ({
  // Built on request from the calls this app mounts, so it always lists exactly those.
  getOpenApiDocument: async (_, c) => c.json(openApiDocument(deps.calls)),
  // Its own policy (the inline script by hash); the app-wide headers middleware leaves a set policy alone.
  showReference: async (_, c) => c.html(REFERENCE_PAGE, 200, { "Content-Security-Policy": REFERENCE_CSP }),
  getReferenceScript: async (_, c) => {
    script ??= readFile(scriptPath(), "utf8");
    return c.body(await script, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=86400",
    });
  },
}));

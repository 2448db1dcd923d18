import { z } from "zod";
import { defineCalls } from "./define.ts";

// The contract as a document (GET /services/openapi.json) and its interactive reference page for root users.
// The page and its script hold no data and are public; the document they show needs a root token.

export const referenceCalls = defineCalls("reference", {
  getOpenApiDocument: {
    summary: "This contract as an OpenAPI 3.1 document, every operation under its operationId",
    method: "GET",
    path: "/openapi.json",
    result: z.record(z.string(), z.unknown()),
    access: "root",
    produces: "application/json",
  },
  showReference: {
    summary: "Interactive reference of this contract (reads the token from #token= or the console's storage)",
    method: "GET",
    path: "/reference",
    result: z.string(),
    access: "public",
    produces: "text/html",
  },
  getReferenceScript: {
    summary: "The reference page's renderer (Scalar's standalone bundle, served from this server)",
    method: "GET",
    path: "/reference/standalone.js",
    result: z.string(),
    access: "public",
    produces: "text/javascript",
  },
});

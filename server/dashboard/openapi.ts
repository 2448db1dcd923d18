import { z } from "zod";
import { DASHBOARD_CALLS, type DashboardCall, EDGE_AREAS } from "../../src/contract/dashboard.ts";
import {
  contentsQuery,
  devicesQuery,
  edgesQuery,
  eventsQuery,
  histogramQuery,
  reportBody,
  usersQuery,
} from "../../src/contract/dashboard-schemas.ts";

// The OpenAPI document of the dashboard calls (GET /services/dashboard/openapi.json), derived from the
// contract: the paths the spec leaves open are written down here, where a client can read them.

const SUMMARIES: Record<DashboardCall, { summary: string; query?: z.ZodType; body?: z.ZodType }> = {
  "dashboard.listEdges": {
    summary: "Edges of an area, most errors in the window first (spec 2 §7 Get edges)",
    query: edgesQuery,
  },
  "dashboard.getHistogram": {
    summary: "Errors per time bucket: the area's total and up to 6 edges (spec 2 §7 Get histogram)",
    query: histogramQuery,
  },
  "dashboard.listUsers": {
    summary: "End users with errors on an edge or the area (spec 2 §7 Get users)",
    query: usersQuery,
  },
  "dashboard.listDevices": {
    summary: "A user's devices on an edge, P20D (spec 2 §7 Get devices by user)",
    query: devicesQuery,
  },
  "dashboard.listContents": {
    summary: "Contents of a user's device, P6D (spec 2 §7 Get content by user)",
    query: contentsQuery,
  },
  "dashboard.listEvents": {
    summary: "Events of a content, P6D (spec 2 §7 Get events by user)",
    query: eventsQuery,
  },
  "dashboard.getEvent": { summary: "One event with its user, device, application and operator data" },
  "dashboard.sendReport": {
    summary: "Queue the incident report e-mail (spec 2 §7 Send mail)",
    body: reportBody,
  },
  "dashboard.getShare": { summary: "The analytics page of the dashboard home (spec 2 §7 get share address)" },
};

type JsonSchema = { properties?: Record<string, object>; required?: string[] };
const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: name === "area" ? { type: "string", enum: [...EDGE_AREAS] } : { type: "integer" },
  }));

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema: property,
  }));
}

const envelope = {
  type: "object",
  required: ["status", "result", "error", "extra", "message"],
  properties: {
    status: { type: "integer", description: "0 on success" },
    result: {},
    error: { type: ["string", "null"] },
    extra: { type: ["object", "null"] },
    message: { type: "string" },
  },
};

export function dashboardOpenApi() {
  const paths: Record<string, Record<string, object>> = {};
  for (const [operationId, call] of Object.entries(DASHBOARD_CALLS) as [
    DashboardCall,
    (typeof DASHBOARD_CALLS)[DashboardCall],
  ][]) {
    const { summary, query, body } = SUMMARIES[operationId];
    const operation: Record<string, unknown> = {
      operationId,
      summary,
      description: `Needs the ${call.privilege} privilege on the dashboard module. region and tenant_code are accepted on every call.`,
      security: [{ bearer: [] }],
      parameters: [...pathParameters(call.path), ...queryParameters(query)],
      responses: {
        "200": {
          description: "Envelope with the result",
          content: { "application/json": { schema: envelope } },
        },
        "400": { description: "invalid_request (extra.datafield names the field) or a dashboard code" },
        "401": { description: "No valid session" },
        "403": { description: "user_without_permission" },
        "404": { description: "edge_not_found, edge_event_not_found" },
      },
    };
    if (body)
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: jsonSchema(body) } },
      };
    paths[`/services${call.path}`] = {
      ...paths[`/services${call.path}`],
      [call.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "ADM dashboard: edge services and share address", version: "1.0.0" },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}

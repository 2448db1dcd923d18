import { type CallDecl, fillPath, type Method } from "../../src/contract/define.ts";

/** A request to one declared /services call, ready for fetch. */
export type ServiceRequest = { method: Method; path: string; body?: string };

type Input = {
  params?: Record<string, unknown>;
  query?: Record<string, string | number>;
  body?: unknown;
};

/** The declared method (the first, when a call accepts several) and path of a call, filled with its input. */
export function serviceRequest(decl: CallDecl, input: Input = {}): ServiceRequest {
  const method = decl.methods[0];
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  const path = `/services${fillPath(decl.path, input.params)}${query ? `?${query}` : ""}`;
  return input.body === undefined ? { method, path } : { method, path, body: JSON.stringify(input.body) };
}

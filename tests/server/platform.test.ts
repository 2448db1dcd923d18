import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../server/context.ts";
import { ApiError, fail } from "../../server/envelope.ts";
import { mountRoutes } from "../../server/platform/mount.ts";
import { implement, reply } from "../../server/platform/route.ts";
import { defineCalls } from "../../src/contract/define.ts";

// The mounting function on its own: public calls, so no database or session is needed.

const calls = defineCalls("probe", {
  echo: {
    summary: "Echoes its validated input",
    method: ["GET", "POST"],
    path: "/echo/:id",
    params: z.object({ id: z.coerce.number<number>().int().positive() }),
    query: z.object({ n: z.coerce.number<number>().int().max(9), tag: z.string().optional() }),
    queryInBody: true,
    result: z.object({ id: z.int(), n: z.int(), tag: z.string().optional() }),
    access: "public",
  },
  create: {
    summary: "Creates with a body",
    method: "PUT",
    path: "/thing",
    body: z.object({ name: z.string().min(1) }),
    result: z.object({ name: z.string() }),
    errors: ["duplicated_entry"],
    access: "public",
    status: 201,
  },
  broken: {
    summary: "Answers what it did not declare",
    method: "GET",
    path: "/broken/:what",
    params: z.object({ what: z.enum(["result", "error", "extra"]) }),
    result: z.object({ ok: z.literal(true) }),
    access: "public",
  },
});

const routes = implement(calls, () => ({
  echo: async ({ params, query }) => ({ id: params.id, ...query }),
  create: async ({ body }) => {
    if (body.name === "taken") throw new ApiError("duplicated_entry", { datafield: "name" });
    return body;
  },
  broken: async ({ params }) => {
    if (params.what === "error") throw new ApiError("user_email_exists");
    if (params.what === "extra") return reply({ ok: true as const }, { capped: true });
    return { ok: false } as never;
  },
}));

function app(checkContract: boolean) {
  const services = new Hono<AppEnv>();
  mountRoutes(services, {} as AppDeps, routes.build({} as AppDeps), { checkContract });
  services.onError((error, c) =>
    error instanceof ApiError ? fail(c, error) : c.json({ error: "500" }, 500),
  );
  return services;
}

const json = async (response: Response) => ({
  http: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
const post = (body: unknown, type = "application/json") => ({
  method: "POST",
  headers: { "content-type": type },
  body: type.includes("json")
    ? JSON.stringify(body)
    : new URLSearchParams(body as Record<string, string>).toString(),
});

describe("mountRoutes", () => {
  it("hands the handler coerced, validated input and wraps its result in the envelope", async () => {
    const { http, body } = await json(await app(true).request("/echo/7?n=3&tag=a"));
    expect(http).toBe(200);
    expect(body).toEqual({
      status: 0,
      result: { id: 7, n: 3, tag: "a" },
      error: null,
      extra: null,
      message: "",
    });
  });

  it("validates path, then query, then body, naming the first failing field", async () => {
    const services = app(true);
    expect((await json(await services.request("/echo/0?n=99"))).body.extra).toEqual({ datafield: "id" });
    expect((await json(await services.request("/echo/1?n=99"))).body).toMatchObject({
      status: 400,
      error: "invalid_request",
      extra: { datafield: "n" },
    });
    const noJson = await services.request("/thing", {
      method: "PUT",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect((await json(noJson)).body.error).toBe("invalid_request");
  });

  it("reads a POST's query fields from a JSON body when the call allows it; a form body is refused", async () => {
    const services = app(true);
    expect((await json(await services.request("/echo/2?n=1", post({ n: 4 })))).body.result).toEqual({
      id: 2,
      n: 4,
    });
    const form = await services.request(
      "/echo/2",
      post({ n: "5", tag: "f" }, "application/x-www-form-urlencoded"),
    );
    expect(await json(form)).toMatchObject({ http: 415, body: { error: "unsupported_media_type" } });
  });

  it("puts every mounted call behind the input gate: unclean text anywhere, bodies that are not JSON", async () => {
    const services = app(true);
    const query = await services.request("/echo/2?n=1&tag=a%00b");
    expect(await json(query)).toMatchObject({ http: 400, body: { extra: { datafield: "tag" } } });
    const lone = await services.request("/echo/2", post({ n: 1, tag: "\ud800" }));
    expect(await json(lone)).toMatchObject({ http: 400, body: { extra: { datafield: "tag" } } });
    const text = await services.request("/thing", {
      method: "PUT",
      body: JSON.stringify({ name: "nuevo" }),
      headers: { "content-type": "text/plain" },
    });
    expect(await json(text)).toMatchObject({ http: 415, body: { error: "unsupported_media_type" } });
  });

  it("answers the declared success status, and declared errors with their own status", async () => {
    const services = app(true);
    const put = (name: string) =>
      services.request("/thing", {
        method: "PUT",
        body: JSON.stringify({ name }),
        headers: { "content-type": "application/json" },
      });
    expect((await put("nuevo")).status).toBe(201);
    expect(await json(await put("taken"))).toMatchObject({ http: 409, body: { error: "duplicated_entry" } });
  });

  it("carries extra from a reply", async () => {
    const { body } = await json(await app(true).request("/broken/extra"));
    expect(body).toMatchObject({ result: { ok: true }, extra: { capped: true } });
  });

  it("with contract checks, turns a result off its schema or an undeclared error code into a failure", async () => {
    const checked = app(true);
    expect((await checked.request("/broken/result")).status).toBe(500);
    expect((await checked.request("/broken/error")).status).toBe(500);
    const unchecked = app(false);
    expect((await json(await unchecked.request("/broken/result"))).body.result).toEqual({ ok: false });
    expect((await unchecked.request("/broken/error")).status).toBe(409);
  });
});

describe("implement", () => {
  it("refuses a set of handlers that leaves a declaration without its route", () => {
    const partial = implement(calls, () => ({ echo: async () => ({ id: 1, n: 1 }) }) as never);
    expect(() => partial.build({} as AppDeps)).toThrow(/missing handlers \[create,broken\]/);
  });
});

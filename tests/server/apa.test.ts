import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

// Publications, APA (spec 2 §3, §4, §6, §7): documents per partition, publication with results per
// partition, history and re-publication; a UAT-only user (apauat) is refused prod and metadata here too.

let t: TestApp;
let operator: string;
let uat: string;
let casual: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  [operator, uat, casual] = await Promise.all(
    ["operador@adm.test", "apauat@adm.test", "consulta@adm.test"].map((email) => t.login(email)),
  );
});

const publish = (token: string, body: Record<string, unknown>) =>
  t.call("POST", "/services/v1/apa/publish", { token, body });

describe("APA documents and metadata", () => {
  it("lists a partition's documents of a category with their status in the environment", async () => {
    const reply = await t.call("GET", "/services/v1/apa/getdocuments/aup", {
      token: operator,
      query: { category: "stb", environment: "prod", quantity: 400 },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result.recordsTotal).toBe(400);
    const rows = reply.body.result.data;
    expect(new Set(rows.map((d: { category: string }) => d.category))).toEqual(new Set(["stb"]));
    const statuses = new Set(rows.map((d: { status: string }) => d.status));
    expect(statuses).toContain("unpublished");
    expect(statuses).toContain("published");
    const unknown = await t.call("GET", "/services/v1/apa/getdocuments/nowhere", { token: operator });
    expect([unknown.http, unknown.body.error]).toEqual([404, "apa_partition_not_found"]);
  });

  it("gives full metadata to admapa and neither prod nor metadata to a UAT-only user", async () => {
    const full = await t.call("GET", "/services/v1/apa/metadata", { token: operator });
    expect(full.body.result.APA_ENVIRONMENTS).toEqual(["uat", "prod"]);
    expect(full.body.result.APA_TYPES).toEqual(["translations", "metadata", "asset"]);
    expect(full.body.result.APA_CATEGORIES.map((c: { value: string }) => c.value)).toEqual([
      "web",
      "mobile",
      "tablet",
      "stb",
      "tv",
      "console",
      "watch",
    ]);
    expect(full.body.result.APA_PARTITIONS[0]).toEqual({ value: "aup", title: "AUP", visible: true });
    const reduced = await t.call("GET", "/services/v1/apa/metadata", { token: uat });
    expect(reduced.body.result.APA_ENVIRONMENTS).toEqual(["uat"]);
    expect(reduced.body.result.APA_TYPES).toEqual(["translations", "asset"]);
  });

  it("refuses users with neither admapa nor apauat", async () => {
    const refused = await t.call("GET", "/services/v1/apa/metadata", { token: casual });
    expect([refused.http, refused.body.error]).toEqual([403, "user_without_permission"]);
  });
});

describe("UAT-only users", () => {
  const body = { partition: "aup", device_id: "web-00001", description: "Prueba" };

  it("are refused prod and metadata on every call, and allowed uat", async () => {
    const prod = await publish(uat, { ...body, environment: "prod", type: "asset" });
    expect([prod.http, prod.body.error, prod.body.extra?.datafield]).toEqual([
      403,
      "apa_uat_only",
      "environment",
    ]);
    const metadata = await publish(uat, { ...body, environment: "uat", type: "metadata" });
    expect([metadata.http, metadata.body.error]).toEqual([403, "apa_uat_only"]);
    const docs = await t.call("GET", "/services/v1/apa/getdocuments/aup", {
      token: uat,
      query: { environment: "prod" },
    });
    expect(docs.body.error).toBe("apa_uat_only");
    const history = await t.call("GET", "/services/v1/apa/history", {
      token: uat,
      query: { partition: "aup", environment: "prod" },
    });
    expect(history.body.error).toBe("apa_uat_only");
    const bulk = await t.call("POST", "/services/v1/apa/bulk", {
      token: uat,
      body: { ...body, environment: "prod", type: "asset", device_ids: ["web-00001"] },
    });
    expect(bulk.body.error).toBe("apa_uat_only");
    const ok = await publish(uat, { ...body, environment: "uat", type: "asset" });
    expect(ok.http).toBe(200);
    expect(ok.body.result.partitions.aup.status).toBe("0");
  });

  it("see no prod or metadata entry in the history", async () => {
    const reply = await t.call("GET", "/services/v1/apa/history", {
      token: uat,
      query: { partition: "aup" },
    });
    expect(reply.body.result.data.length).toBeGreaterThan(0);
    for (const entry of reply.body.result.data) {
      expect(entry.environment).toBe("uat");
      expect(entry.type).not.toBe("metadata");
    }
  });
});

describe("publication results per partition", () => {
  it("publishes a device to every partition holding it, each with its own status", async () => {
    const reply = await publish(operator, {
      partition: "all",
      environment: "prod",
      device_id: "watch-00001",
      type: "translations",
      description: "Traducciones nuevas",
    });
    expect(reply.http).toBe(200);
    const { partitions } = reply.body.result;
    expect(Object.keys(partitions)).toEqual(["aup", "aup_latam", "aup_legacy"]);
    expect(partitions.aup).toEqual({
      status: "0",
      message: "OK",
      result: [{ _id: "watch-00001", type: "translations", environment: "prod" }],
    });
    expect(partitions.aup_latam.status).toBe("0");
    expect(partitions.aup_legacy).toMatchObject({ status: "1", result: [] });
    expect(partitions.aup_legacy.message).toContain("watch");
    const history = await t.call("GET", "/services/v1/apa/history", {
      token: operator,
      query: { partition: "aup", device_id: "watch-00001", environment: "prod", type: "translations" },
    });
    expect(history.body.result.data[0]).toMatchObject({
      _id: "watch-00001",
      comments: "Traducciones nuevas",
      user: "operador@adm.test",
      published: true,
      active: true,
    });
    const legacy = await t.call("GET", "/services/v1/apa/history", {
      token: operator,
      query: { partition: "aup_legacy", device_id: "watch-00001" },
    });
    expect(legacy.body.result).toMatchObject({ recordsFiltered: 0, data: [] });
  });

  it("re-publishes a history entry by its timestamp with a message, and refuses an unknown one", async () => {
    const [entry] = (
      await t.call("GET", "/services/v1/apa/history", {
        token: operator,
        query: { partition: "aup", device_id: "web-00002" },
      })
    ).body.result.data;
    t.clock.advance(60_000);
    const again = await t.call("POST", "/services/v1/apa/republish", {
      token: operator,
      body: {
        partition: "aup",
        environment: entry.environment,
        device_id: "web-00002",
        type: entry.type,
        timestamp: entry.timestamp,
        message: "Republicado",
      },
    });
    expect(again.body.result.partitions).toEqual({
      aup: {
        status: "0",
        message: "OK",
        result: [{ _id: "web-00002", type: entry.type, environment: entry.environment }],
      },
    });
    const after = await t.call("GET", "/services/v1/apa/history", {
      token: operator,
      query: { partition: "aup", device_id: "web-00002", environment: entry.environment, type: entry.type },
    });
    expect(after.body.result.data[0]).toMatchObject({ comments: "Republicado", active: true });
    expect(after.body.result.data[1]).toMatchObject({ timestamp: entry.timestamp, active: false });
    const missing = await t.call("POST", "/services/v1/apa/republish", {
      token: operator,
      body: {
        partition: "aup",
        environment: "uat",
        device_id: "web-00002",
        type: "asset",
        timestamp: 1,
        message: "x",
      },
    });
    expect([missing.http, missing.body.error]).toEqual([404, "apa_history_not_found"]);
  });

  it("refuses a device that has no document", async () => {
    const reply = await publish(operator, {
      partition: "all",
      environment: "uat",
      device_id: "tv-99999",
      type: "asset",
      description: "x",
    });
    expect([reply.http, reply.body.error]).toEqual([404, "apa_device_not_found"]);
  });
});

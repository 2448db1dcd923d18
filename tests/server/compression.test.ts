import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_FROM_BYTES } from "../../server/compression.ts";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { FILTERS } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS } from "./products-helpers.ts";

// Large JSON answers travel gzip-compressed to a client that accepts it, and decode to the very same answer;
// small answers and clients that do not ask stay uncompressed.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("admin@adm.test");
});

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
    },
  });

const LIST = `${PRODUCTS}/families?from=0&quantity=5`;

describe("answer compression", () => {
  it("compresses a large JSON answer with gzip, decoding to the same answer as sent uncompressed", async () => {
    const plain = await get(LIST);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const packed = await get(LIST, "gzip, deflate, br");
    expect(packed.status).toBe(200);
    expect(packed.headers.get("content-encoding")).toBe("gzip");
    expect(packed.headers.get("vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(JSON.parse(text));
  });

  it("compresses a large CSV download with gzip, decoding to the same file as sent uncompressed", async () => {
    const csv = `${FILTERS}/contents/export?filter_id=${F.actionReleases.id}`;
    const plain = await get(csv);
    expect(plain.headers.get("content-type")).toContain("text/csv");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // Bytes, not text: the file starts with a byte-order mark that decoding to text drops.
    const file = Buffer.from(await plain.arrayBuffer());
    expect(file.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const packed = await get(csv, "br;q=0.5, gzip");
    expect(packed.headers.get("content-encoding")).toBe("gzip");
    expect(packed.headers.get("content-disposition")).toBe(plain.headers.get("content-disposition"));
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(bytes.length).toBeLessThan(file.length / 3);
    expect(gunzipSync(bytes).equals(file)).toBe(true);
  });

  it("leaves a small CSV download uncompressed even when the client accepts gzip", async () => {
    const small = await get(`${FILTERS}/contents/export?filter_id=${F.manualPicks.id}`, "gzip");
    expect(small.headers.get("content-type")).toContain("text/csv");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(Buffer.byteLength(await small.text())).toBeLessThan(COMPRESS_FROM_BYTES);
  });

  it("leaves a small answer uncompressed even when the client accepts gzip", async () => {
    const small = await get(`${PRODUCTS}/regions`, "gzip");
    expect(small.status).toBe(200);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect((await small.text()).length).toBeLessThan(COMPRESS_FROM_BYTES);
  });

  it("leaves the notification stream uncompressed, so each event reaches the console as it happens", async () => {
    const stream = await t.app.request("/services/notifications/stream", {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream", "accept-encoding": "gzip" },
    });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.headers.get("content-encoding")).toBeNull();
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^(:|event:|retry:|id:|data:)/m);
    await reader.cancel();
  });
});

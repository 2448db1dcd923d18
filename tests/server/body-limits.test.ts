import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMITS } from "../../server/platform/body-limits.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 28 §3: request bodies are bounded before they are parsed. A 12.9 MB body to the public login used to
// hold the event loop for a second; 5,000 levels of nested JSON overflowed the input gate's stack (a 500).

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.login("admin@adm.test");
});

const LOGIN = "/services/auth/login";
const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const items = (count: number) => `[${Array.from({ length: count }, () => "null").join(",")}]`;

describe("the size of a body", () => {
  it("answers 413 payload_too_large in the envelope to a 12.9 MB login body", async () => {
    const plain = "x".repeat(12_900_000);
    const reply = await t.call("POST", LOGIN, { rawBody: JSON.stringify({ email: "a@adm.test", plain }) });
    expect(reply.http).toBe(413);
    expect(reply.body).toMatchObject({ status: 413, result: null, error: "payload_too_large" });
  });

  it("refuses on the declared Content-Length alone, before reading a byte", async () => {
    const reply = await t.call("POST", LOGIN, {
      rawBody: "{}",
      headers: { "content-length": String(DEFAULT_BODY_LIMITS.bytes + 1) },
    });
    expect(reply.http).toBe(413);
    expect(reply.body.error).toBe("payload_too_large");
  });

  it("bounds a signed-in call's body too, and lets a call that declares more take it", async () => {
    const big = "1,".repeat(DEFAULT_BODY_LIMITS.bytes / 2 + 1);
    const check = await t.call("POST", "/services/v1/apa/devices/check", {
      token: root,
      body: { device_ids: [big] },
    });
    expect(check.http).toBe(413);
    // A template's HTML may reach 200,000 characters: its call declares a larger bound.
    const html = "<p>ñ</p>".repeat(25_000);
    expect(JSON.stringify(html).length).toBeGreaterThan(DEFAULT_BODY_LIMITS.bytes / 2);
    const mail = await t.call("POST", "/services/mails/mail", {
      token: root,
      query: { region: "mexico" },
      body: {
        id_mail: 1,
        mail_region: "mexico",
        nombre: "x",
        mail_to: "a@adm.test",
        html: html.repeat(2).slice(0, 200_000),
      },
    });
    expect(mail.body.error).not.toBe("payload_too_large");
  });

  it("has its message in Spanish and English", async () => {
    const texts = (await t.call("GET", "/services/base/translations")).body.result;
    expect(texts.es.payload_too_large).toBe("La petición es demasiado grande.");
    expect(texts.en.payload_too_large).toBe("The request is too large.");
    expect(texts.es.payload_too_complex).toMatch(/anidados/);
  });
});

describe("the shape of a body", () => {
  it("answers 400 payload_too_complex, not a 500, to 5,000 levels of nested JSON before login", async () => {
    const reply = await t.call("POST", LOGIN, { rawBody: `{"email":${nested(5000)},"plain":"x"}` });
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ status: 400, result: null, error: "payload_too_complex" });
  });

  it("counts levels of objects and arrays alike, and ignores brackets inside strings", async () => {
    const deepObjects = `${'{"a":'.repeat(DEFAULT_BODY_LIMITS.depth + 1)}1${"}".repeat(DEFAULT_BODY_LIMITS.depth + 1)}`;
    expect((await t.call("POST", LOGIN, { rawBody: deepObjects })).body.error).toBe("payload_too_complex");
    const bracketsInText = JSON.stringify({ email: "nadie@adm.test", plain: "[[[[".repeat(50) });
    expect((await t.call("POST", LOGIN, { rawBody: bracketsInText })).body.error).toBe("auth_invalid_login");
  });

  it("refuses an array longer than 1,000 items unless the call declares more", async () => {
    const long = items(DEFAULT_BODY_LIMITS.items + 1);
    const check = await t.call("POST", "/services/v1/apa/devices/check", {
      token: root,
      rawBody: `{"device_ids":${long}}`,
    });
    expect(check.http).toBe(400);
    expect(check.body.error).toBe("payload_too_complex");
    // Removing contents takes up to 5,000 per call.
    const remove = await t.call("POST", "/services/v2/filters/contents/remove", {
      token: root,
      query: { id_filter: 1 },
      rawBody: `{"contents":${items(1500)}}`,
    });
    expect(remove.body.error).not.toBe("payload_too_complex");
  });
});

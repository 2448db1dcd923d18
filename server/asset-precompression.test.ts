import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRECOMPRESS_FROM_BYTES, precompressAssets } from "./asset-precompression.ts";

const text = (unit: string) => unit.repeat(Math.ceil((PRECOMPRESS_FROM_BYTES * 4) / unit.length));

describe("precompressing the build's assets", () => {
  it("writes .br and .gz beside each large text asset, decoding to the file, and skips the rest", () => {
    const dist = mkdtempSync(join(tmpdir(), "adm-precompress-"));
    mkdirSync(join(dist, "assets"));
    const packed = {
      "index.html": text("<div class=pane></div>"),
      "assets/app-Cr5UBmgW.js": text("export const a = 1;\n"),
      "assets/app-BimcvvQ3.css": text(".pane{display:grid}"),
      "assets/logo-DTM7qU7y.svg": text("<path d='M0 0'/>"),
      "assets/es-BV3vyxcY.json": text('{"key":"valor"},'),
    };
    const skipped = {
      "assets/tiny-BtHiicqF.js": "export const b = 2;",
      "assets/photo-Xy12AbCd.png": text("png bytes"),
      // Random bytes do not shrink: a compressed copy would only be larger.
      "assets/noise-Qw34ErTy.js": randomBytes(PRECOMPRESS_FROM_BYTES * 4).toString("latin1"),
    };
    for (const [name, body] of Object.entries({ ...packed, ...skipped })) {
      writeFileSync(join(dist, name), body, "latin1");
    }

    const written = precompressAssets(dist);

    const expected = Object.keys(packed).flatMap((name) => [
      join(dist, `${name}.br`),
      join(dist, `${name}.gz`),
    ]);
    expect(written.sort()).toEqual(expected.sort());
    for (const [name, body] of Object.entries(packed)) {
      const original = readFileSync(join(dist, name));
      expect(original.toString("latin1")).toBe(body);
      const br = readFileSync(join(dist, `${name}.br`));
      const gz = readFileSync(join(dist, `${name}.gz`));
      expect(br.length, name).toBeLessThan(original.length);
      expect(gz.length, name).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
    }
    for (const name of Object.keys(skipped)) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });
});

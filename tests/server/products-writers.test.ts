import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// One fact, one writer (issue 25): the product domain's tables are written by server/products/domain/ alone
// (the seed loads its rows in bulk), and a rate's publications by one function. A second writer fails here.

const ROOT = join(import.meta.dirname, "../..");
const SERVER = join(ROOT, "server");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Files that insert into, update or delete from the table, as paths from the repository root. */
function writersOf(table: string): string[] {
  const write = new RegExp(`(insertInto|updateTable|deleteFrom)\\(\\s*"${table}(\\s+as\\s+\\w+)?"`);
  return sources(SERVER)
    .filter((file) => write.test(readFileSync(file, "utf8")))
    .map((file) => relative(ROOT, file))
    .sort();
}

const SEED = "server/products/seed/";
const DOMAIN = "server/products/domain/";

describe("the product domain's writers", () => {
  it("publishes a rate in one function: only domain/publication.ts appends to the publish list", () => {
    expect(writersOf("product_rate_publications")).toEqual(["server/products/domain/publication.ts"]);
  });

  it.each([
    "product_rates",
    "product_plans",
    "product_families",
    "product_rate_payments",
    "product_rate_targets",
    "product_rate_catalogue_ids",
    "product_plan_filters",
    "product_payment_mails",
    "product_rate_publications",
    // product_wizard_legacy_lines is not listed: it is the legacy wizard's own scratch table (the payment line
    // of step 2 until step 3 prices it), not a product fact, and stays written by wizard/ alone.
  ])("writes %s from domain/ alone", (table) => {
    const outside = writersOf(table).filter((file) => !file.startsWith(DOMAIN) && !file.startsWith(SEED));
    expect(outside).toEqual([]);
  });

  it("leaves the legacy wizard's scratch table to wizard/", () => {
    expect(writersOf("product_wizard_legacy_lines")).toEqual([
      "server/products/wizard/legacy-price.ts",
      "server/products/wizard/legacy-save.ts",
    ]);
  });

  it("would notice a second writer", () => {
    expect(writersOf("product_rates").some((file) => file.startsWith(DOMAIN))).toBe(true);
  });
});

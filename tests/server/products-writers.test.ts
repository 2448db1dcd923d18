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

/**
 * Who may write each product table besides the bulk seed. domain/ holds every state transition; the wizard's
 * step saves still write their own configuration columns (moving them into domain/ is the next step). A file
 * not listed here that writes one of these tables fails this test.
 */
const WRITERS: Record<string, string[]> = {
  product_rates: [
    "server/products/domain/clone.ts",
    "server/products/domain/plan-states.ts",
    "server/products/domain/publication.ts",
    "server/products/domain/rate-states.ts",
    "server/products/wizard/legacy-save.ts",
    "server/products/wizard/mails.ts",
    "server/products/wizard/rate-save.ts",
  ],
  product_plans: [
    "server/products/domain/plan-states.ts",
    "server/products/wizard/plan-configuration.ts",
    "server/products/wizard/plan-save.ts",
  ],
  product_families: ["server/products/domain/plan-states.ts", "server/products/wizard/plan-configuration.ts"],
};

describe("the product domain's writers", () => {
  it("publishes a rate in one function: only domain/publication.ts appends to the publish list", () => {
    expect(writersOf("product_rate_publications")).toEqual(["server/products/domain/publication.ts"]);
  });

  it.each(Object.entries(WRITERS))("writes %s only where it is known to", (table, known) => {
    expect(writersOf(table).filter((file) => !file.startsWith(SEED))).toEqual(known);
  });

  it("keeps every product table's writers inside the products module", () => {
    const tables = ["product_rates", "product_plans", "product_families", "product_rate_payments"];
    const outside = tables.flatMap(writersOf).filter((file) => !file.startsWith("server/products/"));
    expect(outside).toEqual([]);
  });

  it("recognises a write however it is spelled (an alias, a line break)", () => {
    expect(writersOf("product_rates")).toContain("server/products/domain/publication.ts");
    expect(writersOf("product_rate_targets")).toContain("server/products/wizard/rate-save.ts");
  });
});

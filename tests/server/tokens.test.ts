import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { createTokenService, TOKEN_TTL_SECONDS } from "../../server/platform/auth/tokens.ts";
import { T0 } from "./helpers.ts";

describe("token service", () => {
  it("keeps a generated secret in settings so tokens survive a restart", async () => {
    const db = openDatabase(":memory:");
    await migrateToLatest(db);
    const clock = () => T0;
    const token = await createTokenService({ db, clock }).sign(42, "session-1");
    const stored = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "token_secret")
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].value.length).toBeGreaterThanOrEqual(40);
    // A second service on the same database stands for the restarted process.
    const restarted = createTokenService({ db, clock });
    expect(await restarted.verify(token)).toEqual({ userId: 42, jti: "session-1", expired: false });
    expect(await createTokenService({ db, clock, secret: "other" }).verify(token)).toBeNull();
  });

  it("reports an authentic token past its lifetime as expired", async () => {
    const db = openDatabase(":memory:");
    await migrateToLatest(db);
    let now = T0;
    const tokens = createTokenService({ db, clock: () => now, secret: "s" });
    const token = await tokens.sign(7, "j");
    now += (TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await tokens.verify(token)).toEqual({ userId: 7, jti: "j", expired: true });
  });
});

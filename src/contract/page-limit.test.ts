import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dashboardCalls } from "./dashboard";
import { filterCalls } from "./filters";
import { logsCalls } from "./logs";
import { mailCalls } from "./mails";
import { pageLimitOf, pageWindow } from "./paging";
import { signalCalls } from "./signals";
import { userCalls } from "./system-users";

describe("pageLimitOf", () => {
  it("reads the most rows a call declares for its page size, in every dialect", () => {
    expect(pageLimitOf({ query: z.object(pageWindow.fromRpp(500, 15)) })).toBe(500);
    expect(pageLimitOf({ query: z.object(pageWindow.fromQuantity(77, 10)) })).toBe(77);
    expect(pageLimitOf({ query: z.object({ length: z.coerce.number().int().max(300).optional() }) })).toBe(
      300,
    );
  });

  it("gives the server tables' calls the limits their servers enforce", () => {
    expect(pageLimitOf(mailCalls.listMails)).toBe(500);
    expect(pageLimitOf(logsCalls.listLogs)).toBe(500);
    expect(pageLimitOf(signalCalls.listSignals)).toBe(500);
    expect(pageLimitOf(filterCalls.listFilters)).toBe(1000);
    expect(pageLimitOf(userCalls.listUsers)).toBe(1000);
    expect(pageLimitOf(dashboardCalls.listUsers)).toBeGreaterThan(0);
  });

  it("refuses a call without a bounded page size", () => {
    expect(() => pageLimitOf({ query: z.object({ quantity: z.coerce.number() }) })).toThrow(
      /no bounded page size/,
    );
    expect(() => pageLimitOf({})).toThrow();
  });
});

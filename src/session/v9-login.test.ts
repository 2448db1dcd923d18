import { describe, expect, it } from "vitest";
import { asksForHandover, discardV9Login, isV9LoginPending, takeV9LoginFromAddress } from "./v9-login";

/** A browser address whose replaceState the test can read back. */
function address(href: string) {
  const url = new URL(href, "https://adm.test");
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => {
      const moved = new URL(next, url);
      url.pathname = moved.pathname;
      url.search = moved.search;
    },
  };
  return { location: url as unknown as Location, history: history as unknown as History, url };
}

describe("the v9 login variant of /index/main (spec 1 §2: user, pass, v9)", () => {
  it("takes user and pass out of the address before the console renders, keeping v9", () => {
    const { location, history, url } = address("/index/main?user=v9%40adm.test&pass=Demo2026!&v9=1");
    expect(takeV9LoginFromAddress(location, history)).toBe(true);
    expect(isV9LoginPending()).toBe(true);
    expect(url.pathname + url.search).toBe("/index/main?v9=1");
  });

  it("drops the credentials taken when the sign-in link is off", () => {
    const { location, history } = address("/index/main?user=v9%40adm.test&pass=Demo2026!");
    expect(takeV9LoginFromAddress(location, history)).toBe(true);
    discardV9Login();
    expect(isV9LoginPending()).toBe(false);
  });

  it("drops an incomplete pair without signing in, and leaves other screens alone", () => {
    const half = address("/index/main?pass=secreto");
    expect(takeV9LoginFromAddress(half.location, half.history)).toBe(false);
    expect(half.url.search).toBe("");
    const other = address("/index/consulta_consumo?user=x&pass=y");
    expect(takeV9LoginFromAddress(other.location, other.history)).toBe(false);
    expect(other.url.search).toBe("?user=x&pass=y");
  });

  it("reads v9 as a request for the hand-over unless it is 0 or false", () => {
    expect(asksForHandover("?v9=1")).toBe(true);
    expect(asksForHandover("?v9=true")).toBe(true);
    expect(asksForHandover("?v9=0")).toBe(false);
    expect(asksForHandover("?v9=false")).toBe(false);
    expect(asksForHandover("")).toBe(false);
  });
});

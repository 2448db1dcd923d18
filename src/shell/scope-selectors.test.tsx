// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../api/query-client";
import { App } from "../app";
import { signIn, signOut } from "../commands/testing/session-fixture";
import { session } from "../session/store";

const REGIONS = [
  { region_id: 441, name: "mexico", title: "México" },
  { region_id: 746, name: "chile", title: "Chile" },
];
const TENANTS = [
  { tenant_id: 1, code: "video" },
  { tenant_id: 2, code: "drive" },
];
const LOG = {
  log_id: 1,
  datetime: "2026-11-20T09:00:00.000Z",
  user: "a@adm.test",
  ip: "",
  url: "",
  action: "login",
};

type Sent = { path: string; region: string | null; tenant: string | null };
let sent: Sent[];

/** The reference server's answers, enough for the shell and the logs screen; every call is recorded. */
function serve() {
  sent = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://adm.test");
    const path = url.pathname.replace("/services", "");
    sent.push({ path, region: url.searchParams.get("region"), tenant: url.searchParams.get("tenant_code") });
    const results: Record<string, unknown> = {
      "/base/region": REGIONS,
      "/base/tenant_code": TENANTS,
      "/base/menuadminv": { menu: [] },
      "/jobs": [],
      "/shortcuts": [],
      "/workspaces": [],
      "/privacy/policies": [],
      "/logs/log": {
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [{ ...LOG, message: `región ${url.searchParams.get("region")}`, level: "info" }],
      },
    };
    const body = { status: 0, result: results[path] ?? {}, error: null, extra: null, message: "" };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  });
}

beforeEach(() => {
  serve();
  signIn("root");
  session.region = "mexico";
  session.tenant = "video";
  window.history.replaceState(null, "", "/system/logs");
});
afterEach(() => {
  cleanup();
  signOut();
  queryClient.clear();
  vi.restoreAllMocks();
});

const calls = (path: string, region?: string) =>
  sent.filter((call) => call.path === path && (region === undefined || call.region === region)).length;

describe("choosing a region or tenant (spec 1 §4: stored, then the current screen reloads)", () => {
  it.each([
    ["Región", "chile", (call: Sent) => call.region === "chile"],
    ["Tenant", "drive", (call: Sent) => call.tenant === "drive"],
  ])("sends each list call once after choosing %s %s", async (label, value, inNewScope) => {
    render(<App />);
    // The signed-in shell is a lazy chunk: waiting for it, not timing it.
    await screen.findByText("región mexico", {}, { timeout: 15_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = sent.length;

    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByText(label === "Región" ? "región chile" : "región mexico", {}, { timeout: 15_000 });
    await waitFor(() => expect(sent.slice(before).some(inNewScope)).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const after = sent.slice(before);
    expect(after.filter((call) => call.path === "/logs/log")).toHaveLength(1);
    expect(after.every(inNewScope)).toBe(true);
    expect(calls("/base/region")).toBe(1);
    expect(calls("/base/tenant_code")).toBe(1);
  });
});

// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import { currentContext } from "../../commands/context";
import { executeCommand } from "../../commands/execute";
import { usePaletteProviders } from "../../commands/palette/providers";
import { availableCommands, getCommand, getCommands } from "../../commands/registry";
import type { ArgSpec } from "../../commands/types";
import type { Privilege } from "../../permissions/catalog";
import { type SessionUser, session } from "../../session/store";
import "../../shell/modules";
import { clearPaneState, setPaneSelection } from "../../workspace/selection";
import { markWorkspaceMounted, openPane, resetWorkspace, workspaceStore } from "../../workspace/store";
import { API, BUFFER_DEVICES, VIDEO_DEVICES } from "./kinds";

vi.mock("../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

function signInWith(privileges: Privilege[]) {
  const user: SessionUser = {
    user_id: 9,
    name: "noc",
    fullname: "Nora Operaciones",
    email: "noc@adm.test",
    root: 0,
    region: "mexico",
    rules: [{ name: "dashboard", privileges: Object.fromEntries(privileges.map((p) => [p, true])) }],
    groups: [],
    regions: [],
    tenants: [],
  };
  session.token = "t";
  session.user = user;
}

const ids = (surface: "palette" | "toolbar") =>
  availableCommands(getCommands(), surface, currentContext()).map(({ command }) => command.id);
const event = {
  id: 1_000_123,
  event: "http_503",
  status: 0,
  time: "",
  server: "",
  url: null,
  buffer_duration: null,
};
const paneParams = () => {
  const root = workspaceStore.get().root;
  return root?.type === "pane" ? root.params : {};
};

const shownMinutes = () => {
  const { from, to } = paneParams();
  return (Date.parse(to) - Date.parse(from)) / 60_000;
};

let paneId = "";
const disposers: (() => void)[] = [];
beforeEach(() => {
  resetWorkspace();
  mocked.mockReset();
  disposers.push(markWorkspaceMounted());
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  clearPaneState(paneId);
});

describe("edge commands", () => {
  it("pauses and resumes an edge list's live refresh, keeping the rest of its view", async () => {
    signInWith(["view"]);
    paneId = openPane(API, { from: "2026-11-15T10:00:00.000Z", to: "2026-11-15T11:00:00.000Z" });
    expect(ids("palette")).toContain("edges.toggleLiveApi");
    expect(ids("palette")).not.toContain("edges.toggleLiveVideo");
    await executeCommand("edges.toggleLiveApi", "keyboard");
    expect(paneParams()).toEqual({
      from: "2026-11-15T10:00:00.000Z",
      to: "2026-11-15T11:00:00.000Z",
      live: "off",
    });
    await executeCommand("edges.toggleLiveApi", "keyboard");
    expect(paneParams()).not.toHaveProperty("live");
  });

  it("sends a report only with the dashboard's edit privilege and one selected event", async () => {
    paneId = openPane(VIDEO_DEVICES, { user: "10000001", edge: "101" });
    signInWith(["view"]);
    expect(ids("toolbar")).toEqual(["edges.backToUsersVideo"]);
    expect(await executeCommand("edges.sendReportVideo", "api")).toEqual({ status: "denied" });
    signInWith(["view", "edit"]);
    expect(await executeCommand("edges.sendReportVideo", "api")).toMatchObject({
      status: "disabled",
      reason: "edges.reasons.selectEvent",
    });
    setPaneSelection(paneId, [event]);
    expect(await executeCommand("edges.sendReportVideo", "api")).toEqual({ status: "ran" });
    expect(paneParams()).toEqual({ user: "10000001", edge: "101", event: "1000123", report: "1" });
  });

  it("goes back up the drill-down: devices to the edge's users, users to the edges", async () => {
    signInWith(["view"]);
    paneId = openPane(BUFFER_DEVICES, { user: "10000001", edge: "305", device: "abc" });
    await executeCommand("edges.backToUsersBuffer", "keyboard");
    expect(workspaceStore.get().root).toMatchObject({ kind: "edges.bufferUsers", params: { shared: "305" } });
    await executeCommand("edges.backToEdgesBuffer", "keyboard");
    expect(workspaceStore.get().root).toMatchObject({ kind: "edges.buffer", params: {} });
  });

  it("jumps to an edge found by number in any area", async () => {
    signInWith(["view"]);
    mocked.mockImplementation(async (path) =>
      String(path).includes("/buffer/")
        ? {
            edges: [
              {
                id: "305",
                number: 305,
                host: "edge305.buffer.cdn.adm.test",
                site: "Lima",
                events: { error: 7 },
              },
            ],
          }
        : { edges: [] },
    );
    const args = getCommand("edges.jumpToEdge")?.args as ArgSpec<unknown>;
    const items = await args.suggest("305", new AbortController().signal, currentContext());
    expect(items.map((item) => [item.label, item.value])).toEqual([
      ["Edge 305 · Buffering", { area: "buffer", edgeId: "305" }],
    ]);
    expect(mocked.mock.calls.map(([path, options]) => [path, options?.query?.search])).toEqual([
      ["/dashboard/edge/video/edges", "305"],
      ["/dashboard/edge/api/edges", "305"],
      ["/dashboard/edge/buffer/edges", "305"],
    ]);
    expect(await args.suggest("20%", new AbortController().signal, currentContext())).toEqual([]);
    await executeCommand("edges.jumpToEdge", "palette", items[0].value);
    expect(workspaceStore.get().root).toMatchObject({ kind: "edges.bufferUsers", params: { shared: "305" } });
  });

  it("lists an end user's devices per edge on the palette's root page for a pasted e-mail only", async () => {
    signInWith(["view"]);
    mocked.mockImplementation(async (path) =>
      String(path).includes("/api/")
        ? {
            users: [
              { id: 10_000_001, edge_id: "201", email: "maria.lopez@correo.test", events: { error: 2 } },
            ],
          }
        : { users: [] },
    );
    const { result } = renderHook(() => usePaletteProviders());
    const provider = result.current.find((entry) => entry.id === "edges.userDevices");
    expect(provider?.requires).toEqual({ module: "dashboard", privilege: "view" });
    const signal = new AbortController().signal;
    expect(await provider?.search("maria.lopez", signal)).toEqual([]);
    expect(mocked).not.toHaveBeenCalled();
    const items = (await provider?.search(" Maria.Lopez@correo.test ", signal)) ?? [];
    expect(items.map((item) => item.label)).toEqual(["maria.lopez@correo.test"]);
    items[0].run(currentContext());
    expect(workspaceStore.get().root).toMatchObject({
      kind: "edges.apiDevices",
      params: { user: "10000001", edge: "201" },
    });
  });

  it("zooms the chart in, out and back, and picks a preset, as its keys and buttons do", async () => {
    signInWith(["view"]);
    paneId = openPane(API, { range: "PT1H" });
    expect(ids("palette")).toEqual(expect.arrayContaining(["edges.zoomInChart", "edges.chartPresetP7D"]));
    expect(await executeCommand("edges.resetChartZoom", "palette")).toMatchObject({
      status: "disabled",
      reason: "edges.reasons.notZoomed",
    });
    await executeCommand("edges.zoomInChart", "palette");
    // A quarter of the hour, in whole minutes (the zoom's edges round outwards to the minute).
    expect([15, 16]).toContain(shownMinutes());
    await executeCommand("edges.zoomInChart", "palette");
    expect(shownMinutes()).toBe(10);
    expect(await executeCommand("edges.zoomInChart", "palette")).toMatchObject({
      status: "disabled",
      reason: "edges.reasons.zoomedIn",
    });
    await executeCommand("edges.zoomOutChart", "palette");
    expect(shownMinutes()).toBeGreaterThan(10);
    expect(await executeCommand("edges.resetChartZoom", "palette")).toEqual({ status: "ran" });
    expect(paneParams()).toEqual({ range: "PT1H" });
    await executeCommand("edges.chartPresetP7D", "palette");
    expect(paneParams()).toEqual({ range: "P7D" });
    paneId = openPane(VIDEO_DEVICES, { user: "10000001", edge: "101" });
    expect(ids("palette")).not.toContain("edges.zoomInChart");
  });

  it("offers nothing to a user without the dashboard module", () => {
    signInWith([]);
    session.user = { ...(session.user as SessionUser), rules: [] };
    paneId = openPane(API);
    expect(ids("palette").filter((id) => id.startsWith("edges."))).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../shell/modules";
import { executeCommand } from "../commands/execute";
import { signIn } from "../commands/testing/session-fixture";
import { resetWorkspace, workspaceStore } from "./store";
import { Workspace } from "./workspace";

const url = () => window.location.pathname + window.location.search;
const regions = () => screen.getAllByRole("region").map((region) => region.getAttribute("aria-label"));

function visit(path: string) {
  window.history.replaceState(null, "", path);
  return render(<Workspace />);
}

beforeEach(() => {
  resetWorkspace();
  signIn("root");
});
afterEach(() => cleanup());

describe("Workspace", () => {
  it("shows the route's screen in a pane named after it (every module of the specs is built)", () => {
    visit("/apa/configurationList");
    expect(regions()).toEqual(["Lista de publicaciones APA"]);
    expect(screen.queryByText("Módulo aún no disponible")).toBeNull();
  });

  it("splits, moves focus and closes by command, keeping the layout in the URL", async () => {
    visit("/system/users");
    await act(() => executeCommand("workspace.splitRight", "keyboard"));
    // Two panes on one screen are numbered: each landmark has a name of its own.
    expect(regions()).toEqual(["Usuarios 1", "Usuarios 2"]);
    expect(url()).toBe("/system/users?ws=h(1.system.users,2.system.users)!2");
    await waitFor(() =>
      expect(document.activeElement?.closest("[data-pane-id]")?.getAttribute("data-pane-id")).toBe("2"),
    );
    await act(() => executeCommand("system.openLogs", "menu"));
    expect(url()).toBe("/system/logs?ws=h(1.system.users,2.system.logs)!2");
    await act(() => executeCommand("workspace.focusLeft", "keyboard"));
    expect(url()).toBe("/system/users?ws=h(1.system.users,2.system.logs)!1");
    await waitFor(() =>
      expect(document.activeElement?.closest("[data-pane-id]")?.getAttribute("data-pane-id")).toBe("1"),
    );
    await act(() => executeCommand("workspace.closePane", "keyboard"));
    expect(url()).toBe("/system/logs");
    expect(regions()).toEqual(["Logs"]);
  });

  it("restores the exact workspace from a shared link", () => {
    visit("/system/logs?ws=h(1.system.users,v(2.system.logs:level=error,3.system.roles))!2*2");
    expect(workspaceStore.get()).toMatchObject({ focusedId: "2", maximizedId: "2" });
    expect(workspaceStore.get().root).toMatchObject({
      type: "split",
      children: [
        { id: "1" },
        {
          type: "split",
          direction: "column",
          children: [{ id: "2", params: { level: "error" } }, { id: "3" }],
        },
      ],
    });
    // The maximized pane is the only one shown; the others keep their state, hidden.
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });

  it("follows back and forward", async () => {
    visit("/system/users");
    await act(() => executeCommand("workspace.splitDown", "keyboard"));
    expect(regions()).toHaveLength(2);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(url()).toBe("/system/users"));
    expect(regions()).toHaveLength(1);
  });

  it("shows a denial inside a pane the user may not view, and sends unknown paths to login", () => {
    signIn(["user"]);
    visit("/system/users?ws=h(1.system.users,2.system.logs)!1");
    expect(screen.getByText("El usuario no tiene permisos en el módulo solicitado.")).toBeTruthy();
    cleanup();
    visit("/no/such/screen");
    expect(window.location.pathname).toBe("/login");
  });
});

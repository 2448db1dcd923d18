// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Rocket, Satellite } from "lucide-react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { commandGroups } from "../commands/groups";
import { deriveMenu } from "../commands/menu";
import { defineModule, type ModuleManifest } from "../commands/module";
import { Palette } from "../commands/palette/palette";
import { openPalette } from "../commands/palette/state";
import { getCommand, getCommands } from "../commands/registry";
import { signIn } from "../commands/testing/session-fixture";
import { i18n } from "../i18n";
import { paneKind, paneKindId } from "../workspace/kinds";
import { matchPath } from "../workspace/routes";
import { resetWorkspace, workspaceStore } from "../workspace/store";
import { Workspace } from "../workspace/workspace";
import "./modules";
import { registerModules } from "./register-modules";
import { SideMenu } from "./side-menu";

// Adding a module is its own files plus one line in the composition root: this test plays that module. Its
// manifest (declared here, registered the way src/shell/modules.ts registers every manifest) must give it a
// menu entry in its own section, a route, a pane kind with its lazy screen, an "open" command and its own
// palette group, without any shared table knowing it.

const ORBIT = paneKindId("rockets.orbit");

function RocketsPane() {
  return <p>Cuenta regresiva</p>;
}

const rockets: ModuleManifest = defineModule({
  id: "rockets",
  namespace: "rockets",
  sections: [{ id: "space", icon: Satellite }],
  screens: [
    {
      kind: ORBIT,
      route: "/space/orbit",
      requires: ["dummy"],
      icon: Rocket,
      keywords: ["cohetes", "rockets"],
      menu: { order: 95, section: "space" },
      load: async () => RocketsPane,
    },
  ],
  commands: [
    {
      id: "rockets.launch",
      title: "rockets.commands.launch",
      module: "rockets",
      keywords: ["despegar", "launch"],
      pane: ORBIT,
      surfaces: ["palette"],
      run: () => undefined,
    },
  ],
});

const TEXTS = {
  group: "Cohetes",
  sections: { space: "Espacio" },
  screens: { orbit: { title: "Órbita", open: "Ir a Órbita", menu: "Órbita" } },
  commands: { launch: "Despegar" },
};

let dispose = () => undefined as unknown;

beforeEach(() => {
  i18n.addResourceBundle("es", "translation", { rockets: TEXTS }, true, true);
  resetWorkspace();
  signIn(["dummy"]);
  dispose = registerModules([rockets]);
});
afterEach(() => {
  cleanup();
  dispose();
});

describe("a module registered from its manifest alone", () => {
  it("gets its route, pane kind, palette group and 'open' command", () => {
    expect(matchPath("/space/orbit")).toEqual({ kind: ORBIT, params: {} });
    expect(paneKind(ORBIT)).toMatchObject({ route: "/space/orbit", title: "rockets.screens.orbit.title" });
    expect(commandGroups().at(-1)).toEqual({ id: "rockets", label: "rockets.group" });
    expect(getCommand("rockets.openOrbit")).toMatchObject({
      opens: ORBIT,
      title: "rockets.screens.orbit.open",
    });
    const session = {
      user: { root: 0, rules: [{ name: "dummy", privileges: { view: true } }] },
      region: "",
      tenant: "",
    };
    const menu = deriveMenu(getCommands(), session as never);
    expect(menu.at(-1)).toMatchObject({ type: "section", id: "space", label: "rockets.sections.space" });
  });

  it("shows in the side menu and the palette, and its screen opens from them", async () => {
    window.history.replaceState(null, "", "/index/dummy");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SideMenu />
        <Workspace />
        <Palette />
      </QueryClientProvider>,
    );
    const nav = screen.getByRole("navigation", { name: "Menú principal" });
    const link = within(nav).getByRole("link", { name: "Espacio › Órbita" });
    expect(link.getAttribute("href")).toBe("/space/orbit");
    fireEvent.click(link);
    expect(await screen.findByText("Cuenta regresiva")).toBeTruthy();
    expect(window.location.pathname).toBe("/space/orbit");

    act(() => openPalette());
    const palette = screen.getByRole("dialog", { name: "Paleta de comandos" });
    fireEvent.change(within(palette).getByRole("combobox"), { target: { value: "despegar" } });
    // Its command, under its own group's heading.
    expect(await within(palette).findByRole("option", { name: /Despegar/ })).toBeTruthy();
    expect(within(palette).getByText("Cohetes")).toBeTruthy();
  });

  it("may not claim another module's screens or commands, nor a section nobody declares", () => {
    const foreign = { ...rockets, id: "comets", namespace: "comets", sections: [] };
    expect(() => registerModules([foreign])).toThrow(/screen "rockets.orbit" of another module/);
    const lost = {
      ...rockets,
      id: "lost",
      sections: [],
      commands: [],
      screens: [
        {
          ...rockets.screens[0],
          kind: paneKindId("lost.orbit"),
          route: "/lost",
          menu: { order: 1, section: "nowhere" },
        },
      ],
    };
    expect(() => registerModules([lost])).toThrow(/no menu section "nowhere"/);
    expect(paneKind("lost.orbit")).toBeUndefined();
    expect(workspaceStore.get().root).toBeNull();
  });

  it("is gone again once disposed", () => {
    dispose();
    expect(matchPath("/space/orbit")).toBeNull();
    expect(getCommand("rockets.openOrbit")).toBeUndefined();
    expect(commandGroups().some((group) => group.id === "rockets")).toBe(false);
    dispose = () => undefined;
  });
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "./modules";
import { signIn } from "../commands/testing/session-fixture";
import { paneKindId } from "../workspace/kinds";
import { markWorkspaceMounted, openPane, resetWorkspace } from "../workspace/store";
import { SideMenu } from "./side-menu";

let unmount: () => void = () => undefined;

/** The menu with its modules' slots (the legacy links read the query cache). */
const renderMenu = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SideMenu />
    </QueryClientProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  resetWorkspace();
  unmount = markWorkspaceMounted();
  signIn(["user", "logs", "dummy"]);
});
afterEach(() => {
  cleanup();
  unmount();
});

describe("SideMenu", () => {
  it("is a named nav of links to the permitted screens, the current one marked", () => {
    act(() => void openPane(paneKindId("system.logs")));
    renderMenu();
    const nav = screen.getByRole("navigation", { name: "Menú principal" });
    // 1024 px wide: the mini menu, labels as accessible names.
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Sistema › Usuarios",
      "Sistema › Logs",
      "Dummy",
      "Lista de componentes",
    ]);
    expect(links[1].getAttribute("aria-current")).toBe("page");
    expect(links[1].getAttribute("href")).toBe("/system/logs");
  });

  it("expands to the full menu and opens a screen in the focused pane on click", () => {
    act(() => void openPane(paneKindId("system.logs")));
    renderMenu();
    fireEvent.click(screen.getByRole("button", { name: "Expandir el menú" }));
    const nav = screen.getByRole("navigation", { name: "Menú principal" });
    const section = within(nav).getByRole("button", { name: "Sistema" });
    expect(section.getAttribute("aria-expanded")).toBe("true");
    const users = within(nav).getByRole("link", { name: "Usuarios" });
    fireEvent.click(users);
    expect(users.getAttribute("aria-current")).toBe("page");
  });
});

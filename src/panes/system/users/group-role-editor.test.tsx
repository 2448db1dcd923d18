// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GroupRecord } from "../../../api/system-pickers";
import "../../../i18n";
import { GroupRoleEditor } from "./group-role-editor";
import type { GroupRoleRow } from "./group-rows";

const ROLES: Record<string, { profile_id: number; name: string; title: string }[]> = {
  "2": [
    { profile_id: 4, name: "soporte", title: "Soporte" },
    { profile_id: 5, name: "consulta", title: "Consulta" },
  ],
  "8": [{ profile_id: 2, name: "editor", title: "Editor" }],
};
const fetchGroupRoles = vi.hoisted(() => vi.fn());
vi.mock("../../../api/system-pickers", () => ({ fetchGroupRoles }));
const toasts = vi.hoisted(() => ({ warning: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
fetchGroupRoles.mockImplementation(async (id: number) => ROLES[String(id)] ?? []);

const GROUPS: GroupRecord[] = [
  { group_id: 2, name: "soporte_mx_co", title: "Soporte México y Colombia", description: "", active: 1 },
  { group_id: 8, name: "contenidos", title: "Contenidos", description: "", active: 1 },
];

function Harness() {
  const [rows, setRows] = useState<GroupRoleRow[]>([]);
  return <GroupRoleEditor groups={GROUPS} rows={rows} onChange={setRows} />;
}

afterEach(cleanup);

/** The group/role pairs the table lists. */
const assigned = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("td")].slice(0, 2).map((cell) => cell.textContent))
    .filter(([, role]) => role !== undefined);
const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);

describe("GroupRoleEditor", () => {
  it("reloads the roles of the chosen group, clears the role on a group change, and refuses a group twice", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const group = screen.getByLabelText("Grupo");
    const role = screen.getByLabelText("Rol");
    fireEvent.change(group, { target: { value: "2" } });
    await waitFor(() => expect(optionTexts(role)).toEqual(["Selecciona", "Soporte", "Consulta"]));
    fireEvent.change(role, { target: { value: "4" } });
    expect((role as HTMLSelectElement).value).toBe("4");

    fireEvent.change(group, { target: { value: "8" } });
    expect((role as HTMLSelectElement).value).toBe("");
    await waitFor(() => expect(optionTexts(role)).toEqual(["Selecciona", "Editor"]));
    fireEvent.change(role, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar grupo" }));
    expect(assigned()).toEqual([["Contenidos", "Editor"]]);

    fireEvent.change(group, { target: { value: "2" } });
    await waitFor(() => expect(optionTexts(role)).toContain("Soporte"));
    fireEvent.change(role, { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar grupo" }));
    expect(assigned()).toEqual([
      ["Contenidos", "Editor"],
      ["Soporte México y Colombia", "Soporte"],
    ]);

    fireEvent.change(group, { target: { value: "8" } });
    await waitFor(() => expect(optionTexts(role)).toContain("Editor"));
    fireEvent.change(role, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar grupo" }));
    expect(toasts.warning).toHaveBeenCalledWith("Duplicado", {
      description: "Ya se agrego el grupo para este usuario.",
    });
    expect(assigned()).toEqual([
      ["Contenidos", "Editor"],
      ["Soporte México y Colombia", "Soporte"],
    ]);

    // The legacy profiles string ("8,2|2,4") is the payload's business, never shown.
    expect(screen.queryByText(/\d+,\d+/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Quitar el grupo Contenidos" }));
    expect(assigned()).toEqual([["Soporte México y Colombia", "Soporte"]]);
  });
});

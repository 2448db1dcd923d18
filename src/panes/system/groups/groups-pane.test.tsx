// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { ApiError } from "../../../api/errors";
import "../../../i18n";
import { PaneContext } from "../../../workspace/pane-context";
import { GROUPS } from "../kinds";
import { GroupsPane } from "./groups-pane";

vi.mock("../../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const group = {
  group_id: 7,
  name: "soporte_mx_co",
  title: "Soporte México y Colombia",
  description: "",
  active: 1,
  users: 1,
  regions: "",
  tenants: "",
  profiles: "",
  modules: "",
  all_regions: false,
  region_list: [],
  tenant_list: [],
  profile_list: [],
  module_list: [],
};

describe("a system list that fails to load (spec 1 §8)", () => {
  it("shows the 'Error' / 'Error cargando datos.' alert with the inline retry, which reloads it", async () => {
    const alert = vi.spyOn(toast, "error");
    mocked.mockRejectedValueOnce(new ApiError({ code: "error_generic", httpStatus: 500 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PaneContext.Provider value={{ paneId: "g1", kind: GROUPS, title: "system.screens.groups.title" }}>
          <GroupsPane paneId="g1" params={{}} setParams={vi.fn()} focused />
        </PaneContext.Provider>
      </QueryClientProvider>,
    );
    const retry = await screen.findByRole("button", { name: "Reintentar" });
    expect(alert).toHaveBeenCalledWith(
      "Error",
      expect.objectContaining({ description: "Error cargando datos." }),
    );
    mocked.mockResolvedValueOnce([group]);
    fireEvent.click(retry);
    await screen.findByText("Soporte México y Colombia");
  });
});

import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { saveCriterion } from "../../../api/filters";
import type { Filter } from "../../../contract/filters";
import { i18n } from "../../../i18n";
import { addValues } from "./criterion-actions";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("../../../api/filters", () => ({ saveCriterion: vi.fn() }));
vi.mock("../actions", async (original) => ({
  ...(await original<typeof import("../actions")>()),
  refreshFilters: vi.fn(),
}));

const filter = { filter_id: 7, type: "A", item_type: "G" } as Filter;

describe("criterion changes", () => {
  it("a criterion that could not be added says so in a toast of 600 ms (spec 2 §9)", async () => {
    vi.mocked(saveCriterion).mockRejectedValueOnce(new Error("down"));
    const added = await addValues(i18n.t, filter, 103, [{ value: "drama", name: "Drama" }], "OR");
    expect(added).toBe(false);
    expect(toast.error).toHaveBeenCalledWith("El criterio no se ha podido agregar", {
      description: undefined,
      duration: 600,
    });
  });
});

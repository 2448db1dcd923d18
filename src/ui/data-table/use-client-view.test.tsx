// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Column } from "./types";
import { useClientView } from "./use-client-view";

type Row = { id: number; name: string };

function columnsCounting(calls: { n: number }): Column<Row>[] {
  return [
    { id: "id", header: "ID", value: (r) => r.id },
    {
      id: "name",
      header: "Name",
      value: (r) => {
        calls.n++;
        return r.name;
      },
    },
  ];
}

describe("useClientView", () => {
  it("does not sort again when the caller rebuilds its columns", () => {
    const rows: Row[] = Array.from({ length: 1000 }, (_, id) => ({ id, name: `n${999 - id}` }));
    const calls = { n: 0 };
    const { result, rerender } = renderHook(
      ({ columns }) => useClientView(rows, columns[1], "asc", "", columns),
      { initialProps: { columns: columnsCounting(calls) } },
    );
    expect(rows[result.current.order?.[0] ?? -1].name).toBe("n0");
    const afterSort = calls.n;
    rerender({ columns: columnsCounting(calls) });
    expect(calls.n).toBe(afterSort);
  });

  it("works through large inputs in slices and reports busy meanwhile", { timeout: 30_000 }, async () => {
    const rows: Row[] = Array.from({ length: 60_000 }, (_, id) => ({ id, name: id % 3 ? "other" : "match" }));
    const columns = columnsCounting({ n: 0 });
    const { result } = renderHook(() => useClientView(rows, columns[0], "desc", "MATCH", columns));
    expect(result.current.busy).toBe(true);
    // The slices finish when the machine lets them: this checks the outcome, not a speed (that is the
    // table benchmark's), so the wait is bounded by the test's own timeout, not waitFor's 1 s default.
    await waitFor(() => expect(result.current.busy).toBe(false), { timeout: 20_000 });
    expect(result.current.order?.length).toBe(20_000);
    expect(result.current.order?.[0]).toBe(59_997);
  });
});

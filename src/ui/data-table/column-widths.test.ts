import { describe, expect, it } from "vitest";
import { columnSizes } from "./column-widths";
import type { Column } from "./types";

type Row = { status: string };
const rows: Row[] = [{ status: "Correcto" }, { status: "Pendiente" }];
const status = (adornment?: number): Column<Row> => ({
  id: "status",
  header: "Estado",
  value: (row) => row.status,
  adornment,
  width: 130,
});

describe("column widths", () => {
  it("leave room for what a cell draws beside its text (an icon), growing and shrinking alike", () => {
    const [plain] = columnSizes([status()], rows, {});
    const [withIcon] = columnSizes([status(20)], rows, {});
    expect(withIcon.width).toBe(plain.width + 20);
    expect(withIcon.min).toBe(plain.min + 20);
  });

  it("keep a column of controls at its declared width, neither sized to its empty value nor shrunk", () => {
    const actions: Column<Row> = {
      id: "actions",
      header: "Acciones",
      value: () => "",
      width: 290,
      controls: true,
    };
    const [sized] = columnSizes([actions], rows, {});
    expect(sized).toEqual({ width: 290, min: 290, fixed: false });
    const [plain] = columnSizes([{ ...actions, controls: undefined }], rows, {});
    expect(plain.width).toBeLessThan(120);
  });
});

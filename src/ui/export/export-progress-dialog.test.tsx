// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import { ExportProgressDialog } from "./export-progress-dialog";
import type { ExportState } from "./use-export";

afterEach(cleanup);

const finished = (limit: number, adminCap: boolean): ExportState => ({
  format: "csv",
  phase: "finished",
  done: limit,
  expected: limit,
  count: 5_000,
  limit,
  capped: true,
  adminCap,
  dialog: true,
});

describe("a capped export's notice", () => {
  it("says the administrator set the cap when theirs stopped it", () => {
    render(<ExportProgressDialog state={finished(200, true)} onCancel={() => undefined} />);
    expect(screen.getByRole("note").textContent).toBe(
      "El administrador fija un máximo de 200 filas por exportación: se exportan las primeras 200 de 5000.",
    );
  });

  it("says what was left out when the format's own limit stopped it", () => {
    render(<ExportProgressDialog state={finished(1_000, false)} onCancel={() => undefined} />);
    expect(screen.getByRole("note").textContent).toContain(
      "Solo se exportan las primeras 1000 filas de 5000.",
    );
  });
});

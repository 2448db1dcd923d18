import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n";
import { cloneConfirmation } from "./clone-text";

const t = i18n.getFixedT("es");
const origin = { filter_id: 1002, name: "Series", type: "M" as const };
const REPLACED = "Los contenidos existentes del filtro destino serán reemplazados.";

describe("clone confirmation", () => {
  it("warns that an existing destination's contents are replaced", () => {
    const preview = cloneConfirmation(t, "Exportar", origin, { filter_id: 1003, name: "Cine", type: "M" });
    expect(preview.summary).toContain(REPLACED);
  });

  it("does not warn of replacing anything when the destination is a new filter", () => {
    const preview = cloneConfirmation(t, "Exportar", origin, null);
    expect(preview.summary).not.toContain(REPLACED);
    expect(preview.summary?.[0]).toContain("1002");
  });
});

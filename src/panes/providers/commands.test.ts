import { describe, expect, it } from "vitest";
import type { CommandContext } from "../../commands/types";
import { providerCommands } from "./commands";
import { PROVIDERS } from "./kinds";

const [createProvider] = providerCommands;
const inPane = (data: unknown) =>
  ({
    pane: { id: "p1", kind: PROVIDERS, params: {}, selection: [], data },
    selection: [],
  }) as unknown as CommandContext;

describe("'New Provider'", () => {
  it("needs the edit privilege on providers", () => {
    expect(createProvider.requires).toEqual({ module: "providers", privilege: "edit" });
  });

  it("is offered only where the server's setting allows creation in the tenant", () => {
    expect(createProvider.when?.(inPane({ canCreateHere: true }))).toBe(true);
    expect(createProvider.when?.(inPane({ canCreateHere: false }))).toBe(false);
    expect(createProvider.when?.(inPane(undefined))).toBe(false);
  });
});

describe("a provider row's actions", () => {
  const rowCommands = providerCommands.filter((command) => command.surfaces.includes("row"));
  const onRows = (rows: unknown[]) => ({ ...inPane(undefined), selection: rows }) as CommandContext;

  it("are 'Ver proveedor' and 'Copiar código', in the row menu and the palette, on one row only", () => {
    expect(rowCommands.map((command) => command.id)).toEqual([
      "providers.showProvider",
      "providers.copyCode",
    ]);
    for (const command of rowCommands) {
      expect(command.surfaces).toContain("palette");
      expect(command.enabled?.(onRows([{ id: 1 }]))).toBe(true);
      expect(command.enabled?.(onRows([]))).toEqual({ reason: "providers.reasons.selectOne" });
      expect(command.enabled?.(onRows([{ id: 1 }, { id: 2 }]))).toEqual({
        reason: "providers.reasons.selectOne",
      });
    }
  });
});

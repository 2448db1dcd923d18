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

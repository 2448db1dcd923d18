import { describe, expect, it } from "vitest";
import { getCommands, isPermitted, meetsRequirement } from "../commands/registry";
import type { SessionSnapshot } from "../commands/types";
import { type ModuleName, MODULES as PERMISSION_MODULES, PRIVILEGES } from "../permissions/catalog";
import type { SessionUser } from "../session/store";
import { MODULES } from "./modules";

// Issue 16 item 8: each action of mails, open signals, providers, service type, the dummy area and AGU is a
// palette command gated by its permission module (spec 1 §6's menu-to-module map): every privilege of that
// module alone reaches them all; every other module, with every privilege, reaches none.
const GATES: Record<string, ModuleName> = {
  mails: "mails",
  signals: "ostream",
  providers: "providers",
  servicetype: "servicetype",
  dummy: "dummy",
  agu: "clients",
};

function holding(modules: readonly string[]): SessionSnapshot {
  const all = Object.fromEntries(PRIVILEGES.map((privilege) => [privilege, true]));
  const user = {
    user_id: 7,
    name: "op",
    root: 0,
    rules: modules.map((name) => ({ name, privileges: all })),
  } as unknown as SessionUser;
  return { user, region: "mexico", tenant: "video" };
}

describe.each(Object.entries(GATES))("module %s", (moduleId, gate) => {
  const commands = getCommands().filter((command) => command.module === moduleId);

  it(`offers its actions on the palette, each behind ${gate}`, () => {
    expect(commands.length).toBeGreaterThan(0);
    const onPalette = commands.filter((command) => command.surfaces.includes("palette"));
    expect(onPalette.map((command) => command.id)).toEqual(commands.map((command) => command.id));
    expect(commands.filter((command) => !isPermitted(command, holding([gate])))).toEqual([]);
  });

  it(`shows none of them without ${gate}`, () => {
    const others = holding(PERMISSION_MODULES.filter((name) => name !== gate));
    expect(commands.filter((command) => isPermitted(command, others)).map((command) => command.id)).toEqual(
      [],
    );
  });
});

describe("a pasted mail id", () => {
  const provider = MODULES.find((manifest) => manifest.id === "mails")?.paletteProviders?.[0];

  it("is looked up on the palette for holders of mails only", () => {
    expect(provider?.id).toBe("mails.byId");
    expect(meetsRequirement(provider?.requires, holding(["mails"]))).toBe(true);
    expect(
      meetsRequirement(provider?.requires, holding(PERMISSION_MODULES.filter((name) => name !== "mails"))),
    ).toBe(false);
  });
});

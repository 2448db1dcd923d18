import { describe, expect, it } from "vitest";
import { regionChoices, tenantChoices } from "./choices";

const regions = [
  { region_id: 1, name: "generic", title: "Global" },
  { region_id: 441, name: "mexico", title: "México" },
  { region_id: 746, name: "chile", title: "Chile" },
  { region_id: 170, name: "colombia", title: "Colombia" },
];
const tenants = [
  { tenant_id: 1, code: "video" },
  { tenant_id: 2, code: "drive" },
  { tenant_id: 3, code: "music" },
];
const group = (regionNames: string[], tenantCodes: string[]) => ({
  group_id: 1,
  name: "g",
  title: "G",
  regions: regions.filter((r) => regionNames.includes(r.name)),
  tenants: tenants.filter((t) => tenantCodes.includes(t.code)),
});

describe("region and tenant choices", () => {
  it("are the union of the user's groups, deduplicated", () => {
    const user = {
      root: 0,
      groups: [group(["mexico"], ["video"]), group(["colombia", "mexico"], ["music", "video"])],
    };
    expect(regionChoices(user, regions).map((r) => r.name)).toEqual(["mexico", "colombia"]);
    expect(tenantChoices(user, tenants).map((t) => t.code)).toEqual(["video", "music"]);
  });

  it("expand a 'generic' group region to every region", () => {
    const user = { root: 0, groups: [group(["generic"], ["drive"])] };
    expect(regionChoices(user, regions).map((r) => r.name)).toEqual(["mexico", "chile", "colombia"]);
  });

  it("give root everything", () => {
    const user = { root: 1, groups: [] };
    expect(regionChoices(user, regions)).toHaveLength(3);
    expect(tenantChoices(user, tenants)).toHaveLength(3);
  });
});

// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { type Region, type SessionUser, session } from "../../session/store";
import { useLinkRegion, withLinkRegion } from "./link-region";

vi.mock("sonner", () => ({ toast: vi.fn() }));

const MEXICO: Region = { region_id: 1, name: "mexico", title: "México" };
const COLOMBIA: Region = { region_id: 2, name: "colombia", title: "Colombia" };
const PERU: Region = { region_id: 3, name: "peru", title: "Perú" };

/** A support agent whose one group holds México and Colombia. */
const agent: SessionUser = {
  user_id: 7,
  name: "agente",
  fullname: "Agente",
  email: "agente@adm.test",
  root: 0,
  region: "colombia",
  rules: [],
  groups: [{ group_id: 1, name: "soporte", title: "Soporte", regions: [MEXICO, COLOMBIA], tenants: [] }],
  regions: [MEXICO, COLOMBIA, PERU],
  tenants: [],
};

const LINK = { by: "email", q: "laura@correo.test", view: "history" };

beforeEach(() => {
  session.user = agent;
  session.region = "colombia";
  vi.mocked(toast).mockReset();
});
afterEach(() => {
  session.user = null;
  session.region = "";
});

describe("a link that names its region", () => {
  it("is copied with the region the subscriber was looked up in", () => {
    expect(withLinkRegion(LINK)).toEqual({ ...LINK, region: "colombia" });
  });

  it("switches the console to a held region, says so, then drops the param", () => {
    const setParams = vi.fn();
    const { result } = renderHook(() => useLinkRegion({ ...LINK, region: "mexico" }, setParams));
    expect(session.region).toBe("mexico");
    expect(toast).toHaveBeenCalledWith("Región cambiada a «México» para abrir el enlace.");
    expect(setParams).toHaveBeenCalledWith(LINK);
    expect(result.current.refused).toBeNull();
  });

  it("holds the look-up until the switch has happened", () => {
    let seen: boolean | undefined;
    renderHook(() => {
      const link = useLinkRegion({ ...LINK, region: "mexico" }, vi.fn());
      seen ??= link.holding;
      return link;
    });
    expect(seen).toBe(true);
  });

  it("in the console's own region changes nothing but the URL", () => {
    const setParams = vi.fn();
    const { result } = renderHook(() => useLinkRegion({ ...LINK, region: "colombia" }, setParams));
    expect(result.current).toEqual({ holding: false, refused: null });
    expect(toast).not.toHaveBeenCalled();
    expect(setParams).toHaveBeenCalledWith(LINK);
  });

  it("refuses a region the user does not hold: no switch, nothing looked up", () => {
    const setParams = vi.fn();
    const { result } = renderHook(() => useLinkRegion({ ...LINK, region: "peru" }, setParams));
    expect(result.current).toEqual({ holding: true, refused: "Perú" });
    expect(session.region).toBe("colombia");
    expect(setParams).not.toHaveBeenCalled();
  });

  it("without a region is an ordinary pane", () => {
    const { result } = renderHook(() => useLinkRegion(LINK, vi.fn()));
    expect(result.current).toEqual({ holding: false, refused: null });
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../../api/client";
import "../../../../i18n";
import { session } from "../../../../session/store";
import { navFixture, Providers, planFixture } from "../test-kit";
import { PlanStep } from "./step-1-plan";

vi.mock("../../../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const rule = (name: string) => ({ type: "boolean", name, wizard: "product" });
const shown = [rule("AllowUpsell"), rule("AllowDownsell"), rule("AllowCancel")];

beforeEach(() => {
  session.tenant = "video";
  mocked.mockReset();
  mocked.mockImplementation(async (path) => {
    if (path === "/products/rules") return { obj: {}, arr: shown };
    if (path === "/products/wizard/plans/steps/1") return { step: 1, product_id: 10, last_step_saved: 1 };
    return [];
  });
});
afterEach(cleanup);

describe("step 1, the plan's rules (spec 3 §1, §3 Rule names)", () => {
  it("shows the rules the rules-by-step call lists, checked as stored, and saves them as S or N", async () => {
    const nav = navFixture({ id: "10" });
    const plan = planFixture({
      rules: [
        { type: "boolean", name: "AllowUpsell", value: "S" },
        { type: "boolean", name: "AllowCancel", value: "N" },
      ],
    });
    render(
      <Providers nav={nav}>
        <PlanStep plan={plan} address={null} />
      </Providers>,
    );
    const upsell = await screen.findByRole("checkbox", { name: "AllowUpsell" });
    expect(upsell.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("checkbox", { name: "AllowCancel" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByRole("checkbox", { name: "AllowPreview" })).toBeNull();
    expect(mocked).toHaveBeenCalledWith(
      "/products/rules",
      expect.objectContaining({ query: { step: 2 } }),
      "envelope",
    );

    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "AllowCancel" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar y continuar" })));
    await waitFor(() => expect(nav.stepSaved).toHaveBeenCalled());
    const saved = mocked.mock.calls.find(([path]) => path === "/products/wizard/plans/steps/1") ?? [];
    const body = (saved[1] as { body: { payload: { rules: { name: string; value: string }[] } } }).body;
    expect(body.payload.rules).toEqual(
      expect.arrayContaining([
        { name: "AllowUpsell", value: "S" },
        { name: "AllowCancel", value: "S" },
        { name: "AllowDownsell", value: "N" },
      ]),
    );
  });
});

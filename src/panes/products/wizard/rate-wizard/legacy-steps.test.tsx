// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../../api/client";
import "../../../../i18n";
import { session } from "../../../../session/store";
import { navFixture, Providers, rateFixture } from "../test-kit";
import { LegacyStep2 } from "./legacy-step-2";
import { LegacyStep3 } from "./legacy-step-3";

vi.mock("../../../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const line = {
  user_type_id: 3,
  payment_method_id: 7,
  external_service_id_in: [],
  service_id_required: false,
};
const peso = { currency_id: 5, region_id: 441, name: "Peso", country: "MX", description: "", symbol: "$" };

beforeEach(() => {
  session.tenant = "video";
  mocked.mockReset();
  mocked.mockImplementation(async (path, options) => {
    if (path === "/products/currencies") {
      const query = (options as { query?: Record<string, unknown> }).query ?? {};
      return query.payment_id === 7 && query.user_id === 3 ? [peso] : [];
    }
    return [];
  });
});
afterEach(cleanup);

const nav = navFixture({ region_id: "441", product_id: "10", rate_id: "90" });

describe("legacy rate wizard, a new rate (spec 3 §2)", () => {
  it("step 3 lists the currencies of the line saved at step 2 (the rate has no payment yet)", async () => {
    render(
      <Providers nav={nav}>
        <LegacyStep3 rate={rateFixture({ legacy_line: line })} address={null} />
      </Providers>,
    );
    expect(await screen.findByRole("option", { name: "Peso ($)" })).toBeTruthy();
  });

  it("step 2 shows the rules the rate stored checked", async () => {
    const rate = rateFixture({
      legacy_line: line,
      rules: [
        { type: "rule", name: "AllowUpsell", value: "S" },
        { type: "rule", name: "Timeshift", value: "1" },
      ],
    });
    await act(async () => {
      render(
        <Providers nav={nav}>
          <LegacyStep2 rate={rate} address={null} />
        </Providers>,
      );
    });
    const checked = (name: string) => screen.getByRole("checkbox", { name }).getAttribute("aria-checked");
    expect(checked("AllowUpsell")).toBe("true");
    expect(checked("Timeshift")).toBe("true");
    expect(checked("AllowCancel")).toBe("false");
  });
});

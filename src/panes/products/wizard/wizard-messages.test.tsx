// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../api/client";
import { ApiError } from "../../../api/errors";
import "../../../i18n";
import { session } from "../../../session/store";
import { CommunicationStep } from "./communication/step-5-communication";
import { openProductList } from "./open-list";
import { PlanStep } from "./plan/step-1-plan";
import { LegacyStep0 } from "./rate-wizard/legacy-step-0";
import { navFixture, Providers, planFixture, rateFixture } from "./test-kit";
import { ProductWizardPane } from "./wizard-pane";

// Spec 3 §7, §8: the wizard's messages, each where the spec puts it, with the call that fails.

vi.mock("../../../api/client", () => ({ api: vi.fn() }));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("./open-list", () => ({ openProductList: vi.fn(), PRODUCT_LIST_ROUTE: "/products/productList" }));
const mocked = vi.mocked(api);

/** Answers each call by its path: a value, or an error to throw. */
function serve(answers: Record<string, unknown>) {
  mocked.mockImplementation(async (path) => {
    const answer = answers[String(path)];
    if (answer instanceof Error) throw answer;
    return answer ?? [];
  });
}
const refusal = (code: string, httpStatus = 400) =>
  new ApiError({ code, httpStatus, extra: { error_code: code, error_msg: "Motivo del servidor" } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole("button", { name: "Guardar y continuar" })));
const alertText = async () => (await screen.findByText(/./, { selector: "[data-save-failure]" })).textContent;

beforeEach(() => {
  session.tenant = "video";
  mocked.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(openProductList).mockReset();
});
afterEach(cleanup);

function showPlanStep() {
  const nav = navFixture({ id: "10" });
  render(
    <Providers nav={nav}>
      <PlanStep plan={planFixture()} address={null} />
    </Providers>,
  );
  return nav;
}

describe("plan step 1", () => {
  it("a save answered with a status other than 201 says 'Ocurrio un error, intente mas tarde'", async () => {
    serve({ "/products/wizard/plans/steps/1": refusal("wizard_name_exists", 409) });
    const nav = showPlanStep();
    await save();
    expect(await alertText()).toContain("Ocurrio un error, intente mas tarde");
    expect(nav.stepSaved).not.toHaveBeenCalled();
  });

  it("a save answered without the plan's id says 'This product dont have id / Data inconsist'", async () => {
    serve({ "/products/wizard/plans/steps/1": { step: 1, product_id: 0, last_step_saved: 1 } });
    const nav = showPlanStep();
    await save();
    expect(await alertText()).toBe("This product dont have id / Data inconsist");
    expect(nav.stepSaved).not.toHaveBeenCalled();
  });

  it("a failed metadata read says 'Ha ocurrido un error al obtener la metadata.'", async () => {
    serve({ "/base/metadata": refusal("error_internal", 500) });
    showPlanStep();
    expect(await screen.findByText("Ha ocurrido un error al obtener la metadata.")).toBeTruthy();
  });
});

describe("rate saves (legacy wizard step 0)", () => {
  it.each([
    ["an insert", {}, "Ha ocurrido un error al insertar la tarifa"],
    ["an update", { rate_id: "90" }, "hubo un error actulizando la tarifa"],
  ])("%s that fails says its own message", async (_, rateParams, text) => {
    serve({ "/products/rate-wizard/steps/0": refusal("product_region_forbidden", 403) });
    render(
      <Providers nav={navFixture({ region_id: "441", product_id: "10", ...rateParams })}>
        <LegacyStep0 rate={undefined} address={null} />
      </Providers>,
    );
    await save();
    expect(await alertText()).toContain(text);
  });
});

describe("step 5", () => {
  it("associating an e-mail says 'El Email ha sido asociado exitosamente.'", async () => {
    serve({ "/products/wizard/rates/steps/5": { step: 5, rate_id: 90 } });
    const payment = {
      user_type_id: 3,
      payment_method_id: 7,
      currency_id: 5,
      price: "10",
      net_price: null,
      tax: null,
      external_service_id_out: null,
      external_service_id_in: [],
      service_type: null,
      active: 0 as const,
      key_email: null,
      cancelation_key_email: null,
      service_id_required: false,
    };
    const nav = navFixture({ id: "10", rate_id: "90", region_id: "441" });
    render(
      <Providers nav={nav}>
        <CommunicationStep plan={planFixture()} rate={rateFixture({ payments: [payment] })} address={null} />
      </Providers>,
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText("Correo de compra"), { target: { value: "compra_mx" } }),
    );
    await save();
    await waitFor(() => expect(nav.stepSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith("El Email ha sido asociado exitosamente.");
  });
});

describe("the wizard pane", () => {
  it("a plan that does not exist says 'El producto no existe' and returns to the product list", async () => {
    serve({ "/products/wizard/plans/404/steps/2": refusal("product_not_found", 404) });
    render(
      <Providers nav={navFixture()}>
        <ProductWizardPane paneId="p1" params={{ step: "2", id: "404" }} setParams={vi.fn()} focused />
      </Providers>,
    );
    await waitFor(() => expect(openProductList).toHaveBeenCalledWith("p1"));
    expect(toast.error).toHaveBeenCalledWith("El producto no existe");
  });
});

// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../api/query-client";
import "../../../i18n";
import * as products from "../../../api/products/reference";
import * as api from "../domain/api";
import type { PaymentDetailView, RateDetailView } from "../domain/model";
import { UpdatePaymentDialog } from "./update-payment-dialog";

// The update-payment-method modal (spec 3 §2, §5): every field the method needs, pre-filled; only the changes
// travel; nothing to save when nothing changed; known prices flagged; a failed price fetch said.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
vi.mock("../../../api/products/reference", async (original) => ({
  ...(await original<typeof import("../../../api/products/reference")>()),
  listPrices: vi.fn(),
}));
vi.mock("../domain/api", async (original) => ({
  ...(await original<typeof import("../domain/api")>()),
  updatePayment: vi.fn(),
}));

const store: PaymentDetailView = {
  paymentId: 4,
  paymentMethodId: 5,
  name: "Tienda de aplicaciones",
  colour: "#6a1b9a",
  active: true,
  userTypeId: 1,
  userType: "Web",
  currencyId: 2,
  currency: "$",
  price: "99",
  netPrice: "85.34",
  tax: "16",
  serviceIdRequired: true,
  serviceIdName: "Store product id",
  serviceOut: "store-77",
  serviceIn: [],
  serviceType: false,
  serviceTypeCode: null,
  keyEmail: null,
  keyEmailStatus: null,
  cancelKeyEmail: null,
  cancelKeyEmailStatus: null,
};
const rate: RateDetailView = {
  id: 1,
  name: "Tarifa 1",
  state: "draft",
  active: true,
  isHubcorp: false,
  allowAbm: true,
  targets: 1,
  regionId: 441,
  region: "Mexico",
  planId: 7,
  plan: "Premium",
  family: "Cine",
  rules: [],
  payments: [store],
};

const show = (payment = store, on = rate) =>
  render(
    <QueryClientProvider client={queryClient}>
      <UpdatePaymentDialog rate={on} payment={payment} onClose={() => {}} />
    </QueryClientProvider>,
  );
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole("button", { name: "Guardar" });

beforeEach(() => {
  queryClient.clear();
  vi.mocked(products.listPrices).mockResolvedValue([]);
  vi.mocked(api.updatePayment).mockResolvedValue({} as never);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("update payment method dialog", () => {
  it("shows the outgoing id under the method's own name, pre-filled, and sends only what changed", async () => {
    show();
    expect(screen.getByLabelText("Store product id")).toHaveProperty("value", "store-77");
    expect(screen.getByLabelText("Precio")).toHaveProperty("value", "99");
    expect(save()).toHaveProperty("disabled", true);
    expect(screen.getByText("Sin cambios respecto a los valores guardados")).toBeTruthy();
    type("Precio", "129.90");
    expect(screen.getByText("Precio: «99» → «129.90»")).toBeTruthy();
    fireEvent.click(save());
    await waitFor(() => expect(api.updatePayment).toHaveBeenCalledWith(1, store, { price: "129.90" }));
    expect(toasts.success).toHaveBeenCalledWith("Agregaste el Precio a un Medio de Pago.", {
      duration: 3000,
    });
  });

  it("is not dirty when a value is typed back to the saved one (10 and 10,0 alike)", () => {
    show();
    type("Precio", "99,0");
    expect(save()).toHaveProperty("disabled", true);
  });

  it("asks for the outgoing id its method requires, and says its length limit", () => {
    show();
    type("Store product id", "");
    expect(screen.getByText("El id de servicio de salida es obligatorio")).toBeTruthy();
    type("Store product id", "x".repeat(10_001));
    expect(
      screen.getByText("El id de servicio de salida debe tener entre 1 y 10000 caracteres"),
    ).toBeTruthy();
    expect(save()).toHaveProperty("disabled", true);
  });

  it("shows no outgoing id for a pincode, and incoming ids on a corporate hub rate", () => {
    show({ ...store, serviceIdRequired: false, serviceIdName: null, serviceOut: "PIN" });
    expect(screen.queryByLabelText("Store product id")).toBeNull();
    expect(screen.queryByLabelText("Id de servicio de salida")).toBeNull();
    cleanup();
    show({ ...store, serviceIn: ["IN-1"] }, { ...rate, isHubcorp: true });
    expect(screen.getByLabelText(/Ids de servicio de entrada/)).toHaveProperty("value", "IN-1");
  });

  it("flags a price identical to a known one as existing", async () => {
    vi.mocked(products.listPrices).mockResolvedValue([
      { price: "149", net_price: "85.34", tax: "16", external_service_id_out: "store-77", symbol: "$" },
    ]);
    show();
    type("Precio", "149");
    expect(await screen.findByText("El precio ya existe")).toBeTruthy();
  });

  it("says so when the prices cannot be fetched", async () => {
    vi.mocked(products.listPrices).mockRejectedValue(new Error("down"));
    show();
    expect(await screen.findByText("Error al obtener precios.")).toBeTruthy();
  });
});

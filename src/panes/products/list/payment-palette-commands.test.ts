// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentContext } from "../../../commands/context";
import { availableCommands } from "../../../commands/registry";
import { signInWithPrivileges, signOut } from "../../../commands/testing/session-fixture";
import type { ArgSpec, CommandContext } from "../../../commands/types";
import "../../../i18n";
import { openPane, resetWorkspace } from "../../../workspace/store";
import type { PaymentView, RateView } from "../domain/model";
import { PRODUCT_LIST } from "../kinds";
import { listCommands } from "./commands";
import { addPaymentMethodByIdCommand, updatePaymentByIdCommand } from "./payment-palette-commands";

// "Actualizar medio de pago" and "Añadir medio de pago" on the palette (spec 3 §2): from the list's selected
// payment with the row buttons' enablement, or anywhere by rate, then payment or user type.

vi.mock("sonner", () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  signOut();
  resetWorkspace();
});

const signInAsEditor = () => signInWithPrivileges("products", ["view", "edit"]);

const line = (paymentId: number, userTypeId: number, userType: string) =>
  ({ paymentId, userTypeId, userType, name: `Medio ${paymentId}`, currency: "$" }) as PaymentView;
const rate = (state: RateView["state"]): RateView => ({
  id: 2,
  name: "Tarifa",
  active: true,
  state,
  isHubcorp: false,
  allowAbm: true,
  targets: 1,
  regionId: 441,
  region: "Mexico",
  planId: 1,
  plan: "Plan",
  family: "Familia",
  payments: [line(1, 10, "Web"), line(2, 11, "Móvil"), line(3, 10, "Web")],
});

/** A command's argument pages, present by declaration. */
function pages<A>(command: { args?: ArgSpec<A> }): {
  suggest: ArgSpec<A>["suggest"];
  next(value: A, ctx: CommandContext): ArgSpec<A>;
} {
  const args = command.args;
  if (!args?.next) throw new Error("no argument pages");
  const next = args.next;
  return {
    suggest: args.suggest,
    next: (value, ctx) => {
      const page = next(value, ctx);
      if (!page) throw new Error("no next page");
      return page;
    },
  };
}

const onPalette = (selection: unknown[]) =>
  availableCommands(listCommands, "palette", { ...currentContext(), selection }, PRODUCT_LIST);

describe("payment commands on the palette", () => {
  it("offer the selected payment's update and add, enabled as the row buttons are", () => {
    signInAsEditor();
    openPane(PRODUCT_LIST);
    const verdicts = (state: RateView["state"]) =>
      Object.fromEntries(
        onPalette([{ kind: "payment", rate: rate(state), payment: line(1, 10, "Web") }])
          .filter((c) => ["products.updatePayment", "products.addPaymentMethod"].includes(c.command.id))
          .map((c) => [c.command.id, c.enabled ? true : c.reason]),
      );
    expect(verdicts("draft")).toEqual({ "products.updatePayment": true, "products.addPaymentMethod": true });
    expect(verdicts("uat")).toEqual({
      "products.updatePayment": "products.reasons.onlyDraft",
      "products.addPaymentMethod": "products.reasons.onlyDraft",
    });
  });

  it("ask for the rate (the list's selected one first, refused off draft), then its payment or user type", async () => {
    signInAsEditor();
    openPane(PRODUCT_LIST);
    const ctx = { ...currentContext(), selection: [{ kind: "rate", rate: rate("uat") }] };
    const signal = new AbortController().signal;
    const [uat] = await pages(updatePaymentByIdCommand).suggest("", signal, ctx);
    expect(uat.label).toBe("2 · Tarifa");
    expect(uat.reason).toBe("Solo en borrador");
    const draft = { ...currentContext(), selection: [{ kind: "rate", rate: rate("draft") }] };
    const [chosen] = await pages(updatePaymentByIdCommand).suggest("", signal, draft);
    expect(chosen.reason).toBeUndefined();
    const payments = pages(updatePaymentByIdCommand).next(chosen.value, draft);
    expect((await payments.suggest("", signal, draft)).map((i) => i.id)).toEqual(["1", "2", "3"]);
    const users = pages(addPaymentMethodByIdCommand).next(chosen.value, draft);
    expect((await users.suggest("", signal, draft)).map((i) => i.label)).toEqual(["Web", "Móvil"]);
  });
});

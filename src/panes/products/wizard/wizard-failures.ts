import type { TFunction } from "i18next";
import type { SaveFailure } from "../../../kit/zod-form";
import { saveFailure } from "./save-failure";

// The wizard's save failures by what was saved (spec 3 §7, §8): a plan step answered with a status other than
// 201 says "Ocurrio un error, intente mas tarde"; a rate insert "Ha ocurrido un error al insertar la tarifa"
// and a rate update "hubo un error actulizando la tarifa", each followed by the server's reason.

export type ReadFailure = (t: TFunction, error: unknown) => SaveFailure;

/** A plan save that answered without the plan's id (§8 "Product without id"). */
export class ProductWithoutIdError extends Error {
  constructor() {
    super("product without id");
  }
}

const titled = (title: string, failure: SaveFailure): SaveFailure => ({
  ...failure,
  message: `${title} ${failure.reason}`,
});

export const planSaveFailure: ReadFailure = (t, error) => {
  if (error instanceof ProductWithoutIdError) {
    const message = t("products.wizard.errors.productWithoutId");
    return { message, reason: message };
  }
  return titled(t("products.wizard.errors.planSave"), saveFailure(t, error));
};

/** A rate save's failure: the rate existed (update) or was being created (insert). */
export const rateSaveFailure =
  (existing: boolean): ReadFailure =>
  (t, error) =>
    titled(
      t(existing ? "products.wizard.errors.rateUpdate" : "products.wizard.errors.rateInsert"),
      saveFailure(t, error),
    );

import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import { i18n } from "../../i18n";
import { errorText, formatMoney, formatTotals, totalsByCurrency, valueText } from "./format";

const t = i18n.getFixedT("es") as TFunction;
const tEn = i18n.getFixedT("en") as TFunction;
const nbsp = (text: string) => text.replace(/\s/g, " ");

describe("consumption formatting", () => {
  it("names a catalogue value, and a missing payment method as not registered", () => {
    expect(valueText(t, "paymentMethod", "tarjeta_credito")).toBe("Tarjeta de crédito");
    expect(valueText(t, "paymentMethod", "")).toBe("Sin registrar");
    expect(valueText(tEn, "paymentMethod", null)).toBe("Not registered");
    expect(valueText(t, "paymentMethod", "cripto")).toBe("cripto");
  });

  it("sums prices per currency, rounded to cents", () => {
    const rows = [
      { price: 119, currency: "MXN" },
      { price: 0.1, currency: "MXN" },
      { price: 0.2, currency: "MXN" },
      { price: 5590, currency: "CLP" },
    ];
    expect(totalsByCurrency(rows)).toEqual([
      { currency: "MXN", amount: 119.3 },
      { currency: "CLP", amount: 5590 },
    ]);
  });

  it("formats the total per currency and per language", () => {
    const maria = [
      { price: 119, currency: "MXN" },
      { price: 115, currency: "MXN" },
      { price: 0, currency: "MXN" },
    ];
    expect(nbsp(formatTotals(maria, "es"))).toBe("234,00 MXN");
    expect(nbsp(formatTotals(maria, "en"))).toBe("MX$234.00");
    expect(nbsp(formatTotals([...maria, { price: 5590, currency: "CLP" }], "es"))).toBe(
      "234,00 MXN + 5590 CLP",
    );
    expect(nbsp(formatMoney(12.5, "PUNTOS", "es"))).toBe("12,50 PUNTOS");
  });

  it("translates each consumption code, and any other code as error_generic", () => {
    const failure = (code: string) => new ApiError({ code, httpStatus: 200 });
    expect(errorText(t, failure("PGS_USR_00001"))).toBe("Usuario no encontrado en la región seleccionada.");
    expect(errorText(t, failure("PGS_USR_00004"))).toBe(
      "El correo electrónico ya está registrado por otro usuario.",
    );
    expect(errorText(t, failure("PGS_SUB_00002"))).toBe("La suscripción no fue comprada o no está activa.");
    expect(errorText(tEn, failure("PGS_USR_00005"))).toBe("The phone number is not valid.");
    expect(errorText(t, failure("something_new"))).toBe("Ha ocurrido un error.");
    expect(errorText(t, new Error("boom"))).toBe("Ha ocurrido un error.");
  });
});

import { describe, expect, it } from "vitest";
import en from "../../i18n/locales/en/product-rules.json";
import es from "../../i18n/locales/es/product-rules.json";
import { RULE_TEXTS_ES, ruleKey, ruleMessageOf, ruleTextEs } from "./rules-messages";

describe("rule messages", () => {
  it("the Spanish locale repeats the server's texts, and English has every one", () => {
    expect(es).toEqual(RULE_TEXTS_ES);
    expect(Object.keys(en).sort()).toEqual(Object.keys(RULE_TEXTS_ES).sort());
  });
  it("keeps the spec's texts exactly", () => {
    expect(RULE_TEXTS_ES.invalidChars).toBe("Caracteres invalidos");
    expect(RULE_TEXTS_ES.minimumOne).toBe("Debe tener minimo un(1) item seleccionado");
    expect(RULE_TEXTS_ES.filterAdded).toBe("El filtro ya se encuentra agregado");
    expect(RULE_TEXTS_ES.nameValid).toBe("El valor ingresado es valido.");
  });
  it("maps keys both ways and fills values", () => {
    expect(ruleMessageOf(ruleKey("priceRequired"))).toBe("priceRequired");
    expect(ruleMessageOf("errors.generic")).toBeUndefined();
    expect(ruleTextEs("invalidCharsListed", { chars: "# $" })).toBe("Caracteres Invalidos: # $");
  });
});

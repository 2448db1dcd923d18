import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n";
import { jobTitle, partOutcome, partsHeader } from "./job-texts";

const es = i18n.getFixedT("es");
const en = i18n.getFixedT("en");
const CLONE = "products.cloneRates";

describe("job texts", () => {
  it("titles a kind its module words, with its parameters worded in the user's language", () => {
    expect(jobTitle(es, { kind: CLONE, title: "Clonar tarifas: 60 de 62", params: {}, total: 60 })).toBe(
      "Clonar 60 tarifas",
    );
    expect(jobTitle(en, { kind: CLONE, title: "x", params: {}, total: 1 })).toBe("Clone 1 rate");
    const apa = { environment: "uat", type: "translations", partition: "all" };
    const bulk = { kind: "apa.bulkPublish", title: "APA uat translations · all", params: apa, total: 3 };
    expect(jobTitle(es, bulk)).toBe("Publicación APA en UAT · traducciones · todas las particiones");
    expect(jobTitle(en, bulk)).toBe("APA publication to UAT · translations · all partitions");
    const named = { ...bulk, params: { environment: "prod", type: "asset", partition: "aup" } };
    expect(jobTitle(es, named)).toBe("Publicación APA en producción · assets · aup");
  });

  it("keeps the stored title of a job stored without parameters, or of a kind nobody words", () => {
    const old = { kind: "apa.bulkPublish", title: "APA uat asset · all", params: null, total: 3 };
    expect(jobTitle(es, old)).toBe("APA uat asset · all");
    expect(jobTitle(es, { kind: "other.verb", title: "Tarea", params: {}, total: 3 })).toBe("Tarea");
    expect(partsHeader(es, CLONE)).toBe("Resultado");
    expect(partsHeader(es, "apa.bulkPublish")).toBe("Particiones");
  });

  it("says a cloned rate's new id, or why it was refused, in the user's language", () => {
    expect(partOutcome(es, CLONE, "clone", { status: "0", message: "25017" })).toEqual({
      text: "Tarifa nueva 25017",
    });
    expect(partOutcome(es, CLONE, "clone", { status: "1", message: "product_rate_status_refused" })).toEqual({
      text: "Solo se clonan tarifas activas",
    });
    expect(partOutcome(en, CLONE, "clone", { status: "1", message: "user_without_permission" }).text).toBe(
      "The user has no permission on the requested module.",
    );
  });

  it("shows an APA partition as OK or ERROR with the server's message as detail", () => {
    expect(partOutcome(es, "apa.bulkPublish", "aup", { status: "0", message: "OK" })).toEqual({
      text: "aup: OK",
      detail: undefined,
    });
    expect(partOutcome(es, "apa.bulkPublish", "aup", { status: "1", message: "timeout" })).toEqual({
      text: "aup: ERROR",
      detail: "timeout",
    });
  });
});

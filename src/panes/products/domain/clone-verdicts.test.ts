import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n";
import { cloneableIds, cloneVerdicts, tallyText, tallyVerdicts, verdictTags } from "./clone-verdicts";

// Issue 31 item 7a: "99999999" (well-formed, but no rate) was a green tag listed red, and the palette counted
// it valid. One verdict per id; the counts add up to the ids pasted.

const es = i18n.getFixedT("es");
const en = i18n.getFixedT("en");
const pasted = ["11", "12", "x9", "99999999", "13"];
const checks = [
  { rate_id: 11, valid: true, family: "Cine" },
  { rate_id: 12, valid: true, family: "Cine" },
  { rate_id: 13, valid: false, family: "Cine", reason: "product_rate_status_refused" },
];

describe("clone verdicts", () => {
  it("gives each pasted id one verdict with its reason", () => {
    expect(cloneVerdicts(pasted, checks).map(({ id, kind, reason }) => [id, kind, reason])).toEqual([
      ["11", "valid", undefined],
      ["12", "valid", undefined],
      ["x9", "invalid", "invalid"],
      ["99999999", "refused", "product_rate_not_found"],
      ["13", "refused", "product_rate_status_refused"],
    ]);
    expect(cloneableIds(cloneVerdicts(pasted, checks))).toEqual([11, 12]);
  });

  it("shows an id the server refused red, and no id green before the server answers", () => {
    const tags = verdictTags(cloneVerdicts(pasted, checks));
    expect(tags.filter((tag) => !tag.invalid && !tag.pending).map((tag) => tag.text)).toEqual(["11", "12"]);
    const waiting = verdictTags(cloneVerdicts(pasted, undefined));
    expect(waiting.filter((tag) => !tag.invalid && !tag.pending)).toEqual([]);
    expect(cloneableIds(cloneVerdicts(pasted, undefined))).toEqual([]);
  });

  it("counts that add up to the ids pasted, in plural forms", () => {
    const tally = tallyVerdicts(cloneVerdicts(pasted, checks));
    expect(tally).toEqual({ valid: 2, invalid: 1, refused: 2, checking: 0 });
    expect(tallyText(es, tally)).toBe("2 ids válidos, 1 inválido, 2 no clonables");
    expect(tallyText(en, tally)).toBe("2 valid ids, 1 invalid, 2 not cloneable");
    expect(tallyText(es, tallyVerdicts(cloneVerdicts(["11"], checks)))).toBe("1 id válido");
    expect(tallyText(es, tallyVerdicts(cloneVerdicts(["11", "x"], undefined)))).toBe(
      "0 ids válidos, 1 inválido, 1 por validar",
    );
  });
});

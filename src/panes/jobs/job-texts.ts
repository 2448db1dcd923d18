import type { TFunction } from "i18next";
import type { BulkJobItem, BulkJobSummary } from "../../api/jobs";

// A module words its own job kinds in its locale file, under "jobs": the kind `<module>.<verb>` is titled by
// `<module>.jobs.<verb>` with the job's count and its title's parameters, each worded by
// `<module>.jobs.params.<name>.<value>` (else shown as it is); a job stored without parameters (before
// issue 31 item 7c) shows the title it was stored with. A part's success by `<module>.jobs.parts.<part>` (with the item's message) and its
// refusal by `<module>.jobs.reasons.<code>`, else the error code's text. A kind without texts (APA bulk
// publish) shows the server's title and each part (partition) as OK or ERROR.

type Part = BulkJobItem["parts"][string];

const moduleOf = (kind: string) => kind.slice(0, kind.indexOf("."));
const verbOf = (kind: string) => kind.slice(kind.indexOf(".") + 1);

export function jobTitle(t: TFunction, job: Pick<BulkJobSummary, "kind" | "title" | "params" | "total">) {
  if (job.params === null) return job.title;
  const module = moduleOf(job.kind);
  const worded = Object.fromEntries(
    Object.entries(job.params).map(([name, value]) => [
      name,
      t(`${module}.jobs.params.${name}.${value}`, { defaultValue: value }),
    ]),
  );
  return t(`${module}.jobs.${verbOf(job.kind)}`, { ...worded, defaultValue: job.title, count: job.total });
}

/** The header of the items' outcome column: the kind's own word, else the partitions of APA. */
export function partsHeader(t: TFunction, kind: string | undefined): string {
  const fallback = t("jobs.columns.parts");
  return kind ? t(`${moduleOf(kind)}.jobs.partsColumn`, { defaultValue: fallback }) : fallback;
}

/** A part's outcome as shown, and the server's message when the text does not already say it. */
export function partOutcome(t: TFunction, kind: string, name: string, part: Part) {
  const module = moduleOf(kind);
  const worded = t(`${module}.jobs.parts.${name}`, { defaultValue: "", message: part.message });
  if (worded === "") {
    const text = `${name}: ${part.status === "0" ? "OK" : "ERROR"}`;
    return { text, detail: part.status === "0" ? undefined : part.message };
  }
  if (part.status === "0") return { text: worded };
  const reason = t([`${module}.jobs.reasons.${part.message}`, `errors.codes.${part.message}`], {
    defaultValue: part.message,
  });
  return { text: reason };
}

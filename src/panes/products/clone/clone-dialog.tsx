import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CLONE_JOB_THRESHOLD } from "../../../contract/products/clone-job";
import { DialogActions } from "../../../kit/dialog-actions";
import { DialogFrame } from "../../../kit/dialog-frame";
import { useSubmitState } from "../../../kit/use-submit-state";
import { Button } from "../../../ui/button";
import { IdTagInput } from "../../../ui/inputs/id-tag-input";
import { appendIdTags, ID_TAG_MAX, type IdTag } from "../../../ui/inputs/id-tags";
import { cloneRates } from "../domain/api";
import {
  checkedIds,
  cloneableIds,
  cloneVerdicts,
  tallyText,
  tallyVerdicts,
  verdictTags,
} from "../domain/clone-verdicts";
import { productFailure, refreshProducts } from "../domain/messages";
import { cloneCheckQuery } from "../domain/queries";
import { cloneFailure } from "./clone-failure";
import { groupCandidates } from "./clone-groups";
import { cloneInBackground } from "./clone-in-background";
import { CloneLine } from "./clone-line";
import { clonesAsJob } from "./clone-mode";

const JOB_NOTE = "clone-rates-job-note";

type Props = { initial?: readonly string[]; onClose(): void };

/**
 * Clone rates (spec 3 §4): ids as tags, checked and grouped; only the valid ones are cloned, at once or, above
 * the threshold, as a background job followed in the jobs tray.
 */
export function CloneRatesDialog({ initial = [], onClose }: Props) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<IdTag[]>(() => appendIdTags([], initial).tags);
  const { pending: busy, error: failure, submit } = useSubmitState();
  const input = useRef<HTMLInputElement>(null);
  const pasted = tags.map((tag) => tag.text);
  const append = (texts: string[]) => {
    const { tags: next, overflow } = appendIdTags(tags, texts);
    if (overflow > 0) toast.warning(t("products.tags.limit", { max: ID_TAG_MAX, count: overflow }));
    setTags(next);
  };
  const asked = checkedIds(pasted);
  const checks = useQuery(cloneCheckQuery(asked));
  // While the check is awaited (or failed) no id is judged valid; with nothing to check, none waits for it.
  const answer = checks.isSuccess || asked.length === 0 ? (checks.data ?? []) : undefined;
  const verdicts = cloneVerdicts(pasted, answer);
  const groups = groupCandidates(verdicts, t("products.clone.unknownGroup"));
  const cloneable = cloneableIds(verdicts);
  const asJob = clonesAsJob(cloneable.length);

  const clone = () =>
    submit(
      async () => {
        if (asJob) await cloneInBackground(t, cloneable);
        else {
          const result = await cloneRates(cloneable);
          toast.success(t("products.clone.success", { count: result.length }));
          await refreshProducts();
        }
        onClose();
      },
      (error) => cloneFailure(t, error),
    );

  return (
    <DialogFrame
      title={t("products.clone.title")}
      description={t("products.clone.description")}
      busy={busy}
      onClose={onClose}
      className="max-w-2xl"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        input.current?.focus();
      }}
    >
      <IdTagInput
        label={t("products.clone.ids")}
        tags={verdictTags(verdicts)}
        summary={tags.length > 0 ? tallyText(t, tallyVerdicts(verdicts)) : undefined}
        onAppend={append}
        onRemove={(text) => setTags(tags.filter((tag) => tag.text !== text))}
        keyPrefix="products.tags"
        inputRef={input}
        disabled={busy}
      />
      {checks.isFetching && <p className="text-sm text-muted-foreground">{t("products.clone.checking")}</p>}
      {checks.isError && (
        <p role="alert" className="text-sm text-destructive">
          {productFailure(t, "products.clone.checkError", checks.error).title}
        </p>
      )}
      <section
        aria-label={t("products.clone.groups")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: with many ids the groups scroll; the keyboard must reach them
        tabIndex={0}
        className="grid max-h-72 gap-2 overflow-auto rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {groups.map((group) => (
          <div key={group.key} className="rounded border p-2 text-sm">
            <p className="font-medium">
              {[group.family, group.plan, group.region].filter(Boolean).join(" › ")}
            </p>
            <ul className="flex flex-wrap gap-1 pt-1">
              {group.lines.map((line) => (
                <CloneLine key={line.id} verdict={line} />
              ))}
            </ul>
          </div>
        ))}
      </section>
      {asJob && (
        <p id={JOB_NOTE} className="text-sm text-muted-foreground">
          {t("products.clone.jobNote", { max: CLONE_JOB_THRESHOLD })}
        </p>
      )}
      <DialogActions
        failure={failure}
        busy={busy}
        cancelLabel={t("products.actions.cancel")}
        onCancel={onClose}
      >
        <Button
          onClick={() => void clone()}
          disabled={busy || checks.isFetching || cloneable.length === 0}
          aria-describedby={asJob ? JOB_NOTE : undefined}
        >
          {t(asJob ? "products.clone.submitJob" : "products.clone.submit", { count: cloneable.length })}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

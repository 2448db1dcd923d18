import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SearchKind, SubscriberSearch } from "../../api/consumption";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { NativeSelect } from "../../ui/native-select";
import { usePaneContext } from "../../workspace/pane-context";
import { classifyTerm, isSearchKind, SEARCH_KINDS as KINDS, normalizeSearch } from "./term";

type Props = {
  initial: SubscriberSearch | null;
  /** `eitherCarrier`: a phone typed with "e-mail" selected, to be looked up on both carriers. */
  onSearch(search: SubscriberSearch, eitherCarrier: boolean): void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** ArrowDown in the box: on to the results. */
  onToResults(): void;
  /** The box is where the keyboard starts when the pane is opened (see panes/pane-focus.ts). */
  autoFocusTarget: boolean;
};

/**
 * Spec 1 §2's search box and its selector (e-mail, telmex phone, telcel phone); Enter searches. A phone typed
 * while the selector says e-mail is recognised as the palette does: looked up on both carriers.
 */
export function SearchForm({ initial, onSearch, inputRef, onToResults, autoFocusTarget }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  // Two consumption panes side by side: each search landmark names its pane.
  const pane = usePaneContext();
  const paneLabel = pane?.label && pane.label !== t(pane.title) ? pane.label : null;
  const [by, setBy] = useState<SearchKind>(initial?.by ?? "email");
  const [term, setTerm] = useState(initial?.q ?? "");
  // Another search put in the params (the palette, a link) replaces what the box shows; typing does not.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setBy(initial?.by ?? by);
    setTerm(initial?.q ?? "");
  }

  const phoneUnderEmail = by === "email" && classifyTerm(term).kind === "phone";

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    onToResults();
  };

  return (
    <search
      aria-label={
        paneLabel ? `${t("consumption.search.label")} · ${paneLabel}` : t("consumption.search.label")
      }
    >
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!term.trim()) return;
          if (phoneUnderEmail) onSearch(normalizeSearch("telmex", term), true);
          else onSearch(normalizeSearch(by, term), false);
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${ids}-by`}>{t("consumption.search.by")}</Label>
          <NativeSelect
            id={`${ids}-by`}
            value={by}
            className="h-9"
            onChange={(event) => isSearchKind(event.target.value) && setBy(event.target.value)}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`consumption.search.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={`${ids}-term`}>{t("consumption.search.term")}</Label>
          <Input
            ref={inputRef}
            id={`${ids}-term`}
            data-autofocus={autoFocusTarget || undefined}
            type="search"
            value={term}
            inputMode={by === "email" ? "email" : "tel"}
            autoComplete="off"
            spellCheck={false}
            placeholder={t(`consumption.search.placeholders.${by}`)}
            aria-describedby={`${ids}-hint`}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const next = event.target.value;
              setTerm(next);
              // An '@' can only be an e-mail: follow what was typed or pasted rather than fail on it.
              if (next.includes("@")) setBy("email");
            }}
          />
        </div>
        <span id={`${ids}-hint`} className="sr-only">
          {t("consumption.search.toResults")}
        </span>
        {phoneUnderEmail && (
          <p role="status" className="basis-full text-xs text-muted-foreground">
            {t("consumption.search.phoneBoth")}
          </p>
        )}
        <Button type="submit" disabled={!term.trim()}>
          {t("consumption.search.submit")}
        </Button>
      </form>
    </search>
  );
}

import { Pause, Play, ZoomOut } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import { NativeSelect } from "../../ui/native-select";
import { formatDateTime } from "./format";
import { type EdgeView, PRESETS, type Preset, REFRESH_SECONDS } from "./view-params";

type Props = {
  view: EdgeView;
  /** When the shown data was last answered (ms), 0 before the first answer. */
  updatedAt: number;
  onPreset(preset: Preset): void;
  onResetZoom(): void;
  onToggleLive(): void;
  onEvery(seconds: number): void;
};

/** Range presets, the zoom in effect, and live refresh (pause, resume, how often). */
export function EdgesToolbar({ view, updatedAt, ...on }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t("edges.range.label")}</legend>
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={!view.zoom && view.preset === preset ? "default" : "outline"}
            aria-pressed={!view.zoom && view.preset === preset}
            onClick={() => on.onPreset(preset)}
          >
            {t(`edges.range.presets.${preset}`)}
          </Button>
        ))}
      </fieldset>
      {view.zoom && (
        <p className="flex items-center gap-2 text-sm">
          <span>
            {t("edges.range.zoom", {
              from: formatDateTime(new Date(view.zoom.from).toISOString(), language),
              to: formatDateTime(new Date(view.zoom.to).toISOString(), language),
            })}
          </span>
          <Button size="sm" variant="outline" onClick={on.onResetZoom}>
            <ZoomOut aria-hidden />
            {t("edges.range.resetZoom")}
          </Button>
        </p>
      )}
      <div className="ml-auto flex items-center gap-2 text-sm">
        <Button size="sm" variant="outline" aria-pressed={!view.live} onClick={on.onToggleLive}>
          {view.live ? <Pause aria-hidden /> : <Play aria-hidden />}
          {t(view.live ? "edges.live.pause" : "edges.live.resume")}
        </Button>
        <label htmlFor={`${id}-every`} className="text-muted-foreground">
          {t("edges.live.every")}
        </label>
        <NativeSelect
          id={`${id}-every`}
          value={view.every}
          onChange={(event) => on.onEvery(Number(event.target.value))}
        >
          {REFRESH_SECONDS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t("edges.live.seconds", { count: seconds })}
            </option>
          ))}
        </NativeSelect>
        <span role="status" className="min-w-40 text-xs text-muted-foreground">
          {!view.live
            ? t("edges.live.paused")
            : updatedAt > 0
              ? t("edges.live.updated", {
                  time: formatDateTime(new Date(updatedAt).toISOString(), language, true),
                })
              : ""}
        </span>
      </div>
    </div>
  );
}

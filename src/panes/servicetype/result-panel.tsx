import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn";

export type TestOutcome = { status: 0 | 1; message: string; request: unknown; response: unknown };

/** 'Resultado OK', or the error with the request and the response as formatted JSON (spec 2 §2). */
export function ResultPanel({ outcome }: { outcome: TestOutcome }) {
  const { t } = useTranslation();
  const ok = outcome.status === 0;
  return (
    <section aria-label={t("servicetype.result.label")} className="grid gap-2">
      <p
        role={ok ? "status" : "alert"}
        className={cn(
          "rounded-md border p-2 text-sm",
          ok
            ? "border-emerald-300 bg-emerald-50 text-emerald-900"
            : "border-destructive/40 bg-destructive/10 text-destructive",
        )}
      >
        {ok ? t("servicetype.result.ok") : t("servicetype.result.error", { message: outcome.message })}
      </p>
      <div className="grid gap-2 md:grid-cols-2">
        {(["request", "response"] as const).map((part) => (
          <figure key={part} className="grid gap-1">
            <figcaption className="text-xs font-medium">{t(`servicetype.result.${part}`)}</figcaption>
            <pre className="max-h-72 overflow-auto rounded-md border bg-muted p-2 text-xs">
              {JSON.stringify(outcome[part], null, 2)}
            </pre>
          </figure>
        ))}
      </div>
    </section>
  );
}

import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PublishResult } from "../../api/apa";

/** Spec 2 §3, §4: each partition OK or ERROR, and the note that the status change may take a few seconds. */
export function PartitionResults({ result }: { result: PublishResult }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <ul aria-label={t("apa.results.title")} className="flex flex-col gap-1">
        {Object.entries(result.partitions).map(([name, partition]) => (
          <li key={name} className="flex items-center gap-2">
            {partition.status === "0" ? (
              <CircleCheck aria-hidden className="size-4 text-green-600" />
            ) : (
              <CircleX aria-hidden className="size-4 text-destructive" />
            )}
            <span className="font-medium">{name}</span>
            <span>{partition.status === "0" ? "OK" : "ERROR"}</span>
            {partition.status !== "0" && <span className="text-muted-foreground">{partition.message}</span>}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t("apa.results.note")}</p>
    </div>
  );
}

import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sendReport } from "../../api/dashboard";
import {
  type EdgeArea,
  type EventDetail,
  invalidRecipients,
  MAX_REPORT_RECIPIENTS,
  REPORT_SUBJECTS,
  recipientList,
} from "../../contract/dashboard";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { reportHtml, reportLabels } from "./report-html";

type Props = { area: EdgeArea; event: EventDetail; autoFocus: boolean };

/**
 * The incident report of spec 2 §2, §7: recipients (checked before sending), the area's subject ('Informe
 * Edge API'…) and an optional note; the body is the event's detail. A failure keeps everything typed.
 */
export function ReportForm({ area, event, autoFocus }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [recipients, setRecipients] = useState("");
  const [subject, setSubject] = useState(REPORT_SUBJECTS[area]);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: sendReport,
    onSuccess: () => {
      toast.success(t("edges.messages.mailSent"));
      setRecipients("");
      setNote("");
    },
    onError: () => toast.error(t("edges.messages.mailFailed")),
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const list = recipientList(recipients);
    const invalid = invalidRecipients(list);
    if (list.length === 0) return setProblem(t("edges.report.noRecipients"));
    if (invalid.length > 0)
      return setProblem(t("edges.report.invalidRecipients", { list: invalid.join(", ") }));
    if (list.length > MAX_REPORT_RECIPIENTS)
      return setProblem(t("edges.report.tooManyRecipients", { max: MAX_REPORT_RECIPIENTS }));
    setProblem(null);
    const body = reportHtml(reportLabels(t, area, event, note));
    mutation.mutate({ area, email: list.join(", "), subject: subject.trim() || REPORT_SUBJECTS[area], body });
  };

  return (
    <form onSubmit={submit} aria-label={t("edges.report.title")} className="grid gap-3 rounded-md border p-3">
      <h3 className="text-sm font-semibold">{t("edges.report.title")}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>{t("edges.report.recipients")}</Label>
        <Input
          id={`${id}-to`}
          value={recipients}
          autoFocus={autoFocus}
          placeholder={t("edges.report.recipientsPlaceholder")}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(change) => setRecipients(change.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-subject`}>{t("edges.report.subject")}</Label>
        <Input
          id={`${id}-subject`}
          value={subject}
          maxLength={200}
          onChange={(c) => setSubject(c.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t("edges.report.note")}</Label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          onChange={(change) => setNote(change.target.value)}
          className="rounded-md border border-input bg-background px-3 py-1.5 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          <Send aria-hidden />
          {t(mutation.isPending ? "edges.report.sending" : "edges.report.send")}
        </Button>
      </div>
    </form>
  );
}

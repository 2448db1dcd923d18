import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { StatusTag, type TagStatus } from "../../../../ui/inputs/status-tag";
import { mailStatusQuery } from "../../domain/queries";

export type MailStatus = "draft" | "publish" | "disassociated" | "none";

/** Spec 3 §4 "E-mail status": publish with a publish date, draft otherwise, disassociated when the lookup fails. */
export function useMailStatus(key: string, regionName: string): MailStatus | undefined {
  const lookup = useQuery({
    ...mailStatusQuery(key.trim(), regionName),
    enabled: key.trim() !== "" && regionName !== "",
  });
  if (key.trim() === "") return "none";
  if (lookup.error) return "disassociated";
  return lookup.data?.status;
}

const TAG: Record<Exclude<MailStatus, "none">, TagStatus> = {
  draft: "draft",
  publish: "publish",
  disassociated: "inactive",
};

export function MailStatusTag({ status }: { status: MailStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return <span className="text-xs text-muted-foreground">{t("products.wizard.loading")}</span>;
  if (status === "none")
    return (
      <span className="text-xs text-muted-foreground" data-mail-status="none">
        {t("products.wizard.mail.none")}
      </span>
    );
  // The tag's "inactive" style reads "Desasociado" here (products.wizard.mailTags.inactive).
  return (
    <span data-mail-status={status}>
      <StatusTag status={TAG[status]} keyPrefix="products.wizard.mailTags" />
    </span>
  );
}

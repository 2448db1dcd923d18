import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { dataPoliciesQuery } from "../../../api/privacy";
import { PERSONAL_DATA_MODULES } from "../../../contract/personal-data";
import { Failure } from "../../../kit/failure";
import { can } from "../../../permissions/catalog";
import { session } from "../../../session/store";
import type { PaneProps } from "../../../workspace/types";
import { PolicyForm } from "./policy-form";

/**
 * Datos personales (issue 32 item 2): each module with end users' personal data, whether a user without
 * «Ver datos personales» may reveal one value with a reason, and the most rows one export may carry. Saving
 * needs modules/edit (the server's rule for the call); a user who may only view sees it read-only.
 */
export function PersonalDataPane(_props: PaneProps) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const policies = useQuery(dataPoliciesQuery());
  const readOnly = !can(user, "modules", "edit");

  return (
    <div className="grid max-w-3xl gap-4 p-4">
      <p className="text-sm text-muted-foreground">{t("system.personalData.intro")}</p>
      {readOnly && (
        <p role="note" className="text-sm text-muted-foreground">
          {t("system.personalData.readOnly")}
        </p>
      )}
      {policies.isPending && (
        <p role="status" data-pending="" className="text-sm text-muted-foreground">
          {t("common.loading")}
        </p>
      )}
      {policies.error && (
        <Failure message={t("system.personalData.loadFailed")} onRetry={() => void policies.refetch()} />
      )}
      {policies.data &&
        PERSONAL_DATA_MODULES.map((module) => {
          const policy = policies.data.find((candidate) => candidate.module === module) ?? {
            module,
            reveal: true,
            export_row_cap: null,
          };
          // A saved policy comes back from the server: the form starts again from it.
          const key = `${module}:${policy.reveal}:${policy.export_row_cap}`;
          return <PolicyForm key={key} module={module} policy={policy} readOnly={readOnly} />;
        })}
    </div>
  );
}

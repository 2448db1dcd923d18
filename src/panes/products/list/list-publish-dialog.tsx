import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { publishPlan } from "../domain/api";
import { productFailure, refreshProducts } from "../domain/messages";
import type { PlanView } from "../domain/model";
import { PublishPlanDialog } from "../shared/publish-plan-dialog";

type Props = { plan: PlanView; onClose(): void };

/**
 * The list's "Publicar" on a plan (spec 3 §2 "Publish product modal"): the four confirmations, then the
 * publish call. A refusal stays in the dialog with the server's translated text; success reloads the list.
 */
export function ListPublishDialog({ plan, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const publish = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await publishPlan(plan.id);
      toast.success(t("products.messages.planPublished"));
      await refreshProducts();
      onClose();
    } catch (error) {
      const shown = productFailure(t, "products.messages.genericError", error);
      setFailure(shown.description ?? shown.title);
      setBusy(false);
    }
  };
  return (
    <PublishPlanDialog
      busy={busy}
      failure={failure}
      subject={t("products.confirm.planLine", { id: plan.id, name: plan.name })}
      onPublish={() => void publish()}
      onClose={onClose}
    />
  );
}

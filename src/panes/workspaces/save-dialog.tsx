import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { isApiError } from "../../api/errors";
import { refreshWorkspaces, saveWorkspace } from "../../api/workspaces";
import { isConsolePath, WORKSPACE_NAME_MAX } from "../../contract/workspaces";
import { FormDialog } from "../../kit/form-dialog";
import { FormText } from "../../kit/form-fields";
import { serverFailure, useZodForm } from "../../kit/zod-form";
import { useStore } from "../../lib/create-store";
import { currentLayoutUrl } from "../../workspace/current-url";
import { saveDialogShown } from "./save-state";
import { loadSavedWorkspaces } from "./saved";

/** A workspace name as the server takes it (the rename dialog asks the same). */
export const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "workspaces.save.nameRule")
    .max(WORKSPACE_NAME_MAX, "workspaces.save.nameRule"),
});

/** The global that asks for the name; mounted while shown, so each opening starts empty. */
export function SaveWorkspaceHost() {
  const shown = useStore(saveDialogShown, (value) => value);
  return shown ? <SaveWorkspaceDialog onClose={() => saveDialogShown.set(false)} /> : null;
}

/**
 * Names the layout on screen. A name already saved asks, in the dialog, whether to replace that workspace:
 * saving the same name again replaces it; another name does not.
 */
function SaveWorkspaceDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const form = useZodForm(nameSchema, { name: "" });
  const [replacing, setReplacing] = useState<string | null>(null);
  const typed = form.watch("name").trim();
  const asking = replacing !== null && replacing === typed;
  return (
    <FormDialog
      form={form}
      title={t("workspaces.save.title")}
      description={t("workspaces.save.description")}
      saveLabel={asking ? t("workspaces.save.replace") : t("workspaces.save.submit")}
      onSave={async ({ name }) => {
        const url = currentLayoutUrl();
        if (!url || !isConsolePath(url)) throw new Error(t("workspaces.save.notALayout"));
        const taken = (await loadSavedWorkspaces()).some((saved) => saved.name === name);
        if (taken && !asking) {
          setReplacing(name);
          return;
        }
        try {
          await saveWorkspace({ name, url, replace: asking });
        } catch (error) {
          // Saved meanwhile (another tab): ask as for a name already listed.
          if (isApiError(error) && error.code === "workspace_name_taken" && !asking) {
            setReplacing(name);
            return;
          }
          throw error;
        } finally {
          void refreshWorkspaces();
        }
        toast.success(t("workspaces.save.saved", { name }));
        onClose();
      }}
      failure={(tr, error) => {
        const message = error instanceof Error && !isApiError(error) ? error.message : undefined;
        return message ? { message, reason: message } : serverFailure(tr, error);
      }}
      onClose={onClose}
    >
      <FormText
        id="workspace-name"
        name="name"
        label={t("workspaces.save.name")}
        autoFocus
        autoComplete="off"
        maxLength={WORKSPACE_NAME_MAX}
      />
      {asking && (
        <p role="alert" className="rounded-md border bg-muted/50 p-2 text-sm">
          {t("workspaces.save.replaceQuestion", { name: replacing })}
        </p>
      )}
    </FormDialog>
  );
}

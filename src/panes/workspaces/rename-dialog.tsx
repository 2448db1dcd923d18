import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { refreshWorkspaces, renameWorkspace, type SavedWorkspace } from "../../api/workspaces";
import { WORKSPACE_NAME_MAX } from "../../contract/workspaces";
import { FormDialog } from "../../kit/form-dialog";
import { FormText } from "../../kit/form-fields";
import { useZodForm } from "../../kit/zod-form";
import { useStore } from "../../lib/create-store";
import { nameSchema } from "./save-dialog";
import { renamedWorkspace } from "./save-state";

/** The global that asks for a saved workspace's new name; mounted while a rename is asked. */
export function RenameWorkspaceHost() {
  const workspace = useStore(renamedWorkspace, (value) => value);
  return workspace ? (
    <RenameWorkspaceDialog
      key={workspace.workspace_id}
      workspace={workspace}
      onClose={() => renamedWorkspace.set(null)}
    />
  ) : null;
}

/** Renames one saved workspace; its layout and home mark stay. A name already taken is the server's to refuse. */
function RenameWorkspaceDialog({ workspace, onClose }: { workspace: SavedWorkspace; onClose(): void }) {
  const { t } = useTranslation();
  const form = useZodForm(nameSchema, { name: workspace.name });
  return (
    <FormDialog
      form={form}
      title={t("workspaces.rename.title", { name: workspace.name })}
      description={t("workspaces.rename.description")}
      onSave={async ({ name }) => {
        try {
          await renameWorkspace(workspace.workspace_id, name);
        } finally {
          void refreshWorkspaces();
        }
        toast.success(t("workspaces.rename.renamed", { name }));
        onClose();
      }}
      onClose={onClose}
    >
      <FormText
        id="workspace-new-name"
        name="name"
        label={t("workspaces.save.name")}
        autoFocus
        autoComplete="off"
        maxLength={WORKSPACE_NAME_MAX}
      />
    </FormDialog>
  );
}

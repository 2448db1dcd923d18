import { ClipboardCopy, Eye, Plus } from "lucide-react";
import { toast } from "sonner";
import type { Provider } from "../../api/providers";
import { paneCommandFactory } from "../../commands/pane-commands";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { commandRows, TOOLBAR } from "../../kit/command-rows";
import { deferredClipboardWrite } from "../../ui/export/deliver";
import { PROVIDERS } from "./kinds";
import type { ProviderDialog, ProvidersShown } from "./shown";

// 'New Provider' (spec 2 §2, §6): the edit privilege, and only in the tenants the server's setting names.
// A row's actions (spec 2 §2 'actions' column): see the provider, copy its code (the catalogue's key).

const oneRow = (ctx: CommandContext) =>
  ctx.selection.length === 1 || { reason: "providers.reasons.selectOne" };
const rowOf = (ctx: CommandContext) => ctx.selection[0] as Provider;
const command = commandRows(paneCommandFactory("providers", PROVIDERS, "providers"), [
  "proveedor",
  "provider",
]);

export const providerCommands: readonly AnyCommand[] = [
  command("edit", "createProvider", Plus, "c", ["nuevo", "new", "crear", "create"], {
    surfaces: TOOLBAR,
    when: (ctx) => (ctx.pane?.data as ProvidersShown | undefined)?.canCreateHere === true,
    run: (ctx) => ctx.openDialog<ProviderDialog>({ type: "create" }),
  }),
  command("view", "showProvider", Eye, "v", ["ver", "view", "detalle", "detail"], {
    enabled: oneRow,
    run: (ctx) => ctx.openDialog<ProviderDialog>({ type: "show", provider: rowOf(ctx) }),
  }),
  command("view", "copyCode", ClipboardCopy, "y", ["copiar", "copy", "código", "code"], {
    enabled: oneRow,
    run: async (ctx) => {
      const { providerCode } = rowOf(ctx);
      await deferredClipboardWrite(Promise.resolve(new Blob([providerCode], { type: "text/plain" })));
      toast.success(ctx.t("providers.messages.codeCopied", { code: providerCode }));
    },
  }),
];

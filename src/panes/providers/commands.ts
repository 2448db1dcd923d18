import { ClipboardCopy, Eye, Plus } from "lucide-react";
import { toast } from "sonner";
import type { Provider } from "../../api/providers";
import type { AnyCommand, Command, CommandContext } from "../../commands/types";
import { deferredClipboardWrite } from "../../ui/export/deliver";
import { PROVIDERS } from "./kinds";
import type { ProviderDialog, ProvidersShown } from "./shown";

// 'New Provider' (spec 2 §2, §6): the edit privilege, and only in the tenants the server's setting names.
// A row's actions (spec 2 §2 'actions' column): see the provider, copy its code (the catalogue's key).

const view = { module: "providers", privilege: "view" } as const;
const oneRow = (ctx: CommandContext) =>
  ctx.selection.length === 1 || { reason: "providers.reasons.selectOne" };
const rowOf = (ctx: CommandContext) => ctx.selection[0] as Provider;

const createProvider: Command = {
  id: "providers.createProvider",
  title: "providers.commands.createProvider",
  module: "providers",
  pane: PROVIDERS,
  icon: Plus,
  order: 1,
  keywords: ["nuevo", "new", "proveedor", "provider", "crear", "create"],
  keys: "c",
  requires: { module: "providers", privilege: "edit" },
  surfaces: ["palette", "toolbar"],
  when: (ctx) => (ctx.pane?.data as ProvidersShown | undefined)?.canCreateHere === true,
  run: (ctx) => ctx.openDialog<ProviderDialog>({ type: "create" }),
};

const showProvider: Command = {
  id: "providers.showProvider",
  title: "providers.commands.showProvider",
  module: "providers",
  pane: PROVIDERS,
  icon: Eye,
  order: 2,
  keywords: ["ver", "view", "detalle", "detail", "proveedor", "provider"],
  keys: "v",
  requires: view,
  surfaces: ["row", "palette"],
  enabled: oneRow,
  run: (ctx) => ctx.openDialog<ProviderDialog>({ type: "show", provider: rowOf(ctx) }),
};

const copyCode: Command = {
  id: "providers.copyCode",
  title: "providers.commands.copyCode",
  module: "providers",
  pane: PROVIDERS,
  icon: ClipboardCopy,
  order: 3,
  keywords: ["copiar", "copy", "código", "code", "proveedor", "provider"],
  keys: "y",
  requires: view,
  surfaces: ["row", "palette"],
  enabled: oneRow,
  run: async (ctx) => {
    const { providerCode } = rowOf(ctx);
    await deferredClipboardWrite(Promise.resolve(new Blob([providerCode], { type: "text/plain" })));
    toast.success(ctx.t("providers.messages.codeCopied", { code: providerCode }));
  },
};

export const providerCommands: readonly AnyCommand[] = [createProvider, showProvider, copyCode];

import { Plus } from "lucide-react";
import type { AnyCommand } from "../../commands/types";
import { PROVIDERS } from "./kinds";
import type { ProviderDialog, ProvidersShown } from "./shown";

// 'New Provider' (spec 2 §2, §6): the edit privilege, and only in the tenants the server's setting names.
export const providerCommands: readonly AnyCommand[] = [
  {
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
  },
];

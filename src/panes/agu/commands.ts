import { Search } from "lucide-react";
import { toast } from "sonner";
import type { EndUserRow } from "../../api/agu";
import { queryClient } from "../../api/query-client";
import { executeCommand } from "../../commands/execute";
import type { AnyCommand, CommandContext } from "../../commands/types";
import { isMasked } from "../../kit/personal-data";
import { can } from "../../permissions/catalog";
import { session } from "../../session/store";
import { DIRECTORY } from "./kinds";
import { isEndUser, revealEndUser } from "./personal";

// AGU (module clients): the directory's row command. Consultation itself belongs to the consumption module,
// reached by its command id (modules never import each other); the server checks both modules' privileges.

export const OPEN_CONSUMPTION = "agu.openConsumption";
/** The consumption module's look-up command: opens its pane on a subscriber ({ by, q }). */
const LOOKUP_SUBSCRIBER = "consumption.lookupSubscriber";

/**
 * Consultation is per region (spec 1 §7: the calls carry the console's region). A subscriber of another of
 * the operator's regions switches the console to it first, as the region selector does, and says so.
 */
function enterRegionOf(ctx: CommandContext, user: EndUserRow): void {
  if (session.region === user.region) return;
  void queryClient.invalidateQueries({ refetchType: "none" });
  session.region = user.region;
  const title = ctx.session.user?.regions.find((r) => r.name === user.region)?.title ?? user.region;
  toast.info(ctx.t("agu.notices.regionChanged", { region: title }));
}

export const aguCommands: readonly AnyCommand[] = [
  {
    id: OPEN_CONSUMPTION,
    title: "agu.commands.openConsumption",
    module: "agu",
    pane: DIRECTORY,
    icon: Search,
    order: 1,
    keywords: ["consumo", "consumption", "suscripciones", "subscriptions", "abrir", "open"],
    keys: "o",
    requires: { module: "clients", privilege: "view" },
    surfaces: ["row", "palette"],
    enabled: (ctx) =>
      can(ctx.session.user, "consulta_consumo", "view") || { reason: "agu.reasons.noConsumption" },
    run: async (ctx) => {
      const users = ctx.selection.filter(isEndUser);
      if (users.length !== 1) return void toast.info(ctx.t("agu.reasons.selectOne"));
      const [user] = users;
      enterRegionOf(ctx, user);
      await executeCommand(
        LOOKUP_SUBSCRIBER,
        "api",
        // The directory's e-mail reached a user without «ver datos personales» masked: it finds nobody.
        isMasked(ctx.session.user, "clients")
          ? { by: "id", q: String(user.id_usuario) }
          : { by: "email", q: user.email },
        { paneId: ctx.pane?.id },
      );
    },
  },
  revealEndUser,
];

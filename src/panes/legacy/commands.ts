import { ExternalLink, History } from "lucide-react";
import { rankItems } from "../../commands/palette/rank";
import { type AnyCommand, defineCommand } from "../../commands/types";
import { checkLegacyUrl } from "../../session/legacy-hosts";
import { LEGACY_ADMIN } from "./kinds";
import { fetchLegacyLinks } from "./legacy-links";

// Any legacy admin page from the palette (the side menu lists the same links); a pasted allowed url works too.
const openLegacyLink = defineCommand<string>({
  id: "legacy.openLink",
  title: "legacy.commands.openLink",
  module: "legacy",
  icon: History,
  keywords: ["v9", "legacy", "anterior", "administración anterior", "admin"],
  requires: { module: "adminv9", privilege: "view" },
  surfaces: ["palette"],
  args: {
    placeholder: "legacy.commands.openLinkPlaceholder",
    suggest: async (query, _signal, ctx) => {
      const links = await fetchLegacyLinks(ctx.session.user?.email ?? "");
      const items = links.map((link) => ({ id: link.url, title: link.name, keywords: [link.url] }));
      return rankItems(items, query).map((i) => ({
        id: links[i].url,
        label: links[i].name,
        detail: links[i].url,
        value: links[i].url,
      }));
    },
    parse: (query) => (checkLegacyUrl(query).ok ? query : undefined),
  },
  run: (ctx, url) => ctx.openPane(LEGACY_ADMIN, { url }),
});

const openLegacyInNewTab: AnyCommand = {
  id: "legacy.openInNewTab",
  title: "legacy.commands.openInNewTab",
  module: "legacy",
  icon: ExternalLink,
  keywords: ["pestaña", "tab", "ventana", "window", "externo", "external"],
  keys: "o",
  pane: LEGACY_ADMIN,
  surfaces: ["palette", "toolbar"],
  enabled: (ctx) => checkLegacyUrl(ctx.pane?.params.url).ok || { reason: "legacy.refused.title" },
  run: (ctx) => {
    const check = checkLegacyUrl(ctx.pane?.params.url);
    if (check.ok) window.open(check.href, "_blank", "noopener,noreferrer");
  },
};

export const legacyCommands: readonly AnyCommand[] = [openLegacyLink as AnyCommand, openLegacyInNewTab];

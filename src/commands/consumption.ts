import { Ban, Eye, MailPen, Search, TextCursorInput, Trash2, UserRound, XCircle } from "lucide-react";
import type { SubscriberSearch, Subscription } from "../api/consumption";
import {
  CANCEL_COMMAND,
  isCancellable,
  loadedIn,
  type PaneRequest,
  requestInPane,
} from "../panes/consumption/bridge";
import {
  type FoundSubscriber,
  findSubscribers,
  pause,
  searchable,
} from "../panes/consumption/find-subscribers";
import { classifyTerm, paramsOfSearch } from "../panes/consumption/term";
import { type PaletteItem, registerPaletteProvider } from "./palette/providers";
import { type AnyCommand, type CommandContext, defineCommand } from "./types";

// Consulta de consumo (spec 1 §2–§4): find a subscriber from anywhere, then act on the one a consumption pane
// shows. Looking up needs view; cancel, terminate and the e-mail change need edit; deleting needs delete.
// Destructive commands open the pane's own dialog (impact, required reason) instead of `danger`, whose
// generic confirmation has no reason field. The server checks every privilege again.

const KIND = "consumption.lookup";
const view = { module: "consulta_consumo", privilege: "view" } as const;
const edit = { module: "consulta_consumo", privilege: "edit" } as const;
const remove = { module: "consulta_consumo", privilege: "delete" } as const;
const SEARCH_PAUSE_MS = 250;

const loaded = (ctx: CommandContext) => loadedIn(ctx.pane?.id);
const hasSubscriber = (ctx: CommandContext) => loaded(ctx) !== undefined;
const hasRows = (ctx: CommandContext) => (loaded(ctx)?.subscriptions?.length ?? 0) > 0;

const isSubscription = (row: unknown): row is Subscription =>
  typeof row === "object" && row !== null && "subscription_id" in row;
const rowsOf = (ctx: CommandContext) => ctx.selection.filter(isSubscription);

function ask(ctx: CommandContext, request: PaneRequest): void {
  if (ctx.pane) requestInPane(ctx.pane.id, request);
}

function subscriberDetail({ user }: FoundSubscriber): string {
  const phones = [
    user.PHONE_TELMEX && `Telmex ${user.PHONE_TELMEX}`,
    user.PHONE_TELCEL && `Telcel ${user.PHONE_TELCEL}`,
  ];
  return [user.EMAIL, ...phones, user.REGION_NOMBRE].filter(Boolean).join(" · ");
}

const lookupSubscriber = defineCommand<SubscriberSearch>({
  id: "consumption.lookupSubscriber",
  title: "consumption.commands.lookupSubscriber",
  module: "consumption",
  icon: Search,
  order: 1,
  keywords: [
    "buscar",
    "search",
    "suscriptor",
    "subscriber",
    "abonado",
    "correo",
    "email",
    "teléfono",
    "phone",
  ],
  keys: "alt+shift+s",
  requires: view,
  surfaces: ["palette"],
  args: {
    placeholder: "consumption.commands.lookupPlaceholder",
    debounceMs: SEARCH_PAUSE_MS,
    parse: (text) => {
      const term = classifyTerm(text);
      return term.kind === "email" && term.complete
        ? { by: "email", q: term.value.toLowerCase() }
        : undefined;
    },
    suggest: async (query, signal) => {
      if (!searchable(classifyTerm(query), true)) return [];
      const found = await findSubscribers(query, signal);
      return found.map((hit) => ({
        id: String(hit.user.ID_USUARIO),
        label: hit.user.NAME,
        detail: subscriberDetail(hit),
        value: hit.search,
      }));
    },
  },
  run: (ctx, search) => ctx.openPane(KIND, paramsOfSearch(search)),
});

const paneCommands: readonly AnyCommand[] = [
  {
    id: "consumption.focusSearch",
    title: "consumption.commands.focusSearch",
    module: "consumption",
    icon: TextCursorInput,
    order: 2,
    keywords: ["buscar", "search", "otro", "another", "suscriptor", "subscriber"],
    keys: "/",
    pane: KIND,
    requires: view,
    surfaces: ["palette"],
    run: (ctx) => ask(ctx, { type: "focusSearch" }),
  },
  {
    id: "consumption.showDetail",
    title: "consumption.commands.showDetail",
    module: "consumption",
    icon: Eye,
    order: 3,
    keywords: ["detalle", "detail", "ver", "view", "suscripción", "subscription"],
    pane: KIND,
    requires: view,
    surfaces: ["row", "palette"],
    when: hasRows,
    enabled: (ctx) => rowsOf(ctx).length === 1 || { reason: "consumption.reasons.selectOne" },
    run: (ctx) => {
      const [row] = rowsOf(ctx);
      if (row) ask(ctx, { type: "detail", row });
    },
  },
  {
    id: CANCEL_COMMAND,
    title: "consumption.commands.cancelSubscription",
    module: "consumption",
    icon: Ban,
    order: 10,
    keywords: ["cancelar", "cancel", "suscripción", "subscription", "baja"],
    keys: "alt+shift+c",
    pane: KIND,
    requires: edit,
    surfaces: ["row", "palette"],
    when: hasRows,
    enabled: (ctx) => {
      const rows = rowsOf(ctx);
      if (rows.length === 0) return { reason: "consumption.reasons.selectSubscription" };
      return rows.every(isCancellable) || { reason: "consumption.reasons.notCancellable" };
    },
    run: (ctx) => ask(ctx, { type: "cancel", rows: rowsOf(ctx) }),
  },
  {
    id: "consumption.terminateAll",
    title: "consumption.commands.terminateAll",
    module: "consumption",
    icon: XCircle,
    order: 11,
    keywords: ["terminar", "terminate", "todas", "all", "suscripciones", "subscriptions"],
    keys: "alt+shift+t",
    pane: KIND,
    requires: edit,
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    enabled: (ctx) => {
      const rows = loaded(ctx)?.subscriptions;
      if (!rows) return { reason: "consumption.reasons.loading" };
      return rows.some(isCancellable) || { reason: "consumption.reasons.nothingToTerminate" };
    },
    run: (ctx) => ask(ctx, { type: "terminate" }),
  },
  {
    id: "consumption.editEmail",
    title: "consumption.commands.editEmail",
    module: "consumption",
    icon: MailPen,
    order: 12,
    keywords: ["editar", "edit", "cambiar", "change", "correo", "email", "e-mail"],
    keys: "alt+shift+e",
    pane: KIND,
    requires: edit,
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    run: (ctx) => ask(ctx, { type: "editEmail" }),
  },
  {
    id: "consumption.deleteUser",
    title: "consumption.commands.deleteUser",
    module: "consumption",
    icon: Trash2,
    order: 13,
    keywords: ["eliminar", "delete", "borrar", "remove", "usuario", "user", "suscriptor", "subscriber"],
    keys: "alt+shift+x",
    pane: KIND,
    requires: remove,
    surfaces: ["toolbar", "palette"],
    when: hasSubscriber,
    // What deleting terminates must be known before asking.
    enabled: (ctx) => loaded(ctx)?.subscriptions !== undefined || { reason: "consumption.reasons.loading" },
    run: (ctx) => ask(ctx, { type: "delete" }),
  },
];

export const consumptionCommands: readonly AnyCommand[] = [lookupSubscriber, ...paneCommands];

function paletteItem(hit: FoundSubscriber): PaletteItem {
  return {
    id: String(hit.user.ID_USUARIO),
    label: hit.user.NAME,
    detail: subscriberDetail(hit),
    icon: UserRound,
    run: (ctx) => ctx.openPane(KIND, paramsOfSearch(hit.search)),
  };
}

// Pasting an e-mail or a phone on the palette's root page lists the matching subscribers directly. Other
// text is left to the commands: no request per keystroke for "usuarios".
const disposeProvider = registerPaletteProvider({
  id: "consumption.subscribers",
  group: "consumption.palette.group",
  minQueryLength: 3,
  // Paced here, only for e-mails and phones, so other text never shows a loading state.
  debounceMs: 0,
  ranking: "provider",
  requires: view,
  search: (query, signal) => {
    if (!searchable(classifyTerm(query), false)) return [];
    return pause(SEARCH_PAUSE_MS, signal)
      .then(() => findSubscribers(query, signal))
      .then((found) => found.map(paletteItem));
  },
});
import.meta.hot?.dispose(disposeProvider);

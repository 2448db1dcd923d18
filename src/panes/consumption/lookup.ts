import { Globe, History, Search, UserRound } from "lucide-react";
import type { SubscriberSearch } from "../../api/consumption";
import { subscriberQuery, subscriptionsQuery } from "../../api/consumption-queries";
import { queryClient } from "../../api/query-client";
import type { PaletteItem, PaletteProvider } from "../../commands/palette/providers";
import { openPalette } from "../../commands/palette/state";
import { defineCommand } from "../../commands/types";
import { i18n } from "../../i18n";
import { regionOptionsNow, regionTitle, setScope } from "../../session/scope";
import { session } from "../../session/store";
import { type FoundSubscriber, findSubscribers, pause, searchable } from "./find-subscribers";
import { withHistory } from "./history-params";
import { LOOKUP } from "./kinds";
import { noMatchReason } from "./no-match";
import { classifyTerm, paramsOfSearch } from "./term";

// Finding a subscriber from anywhere: the look-up command (its palette page suggests as you type) and, on
// the palette's root page, the subscribers an e-mail or a phone matches. Both open the consumption pane.

export const viewConsumption = { module: "consulta_consumo", privilege: "view" } as const;
const SEARCH_PAUSE_MS = 250;

function subscriberDetail({ user }: FoundSubscriber): string {
  const phones = [
    user.PHONE_TELMEX && `Telmex ${user.PHONE_TELMEX}`,
    user.PHONE_TELCEL && `Telcel ${user.PHONE_TELCEL}`,
  ];
  return [user.EMAIL, ...phones, user.REGION_NOMBRE].filter(Boolean).join(" · ");
}

/** The subscriber a command takes: a pasted or typed e-mail or phone, with suggestions as you type. */
const subscriberArgs = {
  placeholder: "consumption.commands.lookupPlaceholder",
  debounceMs: SEARCH_PAUSE_MS,
  parse: (text: string): SubscriberSearch | undefined => {
    const term = classifyTerm(text);
    return term.kind === "email" && term.complete ? { by: "email", q: term.value.toLowerCase() } : undefined;
  },
  suggest: async (query: string, signal: AbortSignal) => {
    if (!searchable(classifyTerm(query), true)) return [];
    const found = await findSubscribers(query, signal);
    return found.map((hit) => ({
      id: String(hit.user.ID_USUARIO),
      label: hit.user.NAME,
      detail: subscriberDetail(hit),
      value: hit.search,
    }));
  },
};

const SUBSCRIBER_KEYWORDS = ["suscriptor", "subscriber", "abonado", "correo", "email", "teléfono", "phone"];

export const lookupSubscriber = defineCommand<SubscriberSearch>({
  id: "consumption.lookupSubscriber",
  title: "consumption.commands.lookupSubscriber",
  module: "consumption",
  icon: Search,
  order: 1,
  keywords: ["buscar", "search", ...SUBSCRIBER_KEYWORDS],
  keys: "alt+shift+s",
  requires: viewConsumption,
  surfaces: ["palette"],
  args: subscriberArgs,
  run: (ctx, search) => ctx.openPane(LOOKUP, paramsOfSearch(search)),
});

/** "Historial de …": the case history of the subscriber an e-mail or phone names. */
export const showSubscriberHistory = defineCommand<SubscriberSearch>({
  id: "consumption.showHistory",
  title: "consumption.commands.showHistory",
  module: "consumption",
  icon: History,
  order: 4,
  keywords: ["historial", "history", "caso", "case", "auditoría", "audit", ...SUBSCRIBER_KEYWORDS],
  requires: viewConsumption,
  surfaces: ["palette"],
  args: subscriberArgs,
  run: (ctx, search) => ctx.openPane(LOOKUP, withHistory(paramsOfSearch(search))),
});

function paletteItem(hit: FoundSubscriber): PaletteItem {
  return {
    id: String(hit.user.ID_USUARIO),
    label: hit.user.NAME,
    detail: subscriberDetail(hit),
    icon: UserRound,
    run: (ctx) => {
      // The provider already found the subscriber: the pane starts from it and loads the subscriptions now.
      queryClient.setQueryData(subscriberQuery(hit.search).queryKey, hit.user);
      void queryClient.prefetchQuery(subscriptionsQuery(hit.user.USER_HASH));
      ctx.openPane(LOOKUP, paramsOfSearch(hit.search));
    },
  };
}

/**
 * Nobody found: say why (not an e-mail or phone; nobody with it in this region) and offer the other regions
 * the user may switch to, each re-running the same search there.
 */
function explainEmpty(query: string) {
  const reason = noMatchReason(query);
  if (!reason) return null;
  const region = regionTitle(session.region);
  const message = i18n.t(`consumption.noMatch.${reason.key}`, { ...reason.values, region });
  if (reason.key.startsWith("bad")) return { message };
  const others = regionOptionsNow().filter((choice) => choice.name !== session.region);
  if (others.length === 0) return { message };
  return {
    message: `${message} ${i18n.t("consumption.noMatch.otherRegions")}`,
    items: others.map(
      (choice): PaletteItem => ({
        id: `region:${choice.name}`,
        label: i18n.t("consumption.noMatch.searchIn", { region: choice.title }),
        icon: Globe,
        run: () => {
          setScope("region", choice.name);
          openPalette({ query });
        },
      }),
    ),
  };
}

// Pasting an e-mail or a phone (or typing the start of an address) on the palette's root page lists the
// matching subscribers directly. Other text is left to the commands: no request per keystroke for "usuarios".
export const subscriberProvider: PaletteProvider = {
  id: "consumption.subscribers",
  group: "consumption.palette.group",
  minQueryLength: 3,
  // Paced here, only for e-mails and phones, so other text never shows a loading state.
  debounceMs: 0,
  ranking: "provider",
  requires: viewConsumption,
  explainEmpty,
  search: (query, signal) => {
    const term = classifyTerm(query);
    if (!searchable(term, false)) return [];
    // A pasted, complete e-mail or phone is looked up at once; partial typing is paced.
    const wait = term.kind !== "text" && term.complete ? 0 : SEARCH_PAUSE_MS;
    return pause(wait, signal)
      .then(() => findSubscribers(query, signal))
      .then((found) => found.map(paletteItem));
  },
};

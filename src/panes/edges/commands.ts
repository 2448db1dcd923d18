import { ArrowUp, Hash, MonitorSmartphone, PauseCircle, Search, Send } from "lucide-react";
import type { PaletteItem, PaletteProvider } from "../../commands/palette/providers";
import { type AnyCommand, type CommandContext, defineCommand } from "../../commands/types";
import { EDGE_AREAS, type EdgeArea, type EdgeUser } from "../../contract/dashboard";
import { i18n } from "../../i18n";
import { setPaneParams } from "../../workspace/store";
import { AREA_SCREENS } from "./areas";
import { findEdges, findUserEdges, pastedEmail } from "./find";
import { revealCommands } from "./personal";
import { readView, writeView } from "./view-params";

// The edge dashboards (spec 2 §2): opening each area is the navigation's "open" commands (edges.openVideo…).
// Here: jump to an edge by number, find an end user's devices by e-mail (also by pasting it on the palette),
// and, per area, pause/resume live refresh, go back up the drill-down and send the incident report. Viewing
// needs the dashboard module's view privilege; the report needs edit (the server checks both again).

const view = { module: "dashboard", privilege: "view" } as const;
const report = { module: "dashboard", privilege: "edit" } as const;
const AREA_IDS: Record<EdgeArea, string> = { video: "Video", api: "Api", buffer: "Buffer" };

const isEvent = (row: unknown): row is { id: number; event: string } =>
  typeof row === "object" && row !== null && "event" in row && "status" in row;

function areaCommands(area: EdgeArea): AnyCommand[] {
  const screens = AREA_SCREENS[area];
  const suffix = AREA_IDS[area];
  return [
    ...revealCommands(screens, suffix),
    {
      id: `edges.toggleLive${suffix}`,
      title: "edges.commands.toggleLive",
      module: "edges",
      icon: PauseCircle,
      order: 20,
      keywords: ["pausar", "pause", "reanudar", "resume", "actualizar", "refresh", "vivo", "live"],
      keys: "p",
      pane: screens.edges,
      requires: view,
      surfaces: ["palette"],
      run: (ctx) => {
        if (!ctx.pane) return;
        const current = readView(ctx.pane.params);
        setPaneParams(ctx.pane.id, writeView({ ...current, live: !current.live }));
      },
    },
    {
      id: `edges.backToEdges${suffix}`,
      title: "edges.commands.backToEdges",
      module: "edges",
      icon: ArrowUp,
      order: 21,
      keywords: ["volver", "back", "edges", "lista", "list"],
      keys: "backspace",
      pane: screens.users,
      requires: view,
      surfaces: ["toolbar", "palette"],
      run: (ctx) => ctx.openPane(screens.edges),
    },
    {
      id: `edges.searchUsers${suffix}`,
      title: "edges.commands.searchUsers",
      module: "edges",
      icon: Search,
      order: 22,
      keywords: ["buscar", "search", "correo", "email", "usuario", "user"],
      keys: "/",
      pane: screens.users,
      requires: view,
      surfaces: ["palette"],
      run: (ctx) => {
        const box = document.querySelector<HTMLInputElement>(
          `[data-pane-id="${ctx.pane?.id}"] input[type="search"]`,
        );
        box?.focus();
        box?.select();
      },
    },
    {
      id: `edges.backToUsers${suffix}`,
      title: "edges.commands.backToUsers",
      module: "edges",
      icon: ArrowUp,
      order: 23,
      keywords: ["volver", "back", "usuarios", "users"],
      keys: "backspace",
      pane: screens.devices,
      requires: view,
      surfaces: ["toolbar", "palette"],
      // Spec 2 §2: back goes to the users screen of that edge.
      run: (ctx) =>
        ctx.openPane(screens.users, ctx.pane?.params.edge ? { shared: ctx.pane.params.edge } : {}),
    },
    {
      id: `edges.sendReport${suffix}`,
      title: "edges.commands.sendReport",
      module: "edges",
      icon: Send,
      order: 24,
      keywords: ["informe", "report", "correo", "mail", "enviar", "send", "incidente", "incident"],
      keys: "i",
      pane: screens.devices,
      requires: report,
      surfaces: ["toolbar", "palette"],
      enabled: (ctx) => ctx.selection.filter(isEvent).length === 1 || { reason: "edges.reasons.selectEvent" },
      run: (ctx) => {
        const [event] = ctx.selection.filter(isEvent);
        if (ctx.pane && event)
          setPaneParams(ctx.pane.id, { ...ctx.pane.params, event: String(event.id), report: "1" });
      },
    },
  ];
}

const areaLabel = (area: EdgeArea) => i18n.t(`edges.areas.${area}`);
const userDetail = (area: EdgeArea, user: EdgeUser) =>
  i18n.t("edges.commands.userDetail", {
    edge: user.edge_id,
    area: areaLabel(area),
    count: user.events.error,
  });

type EdgeTarget = { area: EdgeArea; edgeId: string };

const jumpToEdge = defineCommand<EdgeTarget>({
  id: "edges.jumpToEdge",
  title: "edges.commands.jumpToEdge",
  module: "edges",
  icon: Hash,
  order: 10,
  keywords: ["edge", "número", "number", "ir", "go", "servidor", "server"],
  requires: view,
  surfaces: ["palette"],
  args: {
    placeholder: "edges.commands.jumpPlaceholder",
    debounceMs: 200,
    suggest: async (query, signal, ctx) =>
      (await findEdges(query, signal)).map(({ area, edge }) => ({
        id: `${area}:${edge.id}`,
        label: `Edge ${edge.id} · ${areaLabel(area)}`,
        detail: ctx.t("edges.commands.edgeDetail", { host: edge.host, count: edge.events.error }),
        value: { area, edgeId: edge.id },
      })),
  },
  run: (ctx, target) => ctx.openPane(AREA_SCREENS[target.area].users, { shared: target.edgeId }),
});

type UserTarget = { area: EdgeArea; userId: number; edgeId: string };

const openDevices = (ctx: CommandContext, target: UserTarget) =>
  ctx.openPane(AREA_SCREENS[target.area].devices, { user: String(target.userId), edge: target.edgeId });

const findUserDevices = defineCommand<UserTarget>({
  id: "edges.findUserDevices",
  title: "edges.commands.findUserDevices",
  module: "edges",
  icon: MonitorSmartphone,
  order: 11,
  keywords: ["dispositivos", "devices", "usuario", "user", "correo", "email", "cliente", "customer"],
  requires: view,
  surfaces: ["palette"],
  args: {
    placeholder: "edges.commands.findPlaceholder",
    debounceMs: 250,
    suggest: async (query, signal) =>
      (await findUserEdges(query, signal)).map(({ area, user }) => ({
        id: `${area}:${user.id}:${user.edge_id}`,
        label: user.email,
        detail: userDetail(area, user),
        value: { area, userId: user.id, edgeId: user.edge_id },
      })),
  },
  run: openDevices,
});

export const edgeCommands: readonly AnyCommand[] = [
  jumpToEdge as AnyCommand,
  findUserDevices as AnyCommand,
  ...EDGE_AREAS.flatMap(areaCommands),
];

// A pasted e-mail on the palette's root page lists the end user's devices per edge with errors, as the
// consumption module lists the subscriber (whose group comes first: finding the subscriber is what a pasted
// e-mail most often means). Other text asks nothing of the server.
export const userDevicesProvider: PaletteProvider = {
  id: "edges.userDevices",
  group: "edges.palette.group",
  order: 10,
  minQueryLength: 6,
  debounceMs: 0,
  ranking: "provider",
  requires: view,
  search: async (query, signal) => {
    const email = pastedEmail(query);
    if (!email) return [];
    const found = await findUserEdges(email, signal);
    return found
      .filter(({ user }) => user.email === email)
      .map(
        ({ area, user }): PaletteItem => ({
          id: `${area}:${user.id}:${user.edge_id}`,
          label: user.email,
          detail: userDetail(area, user),
          icon: MonitorSmartphone,
          run: (ctx) => openDevices(ctx, { area, userId: user.id, edgeId: user.edge_id }),
        }),
      );
  },
};

import {
  Boxes,
  CircleUser,
  Clock,
  Component,
  FlaskConical,
  Funnel,
  House,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MonitorPlay,
  Package,
  Radio,
  ScrollText,
  Search,
  Send,
  Server,
  ServerCog,
  ShieldCheck,
  Tag,
  TestTube,
  Truck,
  UserCog,
  Users,
  UsersRound,
} from "lucide-react";
import { paneKind } from "../panes/kinds";
import type { CommandGroup } from "./groups";
import type { AnyCommand, MenuSpec } from "./types";

// One "open X" command per screen. Those with `menu` are also the side-menu entries, in the legacy console's
// order (spec 1 §2). Keywords are search aliases in both languages.

type OpenSpec = {
  kind: string;
  icon: LucideIcon;
  keywords: readonly string[];
  keys?: string;
  menu?: Omit<MenuSpec, "route" | "kind">;
};

const entry = (label: string, order: number, extra: Partial<MenuSpec> = {}) => ({
  label: `menu.entries.${label}`,
  order,
  ...extra,
});

const OPEN: readonly OpenSpec[] = [
  { kind: "home.main", icon: House, keywords: ["inicio", "home", "principal", "main"], keys: "alt+shift+h" },
  { kind: "profile.own", icon: CircleUser, keywords: ["perfil", "profile", "mi cuenta", "account"] },
  {
    kind: "system.users",
    icon: Users,
    keywords: ["usuarios", "users", "sistema", "system"],
    menu: entry("users", 10, { section: "system" }),
  },
  {
    kind: "system.groups",
    icon: UsersRound,
    keywords: ["grupos", "groups", "sistema", "system"],
    menu: entry("groups", 11, { section: "system" }),
  },
  {
    kind: "system.roles",
    icon: ShieldCheck,
    keywords: ["roles", "perfiles", "profiles", "privilegios", "privileges"],
    menu: entry("roles", 12, { section: "system" }),
  },
  {
    kind: "system.logs",
    icon: ScrollText,
    keywords: ["logs", "bitácora", "registros", "auditoría", "audit"],
    menu: entry("logs", 13, { section: "system" }),
  },
  {
    kind: "system.modules",
    icon: Boxes,
    keywords: ["módulos", "modules", "sistema", "system"],
    menu: entry("modules", 14, { section: "system" }),
  },
  { kind: "dummy.demo", icon: FlaskConical, keywords: ["dummy", "demo", "roles"], menu: entry("dummy", 20) },
  {
    kind: "dummy.components",
    icon: Component,
    keywords: ["componentes", "components", "catálogo"],
    menu: entry("componentList", 21),
  },
  {
    kind: "mails.list",
    icon: Mail,
    keywords: ["mails", "correos", "plantillas", "templates"],
    menu: entry("mails", 22),
  },
  {
    kind: "edges.video",
    icon: MonitorPlay,
    keywords: ["video edges", "edge", "errores", "errors"],
    menu: entry("videoEdges", 30, { section: "edges" }),
  },
  {
    kind: "edges.videoUsers",
    icon: Users,
    keywords: ["video edges", "usuarios", "dispositivos", "users", "devices"],
    menu: entry("videoEdgesUsers", 31, {
      section: "edges",
      indent: true,
      ariaLabel: "menu.hints.videoEdgesUsers",
    }),
  },
  {
    kind: "edges.api",
    icon: ServerCog,
    keywords: ["api edges", "edge", "errores", "errors"],
    menu: entry("apiEdges", 32, { section: "edges" }),
  },
  {
    kind: "edges.apiUsers",
    icon: Users,
    keywords: ["api edges", "usuarios", "dispositivos", "users", "devices"],
    menu: entry("apiEdgesUsers", 33, {
      section: "edges",
      indent: true,
      ariaLabel: "menu.hints.apiEdgesUsers",
    }),
  },
  {
    kind: "edges.buffer",
    icon: Server,
    keywords: ["buffering edges", "buffer", "edge", "errores", "errors"],
    menu: entry("bufferEdges", 34, { section: "edges" }),
  },
  {
    kind: "edges.bufferUsers",
    icon: Users,
    keywords: ["buffering edges", "usuarios", "dispositivos", "users", "devices"],
    menu: entry("bufferEdgesUsers", 35, {
      section: "edges",
      indent: true,
      ariaLabel: "menu.hints.bufferEdgesUsers",
    }),
  },
  {
    kind: "dashboard.home",
    icon: LayoutDashboard,
    keywords: ["dashboard", "tablero", "analítica", "analytics"],
    menu: entry("dashboard", 40),
  },
  {
    kind: "consumption.lookup",
    icon: Search,
    keywords: ["consumo", "consumption", "suscripciones", "subscriptions", "abonado", "subscriber"],
    menu: entry("consumption", 41),
  },
  {
    kind: "serviceType.test",
    icon: TestTube,
    keywords: ["tipo de servicio", "service type", "cobro", "charge", "prueba", "test"],
    menu: entry("serviceType", 42),
  },
  {
    kind: "agu.users",
    icon: UserCog,
    keywords: ["agu", "usuarios finales", "end users", "clientes", "clients"],
    menu: entry("agu", 43),
  },
  {
    kind: "products.list",
    icon: Package,
    keywords: ["productos", "products", "planes", "plans", "tarifas", "rates"],
    menu: entry("productList", 50, { section: "products" }),
  },
  {
    kind: "products.promotions",
    icon: Tag,
    keywords: ["promociones", "promotions", "productos", "products"],
    menu: entry("promotionList", 51, { section: "products" }),
  },
  {
    kind: "filters.list",
    icon: Funnel,
    keywords: ["filtros", "filters", "contenido", "content"],
    menu: entry("filters", 60, { section: "content" }),
  },
  {
    kind: "apa.publications",
    icon: Send,
    keywords: ["apa", "publicaciones", "publications", "publicar", "publish"],
    menu: entry("apaPublications", 70, { section: "apa" }),
  },
  {
    kind: "apa.history",
    icon: Clock,
    keywords: ["apa", "histórico", "history", "historial"],
    menu: entry("apaHistory", 71, { section: "apa" }),
  },
  {
    kind: "signals.list",
    icon: Radio,
    keywords: ["señales abiertas", "open streams", "señales", "signals", "ostream"],
    menu: entry("signalList", 80, { section: "signals" }),
  },
  {
    kind: "providers.list",
    icon: Truck,
    keywords: ["proveedores", "providers"],
    menu: entry("providers", 90),
  },
];

function openCommand(spec: OpenSpec): AnyCommand {
  const kind = paneKind(spec.kind);
  if (!kind) throw new Error(`Unknown pane kind "${spec.kind}"`);
  const [group, noun] = kind.id.split(".");
  const modules = kind.modules;
  return {
    id: `${group as CommandGroup}.open${noun[0].toUpperCase()}${noun.slice(1)}`,
    title: `commands.open.${kind.id}`,
    module: group as CommandGroup,
    icon: spec.icon,
    keywords: spec.keywords,
    keys: spec.keys,
    order: spec.menu?.order ?? 0,
    requires:
      modules.length === 0
        ? undefined
        : { module: modules.length === 1 ? modules[0] : modules, privilege: "view" },
    surfaces: spec.menu ? ["palette", "menu"] : ["palette"],
    menu: spec.menu && { ...spec.menu, route: kind.route, kind: kind.id },
    run: (ctx) => ctx.openPane(kind.id),
  };
}

const built = OPEN.map((spec) => ({ kind: spec.kind, command: openCommand(spec) }));

export const navigationCommands: readonly AnyCommand[] = built.map(({ command }) => command);

/** The screens that have an "open" command, with it. */
export const openableKinds: readonly { kind: string; command: AnyCommand }[] = built;

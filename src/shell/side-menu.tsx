import { ChevronDown, Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { Dialog, Tooltip } from "radix-ui";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { type MenuEntry, type MenuItem, menuSlots, onMenuLinkClick, useMenu } from "../commands/menu";
import { createStore, useStore } from "../lib/create-store";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { useFocusedPane } from "../workspace/store";

// Sizes: full above 1400 px, mini (icons, labels as tooltips and accessible names) from 769 to 1400 px,
// a drawer behind a toggle below 769 px. The toggle switches full/mini on wide screens (remembered).

type Mode = "full" | "mini" | "drawer";

const COLLAPSED_KEY = "adm.sideMenu.collapsed";

function storedCollapsed(): boolean | null {
  const value = typeof localStorage === "undefined" ? null : localStorage.getItem(COLLAPSED_KEY);
  return value === null ? null : value === "true";
}

const menuState = createStore({ collapsed: storedCollapsed(), drawerOpen: false });

function useWidthAtLeast(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}

function useMode(): Mode {
  const wide = useWidthAtLeast(1401);
  const medium = useWidthAtLeast(769);
  const collapsed = useStore(menuState, (state) => state.collapsed);
  if (!medium) return "drawer";
  return (collapsed ?? !wide) ? "mini" : "full";
}

function setDrawer(open: boolean) {
  menuState.update((state) => ({ ...state, drawerOpen: open }));
}

/** Toggle for the top bar: opens the drawer on narrow screens, switches full/mini on wide ones. */
export function SideMenuToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const mode = useMode();
  const drawerOpen = useStore(menuState, (state) => state.drawerOpen);
  const toggle = () => {
    if (mode === "drawer") return setDrawer(!drawerOpen);
    const collapsed = mode === "full";
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    menuState.update((state) => ({ ...state, collapsed }));
  };
  const label = {
    drawer: drawerOpen ? "menu.toggle.close" : "menu.toggle.open",
    full: "menu.toggle.collapse",
    mini: "menu.toggle.expand",
  }[mode];
  const Icon = mode === "drawer" ? Menu : mode === "full" ? PanelLeftClose : PanelLeftOpen;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={t(label)}
      aria-expanded={mode === "drawer" ? drawerOpen : mode === "full"}
      title={t(label)}
      onClick={toggle}
    >
      <Icon />
    </Button>
  );
}

type SideMenuProps = {
  /** Below 769 px a floating button opens the drawer; pass false when the top bar has a <SideMenuToggle/>. */
  floatingToggle?: boolean;
};

/** The side menu, derived from the registry's "open" commands, then the modules' menu slots. */
export function SideMenu({ floatingToggle = true }: SideMenuProps) {
  const { t } = useTranslation();
  const mode = useMode();
  const drawerOpen = useStore(menuState, (state) => state.drawerOpen);
  if (mode !== "drawer") {
    return <MenuNav mini={mode === "mini"} onNavigate={() => undefined} />;
  }
  return (
    <>
      {floatingToggle && (
        <SideMenuToggle className="fixed bottom-3 left-3 z-40 size-10 rounded-full bg-sidebar text-white shadow-lg hover:bg-sidebar/90 hover:text-white" />
      )}
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawer}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] shadow-xl"
            aria-describedby={undefined}
          >
            <Dialog.Title className="sr-only">{t("menu.label")}</Dialog.Title>
            <MenuNav mini={false} onNavigate={() => setDrawer(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

type NavProps = { mini: boolean; onNavigate(): void };

function MenuNav({ mini, onNavigate }: NavProps) {
  const { t } = useTranslation();
  const items = useMenu();
  const current = useFocusedPane()?.kind;
  return (
    <Tooltip.Provider delayDuration={200}>
      <nav
        aria-label={t("menu.label")}
        className={cn(
          "flex h-full shrink-0 flex-col overflow-y-auto bg-sidebar text-sm text-white/85",
          mini ? "w-14" : "w-64",
        )}
      >
        <div className={cn("flex h-12 items-center px-2", mini ? "justify-center" : "justify-end")}>
          <SideMenuToggle className="text-white/85 hover:bg-white/10 hover:text-white" />
        </div>
        <ul className="flex flex-col gap-0.5 px-2 pb-4">
          {items.map((item) =>
            item.type === "entry" ? (
              <li key={item.entry.commandId}>
                <MenuLink entry={item.entry} mini={mini} current={current} onNavigate={onNavigate} />
              </li>
            ) : (
              <MenuSection
                key={item.id}
                section={item}
                mini={mini}
                current={current}
                onNavigate={onNavigate}
              />
            ),
          )}
          {menuSlots().map((Slot, index) => (
            // Slots are registered once, in a fixed order.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <Slot key={index} mini={mini} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
    </Tooltip.Provider>
  );
}

type SectionProps = {
  section: Extract<MenuItem, { type: "section" }>;
  mini: boolean;
  current?: string;
  onNavigate(): void;
};

function MenuSection({ section, mini, current, onNavigate }: SectionProps) {
  const { t } = useTranslation();
  const holdsCurrent = section.entries.some((entry) => entry.kind === current);
  const [expanded, setExpanded] = useState(holdsCurrent);
  const open = expanded || holdsCurrent;
  const label = t(section.label);
  const Icon = section.icon;
  const listId = `menu-section-${section.id}`;
  if (mini) {
    return (
      <li>
        <ul aria-label={label} className="my-1 flex flex-col gap-0.5 border-y border-white/10 py-1">
          {section.entries.map((entry) => (
            <li key={entry.commandId}>
              <MenuLink entry={entry} mini current={current} onNavigate={onNavigate} section={label} />
            </li>
          ))}
        </ul>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setExpanded(!open)}
        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        <span className="flex-1 text-left">{label}</span>
        <ChevronDown className={cn("size-4 transition-transform", !open && "-rotate-90")} aria-hidden />
      </button>
      <ul id={listId} hidden={!open} className="mt-0.5 flex flex-col gap-0.5 pl-4">
        {section.entries.map((entry) => (
          <li key={entry.commandId}>
            <MenuLink entry={entry} mini={false} current={current} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

type LinkProps = { entry: MenuEntry; mini: boolean; current?: string; section?: string; onNavigate(): void };

function MenuLink({ entry, mini, current, section, onNavigate }: LinkProps) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const label = t(entry.label);
  const name = entry.ariaLabel ? t(entry.ariaLabel) : label;
  const fullName = section ? `${section} › ${name}` : name;
  const link = (
    <a
      href={entry.route}
      aria-current={entry.kind === current ? "page" : undefined}
      aria-label={mini ? fullName : entry.ariaLabel ? name : undefined}
      onClick={(event) => onMenuLinkClick(event, entry.commandId) && onNavigate()}
      className={cn(
        "flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        "aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground",
        mini && "justify-center",
        !mini && entry.indent && "pl-6",
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {!mini && <span className="truncate">{label}</span>}
    </a>
  );
  if (!mini) return link;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded bg-foreground px-2 py-1 text-xs text-background"
        >
          {fullName}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

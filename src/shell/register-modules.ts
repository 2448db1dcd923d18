import { registerGlobalElement } from "../commands/globals";
import { registerCommandGroups } from "../commands/groups";
import { menuSection, registerMenuSections, registerMenuSlot } from "../commands/menu";
import { type ModuleManifest, screenKeys } from "../commands/module";
import { openCommand } from "../commands/navigation";
import { registerPaletteProvider } from "../commands/palette/providers";
import { registerCommands } from "../commands/registry";
import type { AnyCommand } from "../commands/types";
import { registerPaneKinds } from "../workspace/kinds";
import { registerScreen } from "../workspace/screens";

// Registers what manifests declare, checking what a module may claim: its own prefix for pane kinds and
// commands, sections that exist. The pane-kind registry gets metadata; the components go to the screen
// registry (lazy loaders), so the workspace never imports a module.

function check(manifest: ModuleManifest): void {
  const prefix = `${manifest.id}.`;
  for (const screen of manifest.screens) {
    if (!screen.kind.startsWith(prefix)) {
      throw new Error(`Module "${manifest.id}" declares the screen "${screen.kind}" of another module`);
    }
    const section = screen.menu?.section;
    if (section && !menuSection(section))
      throw new Error(`Screen "${screen.kind}": no menu section "${section}"`);
  }
  for (const command of manifest.commands ?? []) {
    if (command.module !== manifest.id || !command.id.startsWith(prefix)) {
      throw new Error(`Module "${manifest.id}" declares the command "${command.id}" of another module`);
    }
  }
}

/** Registers every manifest, in order (the palette groups' order). Returns a disposer that undoes it all. */
export function registerModules(manifests: readonly ModuleManifest[]): () => void {
  const disposers: (() => void)[] = [];
  const undo = () => {
    for (const dispose of disposers.splice(0).reverse()) dispose();
  };
  try {
    disposers.push(
      registerCommandGroups(manifests.map((m) => ({ id: m.id, label: `${m.namespace}.group` }))),
      registerMenuSections(
        manifests.flatMap((m) =>
          (m.sections ?? []).map((s) => ({ ...s, label: `${m.namespace}.sections.${s.id}` })),
        ),
      ),
    );
    for (const manifest of manifests) check(manifest);
    const kinds = manifests.flatMap((m) =>
      m.screens.map((s) => ({
        id: s.kind,
        title: screenKeys(m.namespace, s.kind).title,
        route: s.route,
        modules: s.requires,
        home: s.home,
        parentRoute: s.parentRoute,
        crumb: s.crumb,
      })),
    );
    disposers.push(registerPaneKinds(kinds));
    const commands: AnyCommand[] = [];
    for (const manifest of manifests) {
      for (const screen of manifest.screens) {
        if (screen.load) disposers.push(registerScreen(screen.kind, screen.load));
        const open = openCommand(manifest, screen);
        if (open) commands.push(open);
      }
      commands.push(...(manifest.commands ?? []));
      for (const provider of manifest.paletteProviders ?? []) {
        disposers.push(registerPaletteProvider(provider));
      }
      if (manifest.menuSlot) disposers.push(registerMenuSlot(manifest.menuSlot));
      for (const element of manifest.globals ?? []) disposers.push(registerGlobalElement(element));
    }
    disposers.push(registerCommands(commands));
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

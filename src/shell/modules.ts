import { generalCommands } from "../commands/general";
import { registerCommandGroups } from "../commands/groups";
import type { ModuleManifest } from "../commands/module";
import { exposePaletteHook } from "../commands/palette/bench-hook";
import { registerCommands } from "../commands/registry";
import { workspaceCommands } from "../commands/workspace";
import { agu } from "../panes/agu/manifest";
import { apa } from "../panes/apa/manifest";
import { consumption } from "../panes/consumption/manifest";
import { dashboard } from "../panes/dashboard/manifest";
import { dummy } from "../panes/dummy/manifest";
import { edges } from "../panes/edges/manifest";
import { filters } from "../panes/filters/manifest";
import { home } from "../panes/home/manifest";
import { jobs } from "../panes/jobs/manifest";
import { legacy } from "../panes/legacy/manifest";
import { mails } from "../panes/mails/manifest";
import { products } from "../panes/products/manifest";
import { profile } from "../panes/profile/manifest";
import { providers } from "../panes/providers/manifest";
import { servicetype } from "../panes/servicetype/manifest";
import { shortcuts } from "../panes/shortcuts/manifest";
import { signals } from "../panes/signals/manifest";
import { system } from "../panes/system/manifest";
import { workspaces } from "../panes/workspaces/manifest";
import { exposeScreensHook } from "../workspace/screens-hook";
import { registerModules } from "./register-modules";

// The composition root: the console's modules, in palette-group order. A module is its own folder
// (src/panes/<module>/, with manifest.ts), its locale files, and one line here.
export const MODULES: readonly ModuleManifest[] = [
  home,
  profile,
  system,
  dummy,
  mails,
  edges,
  dashboard,
  consumption,
  servicetype,
  agu,
  products,
  filters,
  apa,
  jobs,
  signals,
  providers,
  workspaces,
  shortcuts,
  legacy,
];

const PLATFORM_GROUPS = [
  { id: "general", label: "commands.groups.general" },
  { id: "workspace", label: "commands.groups.workspace" },
];

const disposers = [
  registerCommandGroups(PLATFORM_GROUPS),
  registerCommands([...generalCommands, ...workspaceCommands]),
  registerModules(MODULES),
];
import.meta.hot?.dispose(() => {
  for (const dispose of disposers.reverse()) dispose();
});
exposePaletteHook();
exposeScreensHook();

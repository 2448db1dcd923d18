import { CheckCheck, Clock, Eraser, FileText, Image, Languages, Layers, RotateCcw, Send } from "lucide-react";
import type { ApaDocument, HistoryEntry } from "../../api/apa";
import { type AnyCommand, type ArgSpec, type Command, defineCommand } from "../../commands/types";
import type { ApaType } from "../../contract/apa";
import { buttonCommand } from "../../kit/button-commands";
import { APA_REQUIRES, apaAccessOf } from "./access";
import { malformedNote, pastedDeviceIds } from "./device-ids";
import { BULK_DIALOG, openApaDialog } from "./dialogs";
import { HISTORY, PUBLICATIONS } from "./kinds";
import type { ApaShown } from "./shown";

// APA commands (spec 2 §2, §6; issue 17): the three publish actions of a row, re-publication of a history
// entry, bulk publish taking pasted ids, publishing one device and its history from anywhere.

export const PUBLISH_ACTIONS = [
  { id: "apa.publishTranslations", type: "translations", icon: Languages, keys: "t" },
  { id: "apa.publishMetadata", type: "metadata", icon: FileText, keys: "m" },
  { id: "apa.publishAssets", type: "asset", icon: Image, keys: "a" },
] as const satisfies readonly { id: string; type: ApaType; icon: unknown; keys: string }[];

const documentsOf = (selection: readonly unknown[]) => selection as readonly ApaDocument[];

const publishAction = ({ id, type, icon, keys }: (typeof PUBLISH_ACTIONS)[number]): Command => ({
  id,
  title: `apa.commands.${type}`,
  module: "apa",
  pane: PUBLICATIONS,
  icon,
  keys,
  requires: APA_REQUIRES,
  surfaces: ["row", "palette"],
  // Metadata is hidden from a UAT-only user (spec 2 §2, §6).
  when: (ctx) => type !== "metadata" || apaAccessOf(ctx.session.user) === "full",
  enabled: (ctx) => ctx.selection.length === 1 || { reason: "apa.reasons.selectOne" },
  run: (ctx) => {
    const [row] = documentsOf(ctx.selection);
    const shown = ctx.pane?.data as ApaShown | undefined;
    openApaDialog({ type: "publish", deviceId: row._id, publishType: type, ...shown });
  },
});

const republish: Command = {
  id: "apa.republish",
  title: "apa.commands.republish",
  module: "apa",
  pane: HISTORY,
  icon: RotateCcw,
  keys: "r",
  requires: APA_REQUIRES,
  surfaces: ["row", "palette"],
  enabled: (ctx) => ctx.selection.length === 1 || { reason: "apa.reasons.selectOne" },
  run: (ctx) => openApaDialog({ type: "republish", entry: ctx.selection[0] as HistoryEntry }),
};

/** 'Publicación masiva APA': ids pasted straight into its palette page (or typed in its dialog). */
export const bulkPublishCommand = defineCommand<string[]>({
  id: "apa.bulkPublish",
  title: "apa.commands.bulkPublish",
  module: "apa",
  icon: Layers,
  order: 1,
  keywords: ["masiva", "bulk", "publicar", "publish", "dispositivos", "devices", "apa"],
  requires: APA_REQUIRES,
  surfaces: ["palette", "toolbar"],
  args: {
    placeholder: "apa.commands.bulkPlaceholder",
    debounceMs: 0,
    // The pasted ids of a device id's shape, the malformed ones named: one bad id never hides the rest.
    suggest: (query, _signal, ctx) => {
      const pasted = pastedDeviceIds(query);
      if (!pasted) return [{ id: "empty", label: ctx.t("apa.commands.bulkEmpty"), value: [] }];
      const { ids, malformed } = pasted;
      const detail = malformedNote(ctx.t, malformed);
      return [{ id: "ids", label: ctx.t("apa.palette.bulk", { count: ids.length }), detail, value: ids }];
    },
  },
  run: (_ctx, ids) => openApaDialog({ type: "bulk", ids }),
});

/** A device id typed or pasted on the palette's page (the first of several pasted). */
const deviceIdArg: ArgSpec<string> = {
  placeholder: "apa.commands.devicePlaceholder",
  debounceMs: 0,
  parse: (text) => pastedDeviceIds(text)?.ids[0],
  suggest: () => [],
};

const publishDevice = defineCommand<string>({
  id: "apa.publishDevice",
  title: "apa.commands.publishDevice",
  module: "apa",
  icon: Send,
  keywords: ["publicar", "publish", "dispositivo", "device", "apa"],
  requires: APA_REQUIRES,
  surfaces: ["palette"],
  args: deviceIdArg,
  run: (_ctx, deviceId) => openApaDialog({ type: "publish", deviceId }),
});

const openDeviceHistory = defineCommand<string>({
  id: "apa.openDeviceHistory",
  title: "apa.commands.openDeviceHistory",
  module: "apa",
  icon: Clock,
  keywords: ["historial", "histórico", "history", "dispositivo", "device", "apa"],
  requires: APA_REQUIRES,
  surfaces: ["palette"],
  args: deviceIdArg,
  run: (ctx, deviceId) => ctx.openPane(HISTORY, { device_id: deviceId }),
});

/** The bulk dialog's buttons (spec 2 §2): each its button's own handler and enablement, while it is open. */
const bulkButton = (
  button: "validate" | "removeAll",
  spec: Pick<Command, "icon" | "keys" | "keysInInputs" | "keywords">,
) =>
  buttonCommand({
    ...spec,
    id: `apa.${button}Bulk`,
    title: `apa.commands.${button}Bulk`,
    module: "apa",
    button,
    scope: () => BULK_DIALOG,
    dialog: BULK_DIALOG,
    requires: APA_REQUIRES,
    reason: button === "validate" ? "apa.reasons.bulkValidate" : "apa.reasons.bulkEmpty",
  });

export const apaCommands: readonly AnyCommand[] = [
  ...PUBLISH_ACTIONS.map(publishAction),
  republish,
  bulkPublishCommand,
  publishDevice,
  openDeviceHistory,
  bulkButton("validate", {
    icon: CheckCheck,
    keys: "mod+enter",
    // Ctrl+Enter types nothing: it validates from the ids box too (issue 31).
    keysInInputs: true,
    keywords: ["validar", "validate", "masiva", "bulk", "ids"],
  }),
  bulkButton("removeAll", {
    icon: Eraser,
    keywords: ["quitar", "todos", "remove", "all", "masiva", "bulk", "ids"],
  }),
];

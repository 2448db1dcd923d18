import { Plus, Save, Send, Tag } from "lucide-react";
import { toast } from "sonner";
import { findPromotions, publishPromotion } from "../../../api/products/promotions";
import { queryClient } from "../../../api/query-client";
import { type AnyCommand, type CommandContext, defineCommand } from "../../../commands/types";
import type { Promotion } from "../../../contract/products/promotions";
import { promotionKeys, promotionQuery } from "../domain/promotion-queries";
import { EDIT_PARAM, PROMOTION_ADD, PROMOTION_EDIT, PROMOTION_LIST } from "../kinds";
import { type PromotionRequest, shownPromotion } from "./bridge";
import { dumpText } from "./messages";

// Promotions (spec 3, gated by the products module): a new promotion, opening one by name or id, publishing a
// draft (asking 'Deseas publicar en Producción?'); in the form, save as draft and publish. The server checks
// every call again.

const products = (privilege: "view" | "edit" | "publish") => ({ module: "products", privilege }) as const;
const NOUN = ["promoción", "promociones", "promotion", "promotions"];
const ID = /^[1-9]\d{0,14}$/;

const openPromotion = (ctx: CommandContext, id: number) =>
  ctx.openPane(PROMOTION_EDIT, { [EDIT_PARAM]: String(id) });
const label = (ctx: CommandContext, promotion: Promotion) =>
  `${promotion.id} · ${promotion.name} · ${ctx.t(`products.promotions.states.${promotion.state}`)}`;
const ask = (ctx: CommandContext, request: PromotionRequest) => ctx.openDialog(request);

const newPromotion: AnyCommand = {
  id: "products.newPromotion",
  title: "products.promotions.commands.newPromotion",
  module: "products",
  icon: Plus,
  order: 1,
  keywords: ["nueva", "crear", "new", "create", ...NOUN],
  requires: products("edit"),
  surfaces: ["palette"],
  run: (ctx) => ctx.openPane(PROMOTION_ADD),
};

const newFromList: AnyCommand = {
  id: "products.newPromotionFromList",
  title: "products.promotions.list.new",
  module: "products",
  icon: Plus,
  order: 10,
  pane: PROMOTION_LIST,
  requires: products("edit"),
  surfaces: ["toolbar"],
  run: (ctx) => ctx.openPane(PROMOTION_ADD),
};

export const openPromotionCommand = defineCommand<number>({
  id: "products.openPromotion",
  title: "products.promotions.commands.openPromotion",
  module: "products",
  icon: Tag,
  order: 2,
  keywords: ["abrir", "editar", "buscar", "open", "edit", "find", ...NOUN],
  requires: products("view"),
  surfaces: ["palette"],
  args: {
    placeholder: "products.promotions.commands.openPromotionPlaceholder",
    debounceMs: 250,
    parse: (text) => (ID.test(text.trim()) ? Number(text.trim()) : undefined),
    suggest: async (query, signal, ctx) => {
      const page = await findPromotions(query.trim(), signal);
      return page.promotions.map((promotion) => ({
        id: String(promotion.id),
        label: label(ctx, promotion),
        detail: promotion.product?.name,
        value: promotion.id,
      }));
    },
  },
  run: (ctx, id) => openPromotion(ctx, id),
});

async function publishDraft(ctx: CommandContext, id: number): Promise<void> {
  try {
    await publishPromotion(id);
  } catch (error) {
    toast.error(ctx.t("products.promotions.dialogs.errorTitle"), { description: dumpText(ctx.t, error) });
    throw error;
  }
  await queryClient.invalidateQueries({ queryKey: promotionKeys.all() });
  toast.success(ctx.t("products.promotions.dialogs.published"));
}

export const publishPromotionCommand = defineCommand<number>({
  id: "products.publishPromotion",
  title: "products.promotions.commands.publishPromotion",
  module: "products",
  icon: Send,
  order: 3,
  keywords: ["publicar", "produccion", "publish", "production", ...NOUN],
  requires: products("publish"),
  surfaces: ["palette"],
  args: {
    placeholder: "products.promotions.commands.publishPromotionPlaceholder",
    debounceMs: 250,
    suggest: async (query, signal, ctx) => {
      const page = await findPromotions(query.trim(), signal);
      return page.promotions
        .filter((promotion) => promotion.state === "draft")
        .map((promotion) => ({
          id: String(promotion.id),
          label: label(ctx, promotion),
          value: promotion.id,
        }));
    },
  },
  confirm: {
    reason: false,
    preview: (ctx, id) => {
      const cached = queryClient.getQueryData(promotionQuery(id).queryKey);
      return {
        title: ctx.t("products.promotions.dialogs.publishTitle"),
        summary: [ctx.t("products.promotions.dialogs.publishQuestion")],
        records: [cached ? label(ctx, cached) : `#${id}`],
        confirmLabel: ctx.t("products.promotions.dialogs.publishConfirm"),
      };
    },
    failure: (error, t) => dumpText(t, error),
  },
  run: (ctx, id) => publishDraft(ctx, id),
});

const formCommands: AnyCommand[] = [PROMOTION_ADD, PROMOTION_EDIT].flatMap((kind, index) => [
  {
    id: `products.savePromotionDraft${index === 0 ? "New" : "Open"}`,
    title: "products.promotions.commands.savePromotion",
    module: "products",
    icon: Save,
    order: 20,
    keywords: ["guardar", "borrador", "save", "draft", ...NOUN],
    keys: "mod+s",
    keysInInputs: true,
    pane: kind,
    requires: products("edit"),
    surfaces: ["palette", "toolbar"],
    enabled: (ctx) =>
      shownPromotion(ctx)?.state !== "published" || { reason: "products.promotions.reasons.notDraft" },
    run: (ctx) => ask(ctx, { type: "save" }),
  },
  {
    id: `products.publishPromotion${index === 0 ? "New" : "Open"}`,
    title: "products.promotions.commands.publishOpenPromotion",
    module: "products",
    icon: Send,
    order: 21,
    keywords: ["publicar", "produccion", "publish", "production", ...NOUN],
    keys: "mod+shift+p",
    keysInInputs: true,
    pane: kind,
    requires: products("publish"),
    surfaces: ["palette", "toolbar"],
    enabled: (ctx) =>
      shownPromotion(ctx)?.state !== "published" || { reason: "products.promotions.reasons.notDraft" },
    run: (ctx) => ask(ctx, { type: "publish" }),
  },
]);

export const promotionsCommands: readonly AnyCommand[] = [
  newPromotion,
  newFromList,
  openPromotionCommand as AnyCommand,
  publishPromotionCommand as AnyCommand,
  ...formCommands,
];

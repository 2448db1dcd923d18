import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { errorMessage } from "../../../api/error-message";
import { deleteFamily } from "../../../api/products/catalogue";
import type { AnyCommand, Enablement } from "../../../commands/types";
import { refreshProducts } from "../domain/messages";
import type { FamilyView } from "../domain/model";
import { selectedFamily, subjectKind } from "../domain/subject";
import { PRODUCT_LIST } from "../kinds";

// Deleting a family (spec 3 §4 "Deleting a family, a plan or a rate draft each needs a confirmation modal",
// §7 "Delete family … by id; success 201"): from the family panel's menu or the palette, on the family the
// keyboard is on. The server's rule (no published plan, no rates; its draft plans go with it) enables it.

/** A family may go when none of its plans is published or holds rates (the server refuses the rest). */
export const familyDeletable = (family: FamilyView): Enablement =>
  family.plans.every((plan) => plan.state === "draft" && plan.ratesCount === 0) || {
    reason: "products.reasons.familyNotDeletable",
  };

const chosen = (ctx: Parameters<typeof selectedFamily>[0]): FamilyView => {
  const family = selectedFamily(ctx);
  if (!family) throw new Error("no family selected");
  return family;
};

export const familyCommands: AnyCommand[] = [
  {
    id: "products.deleteFamily",
    title: "products.commands.deleteFamily",
    module: "products",
    icon: Trash2,
    order: 29,
    keywords: ["eliminar", "delete", "familia", "family", "producto", "product"],
    pane: PRODUCT_LIST,
    requires: { module: "products", privilege: "delete" },
    surfaces: ["row", "palette"],
    when: (ctx) => subjectKind(ctx) === "family",
    enabled: (ctx) => {
      const family = selectedFamily(ctx);
      return family ? familyDeletable(family) : false;
    },
    confirm: {
      reason: false,
      preview: (ctx) => {
        const family = chosen(ctx);
        return {
          title: ctx.t("products.confirm.deleteFamily"),
          summary: [ctx.t("products.confirm.deleteFamilyRule")],
          records: [
            ctx.t("products.confirm.familyLine", { id: family.id, name: family.name }),
            ...family.plans.map((plan) =>
              ctx.t("products.confirm.planLine", { id: plan.id, name: plan.name }),
            ),
          ],
          confirmLabel: ctx.t("products.actions.delete"),
        };
      },
      failure: (error, t) => errorMessage(t, error, { title: t("products.messages.genericError") }),
    },
    run: async (ctx) => {
      await deleteFamily(chosen(ctx).id);
      toast.success(ctx.t("products.messages.familyDeleted"));
      await refreshProducts();
    },
  },
];

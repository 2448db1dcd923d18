import { z } from "zod";
import { defineCalls, ENVELOPE_CREATED } from "../define.ts";
import type { ErrorCode } from "../errors.ts";
import { idList, idParams } from "../fields.ts";
import { PLAN_TYPES } from "./reference.ts";
import { familyPage, planDetail } from "./shapes.ts";

// services/products families and plans (spec 3 §7 "Families and plans"): the minimised list with its filters,
// paging and search by key; a plan by id; deleting a family or a plan; publishing a plan. Deletes and
// publishes answer envelope status 201.

/**
 * The product list shows 5 families a page (§9); the wizard's plan search asks 20. The call accepts no more: a
 * larger page is megabytes on a large catalogue, and costs every other reader of the server its share.
 */
export const FAMILY_PAGE_SIZE = 5;
export const PLAN_SEARCH_SIZE = 20;
export const FAMILY_PAGE_MAX = PLAN_SEARCH_SIZE;
/** Text search starts at 3 characters (§5). */
export const SEARCH_MIN = 3;

const planTypes = z.union([
  z
    .string()
    .transform((text) => (text.trim() === "" ? [] : text.split(",").map((t) => t.trim())))
    .pipe(z.array(z.enum(PLAN_TYPES))),
  z.array(z.enum(PLAN_TYPES)),
]);

export const familyListQuery = z.object({
  from: z.coerce.number<number | string>().int().min(0).default(0),
  quantity: z.coerce.number<number | string>().int().min(1).max(FAMILY_PAGE_MAX).default(FAMILY_PAGE_SIZE),
  product_types: planTypes.optional(),
  regions: idList.optional(),
  user_type: idList.optional(),
  payments: idList.optional(),
  /** Search by key: family or plan name (3+ characters), or a rate id. Shorter text lists everything. */
  query: z.string().trim().max(150).optional(),
});
export type FamilyListQuery = z.input<typeof familyListQuery>;

const view = { module: "products", privilege: "view" } as const;
const deleted = z.object({ id: z.int(), deleted: z.literal(true) });
const PLAN_FOUND = ["product_not_found"] as const satisfies readonly ErrorCode[];

export const productCatalogueCalls = defineCalls("products", {
  listFamilies: {
    summary:
      "Families of the tenant with their plans and rates per region, as the list's cards show them: paged, filtered, searched by key",
    method: "GET",
    path: "/products/families",
    query: familyListQuery,
    result: familyPage,
    access: view,
    etag: true,
  },
  getPlan: {
    summary: "A plan (product version) by id, with its family, filters, rates per region and audit data",
    method: "GET",
    path: "/products/plans/:product_id",
    params: idParams("product_id"),
    result: planDetail,
    errors: PLAN_FOUND,
    access: view,
  },
  deleteFamily: {
    summary: "Deletes a family without published plans or rates (its draft plans go with it)",
    method: "DELETE",
    path: "/products/families/:family_id",
    params: idParams("family_id"),
    result: deleted,
    errors: ["product_family_not_found", "product_family_not_deletable"],
    access: { module: "products", privilege: "delete" },
    ...ENVELOPE_CREATED,
  },
  deletePlan: {
    summary: "Deletes a plan that is not published and has no rates",
    method: "DELETE",
    path: "/products/plans/:product_id",
    params: idParams("product_id"),
    result: deleted,
    errors: [...PLAN_FOUND, "product_plan_not_deletable", "product_in_promotion"],
    access: { module: "products", privilege: "delete" },
    ...ENVELOPE_CREATED,
  },
  publishPlan: {
    summary: "Publishes a draft plan (and its family when it was not published yet)",
    method: "POST",
    path: "/products/plans/:product_id/publish",
    params: idParams("product_id"),
    result: z.object({ id: z.int(), state: z.literal("published"), publish_date: z.string() }),
    errors: [...PLAN_FOUND, "product_plan_not_draft"],
    access: { module: "products", privilege: "publish" },
    ...ENVELOPE_CREATED,
  },
});

import { z } from "zod";
import { defineCalls } from "../define.ts";
import { idParams } from "../fields.ts";
import { ITEM_TYPE_CODES, type ItemType } from "../filters-shapes.ts";

// services/products content filters (spec 3 §2, §7): the contents of a filter a plan carries, for the contents
// modal of the product list. GET /services/products/filters/{filterId}/contents with from, query, quantity;
// the modal pages them 20 at a time (§9), which is also the most one call answers.

export const FILTER_CONTENTS_PAGE_SIZE = 20;

export const filterContentsQuery = z.object({
  from: z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  quantity: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(FILTER_CONTENTS_PAGE_SIZE)
    .default(FILTER_CONTENTS_PAGE_SIZE),
  /** Part of a content's name, or its id. */
  query: z.string().trim().max(150).default(""),
});
export type FilterContentsQuery = z.input<typeof filterContentsQuery>;

const contentType = z.enum(ITEM_TYPE_CODES as [ItemType, ...ItemType[]]);

export const filterContentsPage = z.object({
  filter: z.object({ id: z.int(), name: z.string().nullable(), item_type: contentType }),
  /** Every content of the filter, and those the query matches. */
  total: z.int(),
  total_filtered: z.int(),
  contents: z.array(z.object({ id: z.int(), name: z.string(), type: contentType })),
});
export type FilterContentsPage = z.output<typeof filterContentsPage>;

export const productFilterCalls = defineCalls("products", {
  listFilterContents: {
    summary:
      "The contents of a content filter of the tenant (a plan's filter), paged and searched by name or id",
    method: "GET",
    path: "/products/filters/:filter_id/contents",
    params: idParams("filter_id"),
    query: filterContentsQuery,
    result: filterContentsPage,
    errors: ["product_filter_not_found"],
    access: { module: "products", privilege: "view" },
  },
});

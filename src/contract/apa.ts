import { z } from "zod";
import { defineCalls } from "./define.ts";
import { dataTablesAnswer, draw, pageWindow, sortedSearch } from "./paging.ts";

// Publications, APA (spec 2 §1–§4, §6–§9): device configuration documents per partition, generated to uat or
// published to prod, their history and re-publication, and bulk publication as a resumable job.

export const APA_CATEGORIES = ["web", "mobile", "tablet", "stb", "tv", "console", "watch"] as const;
export const APA_ENVIRONMENTS = ["uat", "prod"] as const;
export const APA_TYPES = ["translations", "metadata", "asset"] as const;
/** Bulk publish tag maximum (spec 2 §5, §9). */
export const BULK_MAX_DEVICES = 500;

export const apaCategory = z.enum(APA_CATEGORIES);
export const apaEnvironment = z.enum(APA_ENVIRONMENTS);
export const apaType = z.enum(APA_TYPES);
export type ApaCategory = z.output<typeof apaCategory>;
export type ApaEnvironment = z.output<typeof apaEnvironment>;
export type ApaType = z.output<typeof apaType>;

/** A device id: its category, a dash and five digits ("stb-00042"), the documents' _id. */
export const DEVICE_ID = /^(web|mobile|tablet|stb|tv|console|watch)-\d{5}$/;
export const deviceId = z.string().trim().toLowerCase().regex(DEVICE_ID);
/** A partition name (APA_PARTITIONS' values). */
export const partitionName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,30}$/);

export const apaDocument = z.object({
  _id: z.string(),
  name: z.string(),
  type: apaCategory,
  category: apaCategory,
  icon: z.string(),
  edition: z.string(),
  editor: z.string(),
  publication: z.string().nullable(),
  publisher: z.string().nullable(),
  /** Against the environment asked: published (up to date), modified since, or never published. */
  status: z.enum(["published", "modified", "unpublished"]),
});
export type ApaDocument = z.output<typeof apaDocument>;

/** The publications' sortable columns: device name, id, modification (edition), status. */
export const DOCUMENT_SORT_FIELDS = ["edition", "name", "_id", "status"] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export const documentPage = dataTablesAnswer(apaDocument);
export type DocumentPage = z.output<typeof documentPage>;

/** One partition's answer (spec 2 §3): status '0' OK, '1' error, with its entries. */
export const partitionResult = z.object({
  status: z.enum(["0", "1"]),
  message: z.string(),
  result: z.array(z.object({ _id: z.string(), type: apaType, environment: apaEnvironment })),
});
export type PartitionResult = z.output<typeof partitionResult>;
export const publishResult = z.object({ partitions: z.record(z.string(), partitionResult) });
export type PublishResult = z.output<typeof publishResult>;

export const historyEntry = z.object({
  history_id: z.int(),
  _id: z.string(),
  name: z.string(),
  category: apaCategory,
  partition: z.string(),
  environment: apaEnvironment,
  type: apaType,
  comments: z.string(),
  published: z.boolean(),
  public_date: z.string(),
  user: z.string(),
  appkey: z.string(),
  timestamp: z.int(),
  active: z.boolean(),
});
export type HistoryEntry = z.output<typeof historyEntry>;

/** The history's sortable columns: publication date, device (its name), content type, environment. */
export const HISTORY_SORT_FIELDS = ["public_date", "device", "type", "published"] as const;
export type HistorySortField = (typeof HISTORY_SORT_FIELDS)[number];
/** Spec 2 §9: APA tables 10 rows a page; an export asks up to this many a request. */
export const APA_PAGE_SIZE = 10;
export const APA_PAGE_MAX = 500;

export const historyPage = dataTablesAnswer(historyEntry);
export type HistoryPage = z.output<typeof historyPage>;

export const apaMetadata = z.object({
  APA_CATEGORIES: z.array(z.object({ value: apaCategory, title: z.string(), active: z.boolean() })),
  APA_PARTITIONS: z.array(z.object({ value: z.string(), title: z.string(), visible: z.boolean() })),
  APA_ENVIRONMENTS: z.array(apaEnvironment),
  APA_TYPES: z.array(apaType),
});
export type ApaMetadata = z.output<typeof apaMetadata>;

/** Where a publication goes: one partition, or "all" of them (results per partition). */
const target = z.object({
  partition: z.union([z.literal("all"), partitionName]),
  environment: apaEnvironment,
  type: apaType,
});
const description = z.string().trim().min(1).max(500);

export const publishBody = target.extend({ device_id: deviceId, description });
export type PublishBody = z.input<typeof publishBody>;
export const republishBody = target.extend({
  partition: partitionName,
  device_id: deviceId,
  timestamp: z.int().positive(),
  message: description,
});
export type RepublishBody = z.input<typeof republishBody>;
export const bulkPublishBody = target.extend({
  description,
  device_ids: z.array(z.string().trim().min(1).max(40)).min(1).max(BULK_MAX_DEVICES),
});
export type BulkPublishBody = z.input<typeof bulkPublishBody>;

const APA_ACCESS = { module: ["admapa", "apauat"], privilege: "view" } as const;
const UAT_ONLY = ["apa_uat_only"] as const;

export const apaCalls = defineCalls("apa", {
  getDocuments: {
    summary:
      "A page of a partition's device documents (draw/from/quantity) with their status in an environment, " +
      "last modified first, by category; the search matches the device's name and id",
    method: "GET",
    path: "/v1/apa/getdocuments/:partition",
    params: z.object({ partition: partitionName }),
    query: z.object({
      draw,
      ...pageWindow.fromQuantity(APA_PAGE_MAX, APA_PAGE_SIZE),
      ...sortedSearch(DOCUMENT_SORT_FIELDS, { field: "edition", order: "desc" }),
      category: apaCategory.optional(),
      environment: apaEnvironment.default("uat"),
    }),
    result: documentPage,
    errors: [...UAT_ONLY, "apa_partition_not_found"],
    access: APA_ACCESS,
  },
  listReleases: {
    summary: "The last publication of each partition, environment and type",
    method: "GET",
    path: "/v1/apa/releases",
    result: z.array(
      z.object({
        partition: z.string(),
        environment: apaEnvironment,
        type: apaType,
        count: z.int(),
        last: z.string(),
      }),
    ),
    access: APA_ACCESS,
  },
  publishDocument: {
    summary: "Generates (uat) or publishes (prod) a device's document; results per partition",
    method: "POST",
    path: "/v1/apa/publish",
    body: publishBody,
    result: publishResult,
    errors: [...UAT_ONLY, "apa_partition_not_found", "apa_device_not_found"],
    access: APA_ACCESS,
  },
  republishDocument: {
    summary: "Publishes again what a history entry (its timestamp) published, with a message",
    method: "POST",
    path: "/v1/apa/republish",
    body: republishBody,
    result: publishResult,
    errors: [...UAT_ONLY, "apa_partition_not_found", "apa_history_not_found"],
    access: APA_ACCESS,
  },
  listHistory: {
    summary:
      "A page of a partition's publications (draw/from/quantity), newest first, by environment, device, " +
      "type and category; the search matches device, id, comment and user",
    method: "GET",
    path: "/v1/apa/history",
    query: z.object({
      draw,
      ...pageWindow.fromQuantity(APA_PAGE_MAX, APA_PAGE_SIZE),
      ...sortedSearch(HISTORY_SORT_FIELDS, { field: "public_date", order: "desc" }),
      partition: partitionName,
      environment: apaEnvironment.optional(),
      device_id: deviceId.optional(),
      type: apaType.optional(),
      category: apaCategory.optional(),
    }),
    result: historyPage,
    errors: [...UAT_ONLY, "apa_partition_not_found"],
    access: APA_ACCESS,
  },
  getMetadata: {
    summary:
      "Categories, partitions, environments and types (a UAT-only user gets neither prod nor metadata)",
    method: "GET",
    path: "/v1/apa/metadata",
    result: apaMetadata,
    access: APA_ACCESS,
  },
  checkDevices: {
    summary: "Which of these device ids are among the documents (bulk publish validation)",
    method: "POST",
    path: "/v1/apa/devices/check",
    body: z.object({ device_ids: z.array(z.string().max(40)).max(BULK_MAX_DEVICES) }),
    result: z.object({ known: z.array(z.string()), unknown: z.array(z.string()) }),
    access: APA_ACCESS,
  },
  bulkPublish: {
    summary: "Queues a bulk publication job of up to 500 devices; unknown ids are recorded as invalid",
    method: "POST",
    path: "/v1/apa/bulk",
    body: bulkPublishBody,
    result: z.object({ job_id: z.int(), total: z.int(), invalid: z.array(z.string()) }),
    errors: [...UAT_ONLY, "apa_partition_not_found"],
    access: APA_ACCESS,
    status: 201,
  },
});

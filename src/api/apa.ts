import {
  type ApaCategory,
  type ApaEnvironment,
  type ApaType,
  apaCalls,
  type BulkPublishBody,
  type DocumentSortField,
  type HistorySortField,
  type PublishBody,
  type RepublishBody,
} from "../contract/apa";
import type { PagedRequest } from "../contract/paging";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { ApaDocument, ApaMetadata, HistoryEntry, PublishResult } from "../contract/apa";

export const apaKeys = {
  documents: queryKeysFactory("apa", "documents"),
  history: queryKeysFactory("apa", "history"),
  metadata: queryKeysFactory("apa", "metadata"),
};

export const fetchApaMetadata = () => callService(apaCalls.getMetadata);
/** The publications' filters (their pane's params); the page, sort and search come from the list kit. */
export type DocumentFilters = { partition: string; category?: ApaCategory; environment: ApaEnvironment };
export const fetchDocumentsPage = (
  page: PagedRequest<DocumentSortField, "fromQuantity">,
  { partition, ...filters }: DocumentFilters,
) => callService(apaCalls.getDocuments, { params: { partition }, query: { ...page, ...filters } });
/** The history's filters (its pane's params); the page, sort and search come from the list kit. */
export type HistoryFilters = {
  partition: string;
  environment?: ApaEnvironment;
  device_id?: string;
  type?: ApaType;
  category?: ApaCategory;
};
export const fetchHistoryPage = (
  page: PagedRequest<HistorySortField, "fromQuantity">,
  filters: HistoryFilters,
) => callService(apaCalls.listHistory, { query: { ...page, ...filters } });
export const publishDocument = (body: PublishBody) => callService(apaCalls.publishDocument, { body });
export const republishDocument = (body: RepublishBody) => callService(apaCalls.republishDocument, { body });
export const checkDevices = (device_ids: string[]) =>
  callService(apaCalls.checkDevices, { body: { device_ids } });
export const bulkPublish = (body: BulkPublishBody) => callService(apaCalls.bulkPublish, { body });

import {
  type ContentData,
  type ContentItem,
  type Filter,
  ITEM_TYPES,
  type ItemType,
  type Right,
} from "../../src/contract/filters.ts";
import type { ContentTable, FilterTable } from "./tables.ts";

// Database rows to the wire shapes of spec 2 §3.

export type FilterRow = Omit<FilterTable, "filter_id"> & { filter_id: number };

export function itemTypeFields(code: ItemType) {
  const type = ITEM_TYPES[code];
  return {
    id_item_type: type.id,
    items_type: type.items,
    code_item_type: code,
    description_item_type: type.description,
    item_type: code,
  };
}

export function toFilter(row: FilterRow, totalContents: number | null): Filter {
  return {
    filter_id: row.filter_id,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    status_value: row.status === "ACT",
    ...itemTypeFields(row.item_type),
    region: row.region,
    tenant_code: row.tenant_code,
    portada: row.portada,
    total_contents: totalContents ?? 0,
    user_data: {
      created_date: row.created_date,
      created_user: row.created_user,
      modified_date: row.modified_date,
      modified_user: row.modified_user,
      publish_date: row.publish_date,
      publish_user: row.publish_user,
    },
  };
}

/** The catalogue columns every content answer reads (`c` is the contents alias). */
export const CONTENT_COLUMNS = [
  "c.content_id",
  "c.type_code",
  "c.title",
  "c.title_original",
  "c.description",
  "c.description_large",
  "c.title_episode",
  "c.format_type",
  "c.proveedor_code",
  "c.proveedor_name",
  "c.rating_code",
  "c.season_number",
  "c.episode_number",
  "c.duration",
  "c.date",
  "c.date_update",
  "c.year",
  "c.live_enabled",
  "c.live_type",
  "c.live_ref",
  "c.image",
  "c.image_base_vertical",
  "c.image_large",
  "c.tracks",
  "c.track_number",
  "c.label",
  "c.recorder",
  "c.seasons_count",
  "c.episodes_count",
  "c.last_season",
  "c.first_episode",
] as const;

export type ContentRow = Omit<ContentTable, "parent_id"> & { position?: number | null };

export function toContentItem(row: ContentRow, rights: Right[]): ContentItem {
  const { content_id, type_code, position, live_enabled, ...fields } = row;
  const data: ContentData = {
    id: content_id,
    ...fields,
    live_enabled: live_enabled === 1,
    number: type_code === "M" ? row.season_number : null,
    rights,
  };
  return { type_code, position: position ?? null, data };
}

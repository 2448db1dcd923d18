import type { Generated } from "kysely";
import type { ApaCategory, ApaEnvironment, ApaType } from "../../src/contract/apa.ts";
import { moduleDb } from "../db/module-db.ts";

// Tables of the publications module (migration 500), kept to the module (db.withTables<ApaTables>()).

export type ApaPartitionTable = {
  partition: string;
  title: string;
  visible: number;
  position: number;
  /** A category of devices this partition refuses to publish (its per-partition error, spec 2 §3). */
  refuses_category: ApaCategory | null;
};

export type ApaDocumentTable = {
  device_id: string;
  partition: string;
  name: string;
  category: ApaCategory;
  icon: string;
  edition: string;
  editor: string;
  uat_publication: string | null;
  uat_publisher: string | null;
  prod_publication: string | null;
  prod_publisher: string | null;
};

export type ApaHistoryTable = {
  history_id: Generated<number>;
  device_id: string;
  partition: string;
  environment: ApaEnvironment;
  type: ApaType;
  comments: string;
  public_date: string;
  user: string;
  appkey: string;
  /** Epoch ms of the publication: what a re-publication names. */
  timestamp: number;
  active: number;
  /** The bulk job that published it: unique per job, device and partition (never published twice). */
  bulk_job_id: number | null;
};

export type ApaTables = {
  apa_partitions: ApaPartitionTable;
  apa_documents: ApaDocumentTable;
  apa_history: ApaHistoryTable;
};
export const apaDb = moduleDb<ApaTables>();
export type ApaDb = ReturnType<typeof apaDb>;

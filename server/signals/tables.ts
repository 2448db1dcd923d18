import type { Generated } from "kysely";

// The signals module's own tables (typed where used with db.withTables<SignalsTables>()). Dates are epoch
// seconds, as on the wire.

export type OpenSignalTable = {
  signal_id: Generated<number>;
  title: string;
  description: string;
  image_url: string;
  group_id: string;
  liveref: string;
  node_name: string;
  bss_code: string;
  start_date: number;
  end_date: number;
  user_name: string;
  published_at: number | null;
  /** Set by a cancel, which keeps the dates: the signal is Historico from then on. */
  cancelled_at: number | null;
};

export type PaywayProductTable = { bss_code: string; type: string; name: string };

export type SignalsTables = { open_signals: OpenSignalTable; payway_products: PaywayProductTable };

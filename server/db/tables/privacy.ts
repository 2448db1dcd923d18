/**
 * A module's personal-data policy (issue 32 item 2; the privacy module's migration 630). A module without a
 * row has the default policy (DEFAULT_DATA_POLICY): the platform reads it for every export, the privacy
 * module for every reveal, so the type is shared.
 */
export type DataPolicyTable = {
  /** A module of PERSONAL_DATA_MODULES. */
  module: string;
  /** 0/1: a user without the "personal" privilege may reveal one value with a reason (audited). */
  reveal: number;
  /** Most rows one export of the module may carry; null: no cap. */
  export_row_cap: number | null;
};

/** The privacy module's table. */
export type PrivacyTables = { data_policies: DataPolicyTable };

// The directory's indexes beyond those of the consumption module (e-mail, (region, e-mail), phones, hash):
// a name prefix with or without a region, and a region's rows in id order. The seed drops and rebuilds them
// around its name-key fill, as a sorted build is far faster than a million random inserts.
export const AGU_INDEXES = [
  { name: "end_users_name_key_idx", columns: ["name_key", "id_usuario"] },
  { name: "end_users_region_name_key_idx", columns: ["region", "name_key", "id_usuario"] },
  { name: "end_users_region_id_idx", columns: ["region", "id_usuario"] },
] as const;

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { shortcutsQuery } from "../../api/shortcuts";
import { setUserBindings } from "../../commands/user-keys";
import { session } from "../../session/store";

/**
 * Reads the signed-in user's own shortcuts into the binder's answer (src/commands/user-keys.ts), and forgets
 * them when the console signs out (the shell unmounts its globals).
 */
export function ShortcutBindingsLoader() {
  const userId = useSnapshot(session).user?.user_id;
  const { data } = useQuery({ ...shortcutsQuery(userId ?? 0), enabled: userId !== undefined });
  useEffect(() => setUserBindings(data ?? []), [data]);
  useEffect(() => () => setUserBindings([]), []);
  return null;
}

import { useSnapshot } from "valtio";
import { session } from "../../session/store";
import { apaAccessOf } from "./access";

export function useApaAccess() {
  const { user } = useSnapshot(session);
  return apaAccessOf(user);
}

import { dummyKeys } from "../../../api/dummy";
import { queryClient } from "../../../api/query-client";

/** After a change the demo list reloads, wherever the change came from (commands run outside React). */
export const refreshDemoRoles = () => queryClient.invalidateQueries({ queryKey: dummyKeys.roles.all() });

import { useQuery } from "@tanstack/react-query";
import { apaKeys, fetchApaMetadata } from "../../api/apa";

/** Categories, partitions, environments and types the server offers this user (UAT-only: fewer). */
export const useApaMetadata = () =>
  useQuery({ queryKey: apaKeys.metadata.all(), queryFn: fetchApaMetadata, staleTime: 5 * 60_000 });

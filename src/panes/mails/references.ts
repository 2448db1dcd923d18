import { useQuery } from "@tanstack/react-query";
import { fetchFlows, fetchPrograms, mailKeys } from "../../api/mails";

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/** The programs and flows a template is filed under, as select options. */
export function useMailReferences() {
  const programs = useQuery({
    queryKey: mailKeys.programs.lists(),
    queryFn: fetchPrograms,
    staleTime: 60_000,
  });
  const flows = useQuery({ queryKey: mailKeys.flows.lists(), queryFn: fetchFlows, staleTime: 60_000 });
  return { programs: options(programs.data), flows: options(flows.data) };
}

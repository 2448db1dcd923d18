import { type ReactNode, useMemo } from "react";
import { subscriberSubject } from "../../contract/consumption-history";
import { type ExportAuditor, ExportAuditProvider, useExportAuditor } from "../../ui/export";

type Props = { region: string | null; id: number; children: ReactNode };

/**
 * The exports made inside name this subscriber in their audit record, so each one is on the subscriber's case
 * history (issue 32 item 1); the server refuses a subscriber of a region the exporter does not hold.
 */
export function ExportsAbout({ region, id, children }: Props) {
  const record = useExportAuditor();
  const about = useMemo<ExportAuditor | null>(
    () =>
      record && region
        ? (exported) => record({ ...exported, subjects: [subscriberSubject(region, id)] })
        : record,
    [record, region, id],
  );
  return <ExportAuditProvider value={about}>{children}</ExportAuditProvider>;
}

import { previewDocument } from "./preview-document";

type Props = { html: string; title: string; className?: string };

/** A mail rendered where no script runs: sandbox="" (no allow-scripts, unique origin) and a CSP of its own. */
export function PreviewFrame({ html, title, className }: Props) {
  return (
    <iframe
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={previewDocument(html)}
      className={className ?? "h-full min-h-80 w-full rounded-md border bg-white"}
    />
  );
}

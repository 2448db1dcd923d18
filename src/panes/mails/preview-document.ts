// The preview shows an operator's HTML, which may carry scripts (pasted from anywhere). It is rendered in an
// iframe sandboxed without allow-scripts, and the document itself carries a CSP that forbids every script
// source, so a script cannot run even if the frame's sandbox were loosened.

export const PREVIEW_CSP =
  "default-src 'none'; script-src 'none'; object-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; font-src data: https:";

const META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`;

/** The HTML with the CSP meta as early as the parser allows: inside <head>, else right after the doctype. */
export function previewDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return html.slice(0, head.index + head[0].length) + META + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return doctype[0] + META + html.slice(doctype[0].length);
  return META + html;
}

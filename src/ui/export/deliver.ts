import { type Cell, type Matrix, plainCell } from "./cells";

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started reading the object URL by the next task; a minute is generous.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function legacyCopy(text: string): void {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("clipboard unavailable");
}

/**
 * Starts a clipboard write at once (inside the user's click, which browsers require) with text that
 * arrives later. Falls back to writeText, then to a hidden textarea outside secure contexts.
 */
export function deferredClipboardWrite(text: Promise<Blob>): Promise<void> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (clipboard?.write && typeof ClipboardItem !== "undefined") {
    const item = new ClipboardItem({
      "text/plain": text.then((blob) => new Blob([blob], { type: "text/plain" })),
    });
    return clipboard.write([item]).catch(async () => clipboard.writeText(await (await text).text()));
  }
  return text.then(async (blob) => {
    const value = await blob.text();
    if (clipboard?.writeText) await clipboard.writeText(value);
    else legacyCopy(value);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain printable HTML document: the title as heading and one table. */
export function printHtml(title: string, headers: string[], matrix: Matrix, language = "es"): string {
  const cell = (raw: Cell) => {
    const value = plainCell(raw);
    return `<td${typeof value === "number" ? ' class="n"' : ""}>${escapeHtml(value === null ? "" : String(value))}</td>`;
  };
  const body = matrix.map((row) => `<tr>${row.map(cell).join("")}</tr>`).join("\n");
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join("");
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body{font:11px system-ui,sans-serif;margin:16px}h1{font-size:16px;margin:0 0 12px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:2px 4px;text-align:left;vertical-align:top}
th{background:#eee}td.n{text-align:right}thead{display:table-header-group}tr{break-inside:avoid}
</style></head><body><h1>${escapeHtml(title)}</h1><table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></body></html>`;
}

/** Prints an HTML document through a hidden iframe, then removes it. */
export function printDocument(html: string): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: "fixed",
    right: "0",
    bottom: "0",
    width: "0",
    height: "0",
    border: "0",
  });
  frame.onload = () => {
    const view = frame.contentWindow;
    if (!view) return;
    const remove = () => setTimeout(() => frame.remove(), 0);
    view.addEventListener("afterprint", remove, { once: true });
    view.focus();
    view.print();
  };
  frame.srcdoc = html;
  document.body.append(frame);
}

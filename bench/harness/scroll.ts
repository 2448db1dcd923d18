// The wheel sweep's reference: 3,000 plain rows of 10 cells, no framework, no virtualisation, scrolled
// natively. What the browser on this machine manages when the page does nothing at all while scrolling.
import { installProbes } from "./probes";
import { makeRows } from "./rows";

const grid = document.getElementById("grid") as HTMLElement;
const html: string[] = [];
for (const row of makeRows(3_000)) {
  const cells = Object.values(row).map((value) => `<span>${String(value).replace(/</g, "&lt;")}</span>`);
  html.push(`<div class="row">${cells.join("")}</div>`);
}
grid.innerHTML = html.join("");
(window as unknown as { __bench: { probes: ReturnType<typeof installProbes> } }).__bench = {
  probes: installProbes(),
};

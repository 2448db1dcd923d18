import { describe, expect, it } from "vitest";
import { escapeHtml, reportHtml } from "./report-html";

describe("incident report body", () => {
  it("escapes every value, the operator's JSON and the note included", () => {
    const html = reportHtml({
      title: "Informe <Edge> API",
      rows: [["Evento", '<img src=x onerror="alert(1)">']],
      operator: [["Respuesta", { body: "<script>alert('x')</script>" }]],
      note: { label: "Nota", text: "a & b" },
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("Informe &lt;Edge&gt; API");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("<p>a &amp; b</p>");
  });

  it("shows the operator's data as indented JSON", () => {
    const html = reportHtml({ title: "t", rows: [], operator: [["Solicitud", { method: "GET" }]] });
    expect(html).toContain(`<pre>${escapeHtml('{\n  "method": "GET"\n}')}</pre>`);
  });
});

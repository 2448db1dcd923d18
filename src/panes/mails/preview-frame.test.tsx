// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PREVIEW_CSP, previewDocument } from "./preview-document";
import { PreviewFrame } from "./preview-frame";

describe("the mail preview", () => {
  it("renders in a frame sandboxed without allow-scripts", () => {
    render(<PreviewFrame title="Vista previa" html="<p>Hola</p><script>alert(1)</script>" />);
    const frame = screen.getByTitle("Vista previa");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain(`content="${PREVIEW_CSP}"`);
  });

  it("puts the CSP forbidding scripts before any of the template's own markup", () => {
    const inHead = previewDocument('<!doctype html><html><head><script src="x.js"></script></head></html>');
    expect(inHead.indexOf("Content-Security-Policy")).toBeLessThan(inHead.indexOf("<script"));
    expect(inHead.startsWith("<!doctype html><html><head><meta")).toBe(true);
    const noHead = previewDocument("<!DOCTYPE html><body><script>x()</script></body>");
    expect(noHead.startsWith('<!DOCTYPE html><meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(previewDocument("<p>x</p>").startsWith("<meta")).toBe(true);
    expect(PREVIEW_CSP).toContain("script-src 'none'");
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import { IdTagInput } from "./id-tag-input";
import { appendIdTags, type IdTag } from "./id-tags";

afterEach(cleanup);

function Tags() {
  const [tags, setTags] = useState<IdTag[]>([]);
  return (
    <IdTagInput
      label="Ids de tarifa"
      tags={tags}
      onAppend={(texts) => setTags(appendIdTags(tags, texts).tags)}
      onRemove={(text) => setTags(tags.filter((tag) => tag.text !== text))}
      keyPrefix="products.tags"
    />
  );
}

describe("id tag input", () => {
  it("turns pasted text into green and red tags", () => {
    render(<Tags />);
    const input = screen.getByLabelText("Ids de tarifa", { selector: "input" });
    fireEvent.paste(input, { clipboardData: { getData: () => "101 10x 102" } });
    expect(screen.getByLabelText("101 (válido)").dataset.valid).toBe("true");
    expect(screen.getByLabelText("10x (inválido)").dataset.valid).toBe("false");
    fireEvent.change(input, { target: { value: "103" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByLabelText("103 (válido)")).toBeTruthy();
    fireEvent.keyDown(input, { key: "Backspace" });
    expect(screen.queryByLabelText("103 (válido)")).toBeNull();
  });
});

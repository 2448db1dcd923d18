// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DefinitionList } from "./definition-list";

afterEach(cleanup);

describe("DefinitionList", () => {
  it("lays each row out as a term and its definition, in order, leaving out the rows that do not apply", () => {
    const { container } = render(
      <DefinitionList
        items={[["Usuario", "lucia"], false, ["IP", "10.0.0.1"], null, ["Mensaje", "a\nb", "pre"]]}
      />,
    );
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const definitions = screen.getAllByRole("definition").map((definition) => definition.textContent);
    expect(terms).toEqual(["Usuario", "IP", "Mensaje"]);
    expect(definitions).toEqual(["lucia", "10.0.0.1", "a\nb"]);
    expect(container.querySelectorAll("dl > div > dt + dd")).toHaveLength(3);
    expect(screen.getAllByRole("definition")[2].className).toContain("whitespace-pre-wrap");
  });
});

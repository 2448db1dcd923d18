// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import { StatusTag } from "./status-tag";

afterEach(cleanup);

describe("status tag", () => {
  it("gives each state its tone, its text from the caller's key prefix", () => {
    render(
      <>
        <StatusTag status="inactive" keyPrefix="products.states" />
        <StatusTag status="draft" keyPrefix="products.states" />
        <StatusTag status="uat" keyPrefix="products.states" />
        <StatusTag status="prod" keyPrefix="products.states" />
        <StatusTag status="published">Publicada</StatusTag>
      </>,
    );
    expect(screen.getByText("Inactivo").dataset.tone).toBe("default");
    expect(screen.getByText("Borrador").dataset.tone).toBe("info");
    expect(screen.getByText("UAT").dataset.tone).toBe("warning");
    expect(screen.getByText("Producción").dataset.tone).toBe("success");
    expect(screen.getByText("Publicada").dataset.tone).toBe("success");
    expect(screen.getByText("Publicada").dataset.state).toBe("published");
  });
});

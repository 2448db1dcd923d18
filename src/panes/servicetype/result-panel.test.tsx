// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import { ResultPanel } from "./result-panel";

afterEach(cleanup);

describe("the service-type test's outcome", () => {
  it("says 'Resultado OK' on status 0", () => {
    render(
      <ResultPanel outcome={{ status: 0, message: "Resultado OK", request: { a: 1 }, response: { b: 2 } }} />,
    );
    expect(screen.getByRole("status").textContent).toBe("Resultado OK");
  });

  it("shows the error with the request and the response as formatted JSON", () => {
    const request = { account: "5500000000", region: "mexico" };
    const response = { resultCode: "BAL-402" };
    render(
      <ResultPanel outcome={{ status: 1, message: "Saldo insuficiente en la línea.", request, response }} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Error: Saldo insuficiente en la línea.");
    expect(screen.getByText("Petición").nextElementSibling?.textContent).toBe(
      JSON.stringify(request, null, 2),
    );
    expect(screen.getByText("Respuesta").nextElementSibling?.textContent).toBe(
      JSON.stringify(response, null, 2),
    );
  });
});

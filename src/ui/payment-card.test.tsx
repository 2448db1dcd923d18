// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { INACTIVE_BORDER, PaymentCard } from "./payment-card";

afterEach(cleanup);

describe("payment card", () => {
  it("is bordered in its colour, light grey when inactive", () => {
    render(
      <>
        <PaymentCard name="Tarjeta" colour="#ff0000" active />
        <PaymentCard name="Carrier" colour="#ff0000" active={false} />
      </>,
    );
    expect(screen.getByRole("article", { name: "Tarjeta" }).style.borderColor).toMatch(
      /#ff0000|rgb\(255, 0, 0\)/,
    );
    const grey = screen.getByRole("article", { name: "Carrier" }).style.borderColor;
    expect([INACTIVE_BORDER, "rgb(211, 211, 211)"]).toContain(grey);
  });
});

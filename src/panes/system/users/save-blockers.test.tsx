// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { regionTimezoneId } from "./region-timezone";
import { SaveBlockers } from "./save-blockers";
import { initialUserForm, userFormIssues } from "./user-form";

afterEach(cleanup);

describe("create-user form", () => {
  it("names the fields that keep 'Guardar' disabled", () => {
    const form = { ...initialUserForm("create", undefined, 441), tz_id: "2" };
    render(<SaveBlockers issues={userFormIssues(form, "unknown")} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Para guardar falta completar: Nombre de usuario, Correo electrónico y Grupos y roles.",
    );
  });

  it("says nothing once the form can be saved", () => {
    const { container } = render(<SaveBlockers issues={{}} />);
    expect(container.textContent).toBe("");
  });

  it("takes the region's time zone by default", () => {
    const regions = [
      { region_id: 441, name: "mexico", title: "México" },
      { region_id: 748, name: "colombia", title: "Colombia" },
    ];
    const timezones = [
      { tz_id: 1, name: "UTC", title: "(GMT+00:00) UTC", utc_offset: "+00:00" },
      { tz_id: 2, name: "America/Mexico_City", title: "(GMT-06:00) Ciudad de México", utc_offset: "-06:00" },
      { tz_id: 7, name: "America/Bogota", title: "(GMT-05:00) Bogotá", utc_offset: "-05:00" },
    ];
    expect(regionTimezoneId("441", regions, timezones)).toBe("2");
    expect(regionTimezoneId("748", regions, timezones)).toBe("7");
    expect(regionTimezoneId("441", regions, undefined)).toBeUndefined();
  });
});

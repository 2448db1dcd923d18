// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { signIn, signOut } from "../../commands/testing/session-fixture";
import { ProfilePane } from "./profile-pane";

const PROFILE = {
  user_id: 1,
  name: "ana",
  fullname: "Ana Operadora",
  email: "ana@example.com",
  region_id: 441,
  region: "mexico",
  tz_id: 1,
  timezone: { tz_id: 1, name: "America/Mexico_City", title: "(GMT-06:00) Ciudad de México" },
  active: 1,
  root: 0,
  created_at: "2024-01-01T00:00:00.000Z",
  last_login: null,
  profiles: "",
  group_profiles: [],
};

type Answer = { http: number; body: unknown };
let profileAnswer: () => Answer;

const json = ({ http, body }: Answer) =>
  new Response(JSON.stringify(body), { status: http, headers: { "content-type": "application/json" } });
const failure = (http: number, error: string, message: string, datafield?: string): Answer => ({
  http,
  body: {
    status: http === 200 ? 1 : http,
    result: null,
    error,
    extra: datafield ? { datafield } : null,
    message,
  },
});

beforeEach(() => {
  sessionStorage.clear();
  signIn(["user"]);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://adm.test");
    if (url.pathname === "/services/profile") return json(profileAnswer());
    return json({ http: 200, body: { status: 0, result: {}, error: null, extra: null, message: "" } });
  });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.restoreAllMocks();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfilePane paneId="p1" params={{}} setParams={vi.fn()} focused />
    </QueryClientProvider>,
  );
}

describe("own profile load failures (spec 1 §8)", () => {
  it("a failure naming the token datafield signs out to login with the server's message", async () => {
    profileAnswer = () => failure(200, "token_invalid", "Token inválido o vencido", "token");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    show();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
    expect(JSON.parse(sessionStorage.getItem("adm.flash") ?? "{}")).toMatchObject({
      title: "session.errors.tokenExpired",
      text: "Token inválido o vencido",
    });
    expect(screen.queryByText("Error cargando datos.")).toBeNull();
  });

  it("any other failure shows the 'Error' / 'Error cargando datos.' alert and an inline retry that reloads", async () => {
    profileAnswer = () => failure(500, "error_generic", "");
    const alert = vi.spyOn(toast, "error");
    show();
    const retry = await screen.findByRole("button", { name: "Reintentar" });
    expect(screen.getByRole("alert").textContent).toContain("Error cargando datos.");
    expect(alert).toHaveBeenCalledWith(
      "Error",
      expect.objectContaining({ description: "Error cargando datos." }),
    );
    profileAnswer = () => ({
      http: 200,
      body: { status: 0, result: PROFILE, error: null, extra: null, message: "" },
    });
    fireEvent.click(retry);
    await screen.findByText("Ana Operadora");
  });
});

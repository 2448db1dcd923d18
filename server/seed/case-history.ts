import { subscriberSubject } from "../../src/contract/consumption-history.ts";
import type { AuditDetail } from "../../src/contract/logs.ts";
import { END_USER_FIXTURES } from "./end-user-fixtures.ts";

// A few case-history rows about the documented subscribers (issue 32), so a subscriber's history is not empty
// on first use. Worded as the consumption routes word their audit rows (server/consumption/routes.ts).

export type CaseHistoryRow = {
  user: string;
  url: string;
  action: string;
  message: string;
  subject: string;
  detail: AuditDetail | null;
};

const fixture = (email: string) => {
  const found = END_USER_FIXTURES.find((f) => f.email === email);
  if (!found) throw new Error(`No end-user fixture ${email}`);
  return found;
};

/** The id a fixture's subscription gets: fixtures are inserted first, in order, so ids count from 1. */
function fixtureSubscriptionId(email: string, title: string): number {
  let id = 0;
  for (const f of END_USER_FIXTURES)
    for (const s of f.subscriptions) {
      id += 1;
      if (f.email === email && s.title === title) return id;
    }
  throw new Error(`No fixture subscription ${title} of ${email}`);
}

function lookup(operator: string, email: string): CaseHistoryRow {
  const f = fixture(email);
  return {
    user: operator,
    url: "/services/consulta_consumo/user/byemail",
    action: "end_user_lookup",
    message: `Consulta por correo · usuario ${f.id_usuario} <${f.email}> · región ${f.region}`,
    subject: subscriberSubject(f.region, f.id_usuario),
    detail: null,
  };
}

function cancellation(operator: string, email: string, title: string, reason: string): CaseHistoryRow {
  const f = fixture(email);
  const id = fixtureSubscriptionId(email, title);
  return {
    user: operator,
    url: "/services/consulta_consumo/subscription/cancel",
    action: "subscription_cancel",
    message: `Suscripción ${id} (${title}) cancelada · usuario ${f.id_usuario} <${f.email}> · región ${f.region} · motivo: ${reason}`,
    subject: subscriberSubject(f.region, f.id_usuario),
    detail: {
      before: { subscription: `${id} (${title})`, status: "active" },
      after: { status: "cancelled" },
      reason,
    },
  };
}

/** Juan's cancelled Claro música Premium (cancelled in the fixtures) and look-ups of Juan and María. */
export const CASE_HISTORY_ROWS: readonly CaseHistoryRow[] = [
  lookup("soporte@adm.test", "juan.perez@correo.test"),
  cancellation(
    "soporte@adm.test",
    "juan.perez@correo.test",
    "Claro música Premium",
    "El cliente pidió la baja por teléfono",
  ),
  lookup("consulta@adm.test", "juan.perez@correo.test"),
  lookup("consulta@adm.test", "maria.lopez@correo.test"),
];

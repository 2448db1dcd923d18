import { fetchNow } from "../../../api/query-client";
import type { ArgItem, CommandContext, Enablement } from "../../../commands/types";
import { searchRates } from "../domain/api";
import type { RateView } from "../domain/model";
import { rateViewQuery } from "../domain/queries";
import { rateState } from "../domain/rules";

// Finding a rate from the palette: a pasted id is looked up directly, other text searches by name. Each
// choice carries the reason its command refuses it (the same rule the card's menu uses).

export const RATE_ID = /^\d{1,12}$/;

export async function findRatesFor(text: string, signal: AbortSignal): Promise<RateView[]> {
  const query = text.trim();
  if (RATE_ID.test(query)) {
    const rate = await fetchNow(rateViewQuery(Number(query))).catch(() => undefined);
    return rate ? [rate] : [];
  }
  if (query.length < 3) return [];
  return searchRates(query, signal);
}

export function rateItem<A>(
  ctx: CommandContext,
  rate: RateView,
  value: A,
  rule?: (rate: RateView) => Enablement,
): ArgItem<A> {
  const verdict = rule?.(rate) ?? true;
  return {
    id: String(rate.id),
    label: `${rate.id} · ${rate.name}`,
    detail: `${ctx.t(`products.states.${rateState(rate)}`)} · ${rate.plan} · ${rate.region}`,
    reason:
      verdict === true ? undefined : ctx.t(verdict === false ? "commands.errors.disabled" : verdict.reason),
    value,
  };
}

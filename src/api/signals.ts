import type { PagedRequest } from "../contract/paging";
import { type SignalPayload, type SignalSortField, signalCalls } from "../contract/signals";
import { type CallOptions, callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { Signal, SignalPayload } from "../contract/signals";

export const signalKeys = {
  signals: queryKeysFactory("signals", "signal"),
  products: queryKeysFactory("signals", "payway"),
};

export type SignalListRequest = PagedRequest<SignalSortField, "fromQuantity"> & {
  /** Activo, Programado, Historico, or both of the first two. */
  status?: "0" | "1" | "2" | "current";
};

/** An empty search and no status are not sent. */
export const fetchSignals = ({ search, status, ...request }: SignalListRequest, options?: CallOptions) =>
  callService(
    signalCalls.listSignals,
    { query: { ...request, ...(search ? { search } : {}), ...(status ? { status } : {}) } },
    options,
  );

/** Spec 2 §7: PUT when the signal has an _id, else POST. */
export const saveSignal = (payload: SignalPayload, id?: string) =>
  id
    ? callService(signalCalls.updateSignal, { body: { ...payload, _id: id } })
    : callService(signalCalls.createSignal, { body: payload });

export const cancelSignal = (id: string) =>
  callService(signalCalls.cancelSignal, { params: { signal_id: id } });

export const republishSignal = (id: string) =>
  callService(signalCalls.republishSignal, { params: { signal_id: id } });

export const fetchPaywayProducts = () => callService(signalCalls.listPaywayProducts);

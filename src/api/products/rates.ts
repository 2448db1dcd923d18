import {
  productCloneJobCalls as cloneJob,
  type PaymentUpdate,
  productRateCalls as rates,
} from "../../contract/products/index";
import { callService } from "../call";

// The catalogue's rates, their payment lines and e-mails, and the clone (src/contract/products/rates.ts,
// clone-job.ts, spec 3 §7).

/** One payment line of a rate: method, user type and currency ids. */
export type PaymentLine = { payment_method_id: number; user_type: number; currency: number };

const rate = (rateId: number) => ({ params: { rate_id: rateId } });
export const getRate = (rateId: number, signal?: AbortSignal) =>
  callService(rates.getRate, rate(rateId), { signal });
export const changeRateStatus = (rateId: number, active: 0 | 1) =>
  callService(rates.changeRateStatus, { ...rate(rateId), body: { active } });
export const changePaymentStatus = (rateId: number, line: PaymentLine, active: 0 | 1) =>
  callService(rates.changePaymentStatus, { ...rate(rateId), body: { ...line, active } });
export const updatePayment = (rateId: number, body: PaymentUpdate) =>
  callService(rates.updatePayment, { ...rate(rateId), body });
export const publishRate = (rateId: number) => callService(rates.publishRate, rate(rateId));
export const generateUat = (rateId: number) => callService(rates.generateUat, rate(rateId));
export const deleteRate = (rateId: number) => callService(rates.deleteRate, rate(rateId));
export const validateCloneRates = (ids: number[]) =>
  callService(rates.validateCloneRates, { body: { data: ids } });
export const cloneRates = (ids: number[]) => callService(rates.cloneRates, { body: { data: ids } });
export const startCloneJob = (ids: number[]) => callService(cloneJob.startCloneJob, { body: { data: ids } });
export const getMail = (keyEmail: string, region: string, signal?: AbortSignal) =>
  callService(rates.getMail, { query: { key_email: keyEmail, region_name: region } }, { signal });

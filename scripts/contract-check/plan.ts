import { PHONE_TYPES } from "../../src/contract/consumption.ts";
import { EDGE_AREAS, EDGE_INTERVALS } from "../../src/contract/dashboard-rules.ts";
import { NAME_KINDS } from "../../src/contract/products/wizard-shapes.ts";

// Where a read call's input comes from: a path parameter is always found in another call's answer (the first
// row of a list, say), a query field where the schema's minimal example would find nothing. A call whose
// input cannot be found is reported as not exercised, with the reason.

/** A step into an answer: a field, an index, or "*" (the first item whose rest of the path has a value). */
export type Step = string | number;

export type Source =
  /** A value read in the answer (result) of another read call. */
  | { from: string; at: readonly Step[] }
  /** A declared value, where a field needs a meaningful one. */
  | { value: unknown };

export type CallPlan = { params?: Record<string, Source>; query?: Record<string, Source> };

/** The value at a path of an answer, or undefined. */
export function valueAt(value: unknown, path: readonly Step[]): unknown {
  if (path.length === 0) return value === null ? undefined : value;
  const [step, ...rest] = path;
  if (step === "*")
    return Array.isArray(value)
      ? value.map((item) => valueAt(item, rest)).find((found) => found !== undefined)
      : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  return valueAt((value as Record<Step, unknown>)[step], rest);
}

const from = (call: string, ...at: Step[]): Source => ({ from: call, at });

const value = (given: unknown): Source => ({ value: given });

const area = { area: value(EDGE_AREAS[0]) };
const edgeUser = from("dashboard.listUsers", "users", 0, "id");
const edge = from("dashboard.listUsers", "users", 0, "edge_id");
const device = from("dashboard.listDevices", "devices", 0, "id");
const usersWindow = value(EDGE_INTERVALS.users);
const content = from("dashboard.listContents", "contents", 0, "content_id");
const endUser = (field: string) => from("agu.listEndUsers", "data", 0, field);
const filterId = from("filters.listFilters", 0, "filters", 0, "filter_id");
const mail = { id_mail: from("mails.listMails", "data", 0, "id_mail") };
const mailRegion = { mail_region: from("mails.listMails", "data", 0, "region") };
const partition = from("apa.getMetadata", "APA_PARTITIONS", 0, "value");
const plan = from("products.listFamilies", "families", "*", "products", 0, "id");
const rate = from("products.listPromotionRates", 0, "rate_id");
const region = from("products.listRegions", 0, "region_id");
const group = from("system.listGroups", 0, "group_id");
const role = (field: string) => from("system.listRoles", 0, field);

export const READ_PLAN: Record<string, CallPlan> = {
  "apa.getDocuments": { params: { partition } },
  "apa.listHistory": { query: { partition } },
  "base.listGroupProfiles": { params: { group_id: from("base.listActiveGroups", 0, "group_id") } },
  "consumption.searchUsers": { query: { term: endUser("email") } },
  "consumption.findUserByEmail": { query: { email: endUser("email") } },
  "consumption.findUserById": { query: { id_usuario: endUser("id_usuario") } },
  "consumption.findUserByPhone": {
    query: { phone: from("agu.listEndUsers", "data", "*", "phone_telmex"), type: value(PHONE_TYPES[0]) },
  },
  "consumption.listSubscriptions": { query: { user_hash: endUser("user_hash") } },
  "dashboard.listEdges": { params: area },
  "dashboard.getHistogram": { params: area },
  "dashboard.listUsers": { params: area },
  "dashboard.listDevices": { params: area, query: { user_id: edgeUser, edge_id: edge } },
  // The device's contents and events over the users' window (their default window is shorter).
  "dashboard.listContents": {
    params: area,
    query: { user_id: edgeUser, edge_id: edge, device_id: device, interval: usersWindow },
  },
  "dashboard.listEvents": {
    params: area,
    query: {
      user_id: edgeUser,
      edge_id: edge,
      device_id: device,
      content_id: content,
      interval: usersWindow,
    },
  },
  "dashboard.getEvent": { params: { ...area, id: from("dashboard.listEvents", "events", 0, "id") } },
  "dummy.getDemoRole": { params: { role_id: from("dummy.listDemoRoles", 0, "role_id") } },
  "filters.getFilter": { params: { filter_id: filterId } },
  "filters.listFilterContents": { query: { id: filterId } },
  "filters.listFilterCriteria": { query: { id_filtro: filterId } },
  "filters.listAvailableContents": { query: { filter_id: filterId } },
  "filters.exportFilterContents": { query: { filter_id: filterId } },
  "filters.listCriterionValues": { query: { criterio_id: from("filters.listCriteria", 0, "criterio_id") } },
  "jobs.getJob": { params: { job_id: from("jobs.listJobs", 0, "job_id") } },
  "mails.getMail": { params: mail, query: mailRegion },
  "mails.previewMail": { params: mail, query: mailRegion },
  "mails.checkMailId": { params: mail, query: mailRegion },
  "mails.findMails": { params: mail },
  "products.checkNameAvailability": { params: { kind: value(NAME_KINDS[0]) } },
  "products.getMail": {
    query: { key_email: mail.id_mail, region_name: mailRegion.mail_region },
  },
  "products.getPlan": { params: { product_id: plan } },
  "products.getPlanWizardStep": { params: { product_id: plan, step: value(1) } },
  "products.listRatesByProduct": { query: { product_id: plan } },
  "products.listPromotionPlans": { query: { product_id: plan } },
  "products.getPromotion": {
    params: { promotion_id: from("products.listPromotions", "promotions", 0, "id") },
  },
  "products.getRate": { params: { rate_id: rate } },
  "products.getRateWizardStep": { params: { rate_id: rate } },
  "products.listRatesResume": { query: { rates_id: rate } },
  "products.listCatalogueItems": { params: { region_id: region } },
  "products.listFilterContents": { params: { filter_id: filterId } },
  "signals.getSignal": { params: { signal_id: from("signals.listSignals", "openstreams", 0, "_id") } },
  "system.checkRoleName": { params: { name: role("name") } },
  "system.getGroup": { params: { group_id: group } },
  "system.listGroupRoles": { params: { group_id: group } },
  "system.getModule": { params: { module_id: from("system.listModules", 0, "module_id") } },
  "system.getRole": { params: { profile_id: role("profile_id") } },
  "system.getUser": { params: { user_id: from("system.listUsers", "data", 0, "user_id") } },
};

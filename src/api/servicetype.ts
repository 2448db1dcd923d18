import { type ServiceTestPayload, serviceTypeCalls } from "../contract/servicetype";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { ServiceTestPayload, ServiceType } from "../contract/servicetype";

export const serviceTypeKeys = queryKeysFactory("servicetype", "types");

export const fetchServiceTypes = () => callService(serviceTypeCalls.listServiceTypes);
export const runServiceTest = (payload: ServiceTestPayload) =>
  callService(serviceTypeCalls.runServiceTest, { body: payload });

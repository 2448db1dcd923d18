import { paneKindId } from "../../workspace/kinds";

// The service-type test screen (spec 2 §2 /index/servicetype).
export const SERVICE_TEST = paneKindId("servicetype.test");

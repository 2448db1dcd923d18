import type { z } from "zod";
import { type createModuleBody, moduleCalls } from "../contract/system-modules";
import { callService } from "./call";
import { recordWrites } from "./record-writes";

export type { ModuleRow } from "../contract/system-modules";
export type ModulePayload = z.input<typeof createModuleBody>;

export const fetchModules = () => callService(moduleCalls.listModules, { query: { all: 1 } });

const writes = recordWrites(moduleCalls, "Module", "module_id");
export const { create: createModule, update: updateModule, remove: deleteModule } = writes;

export const setModuleVisible = (id: number, visible: 0 | 1) =>
  callService(moduleCalls.setModuleVisible, { params: { module_id: id }, body: { visible } });

import type { z } from "zod";
import { type createModuleBody, moduleCalls } from "../contract/system-modules";
import { callService } from "./call";

export type { ModuleRow } from "../contract/system-modules";
export type ModulePayload = z.input<typeof createModuleBody>;

export const fetchModules = () => callService(moduleCalls.listModules, { query: { all: 1 } });

export const createModule = (payload: ModulePayload) =>
  callService(moduleCalls.createModule, { body: payload });

export const updateModule = (id: number, payload: Partial<ModulePayload>) =>
  callService(moduleCalls.updateModule, { params: { module_id: id }, body: payload });

/** The reason, when given, is kept in the audit row of the deletion. */
export const deleteModule = (id: number, reason?: string) =>
  callService(moduleCalls.deleteModule, { params: { module_id: id }, query: reason ? { reason } : {} });

export const setModuleVisible = (id: number, visible: 0 | 1) =>
  callService(moduleCalls.setModuleVisible, { params: { module_id: id }, body: { visible } });

import { api } from "./client";

/** A row of GET /services/system/module?all=1. */
export type ModuleRow = {
  module_id: number;
  name: string;
  title: string;
  active: number;
  visible: number;
  verify_region: boolean;
  groups: number;
};

export type ModulePayload = {
  name: string;
  title: string;
  active: 0 | 1;
  visible: 0 | 1;
  verify_region: 0 | 1;
};

export const fetchModules = () => api<ModuleRow[]>("/system/module", { query: { all: 1 } });

export const createModule = (payload: ModulePayload) =>
  api<ModuleRow>("/system/module", { method: "POST", body: payload });

export const updateModule = (id: number, payload: Partial<ModulePayload>) =>
  api<ModuleRow>(`/system/module/${id}`, { method: "PUT", body: payload });

export const deleteModule = (id: number) =>
  api<{ module_id: number }>(`/system/module/${id}`, { method: "DELETE" });

export const setModuleVisible = (id: number, visible: 0 | 1) =>
  api<ModuleRow>(`/system/module/visible/${id}`, { method: "PUT", body: { visible } });

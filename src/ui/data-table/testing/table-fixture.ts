import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";
import type { Column } from "../types";

// The rows, columns and grid helpers the data table's tests share.

export type Row = { id: number; name: string; score: number };
export const MILLION = 1_000_000;
export const rows: Row[] = Array.from({ length: MILLION }, (_, id) => ({
  id,
  name: `user ${id}`,
  score: (id * 37) % 1000,
}));
export const columns: Column<Row>[] = [
  { id: "id", header: "ID", value: (r) => r.id, sortable: true, width: 80 },
  { id: "name", header: "Nombre", value: (r) => r.name, sortable: true },
  { id: "score", header: "Puntos", value: (r) => r.score, align: "right", hidden: true },
];

export function grid() {
  return screen.getByRole("grid");
}

export function activeRow(): HTMLElement {
  const id = grid().getAttribute("aria-activedescendant");
  expect(id).toBeTruthy();
  const row = document.getElementById(id as string);
  expect(row).not.toBeNull();
  return row as HTMLElement;
}

export function key(name: string, init: Partial<KeyboardEventInit> = {}) {
  fireEvent.keyDown(grid(), { key: name, ...init });
}

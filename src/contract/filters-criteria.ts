import { z } from "zod";
import { defineCalls } from "./define.ts";
import {
  CRITERION,
  common,
  criterionTarget,
  FOUND,
  filtros,
  id,
  idsTextBodyLimit,
  page,
  separator,
  text,
  values,
} from "./filters-inputs.ts";
import { criterion, criterionValue, itemType, OPERATORS, VALUES_PAGE_SIZE } from "./filters-shapes.ts";

// An automatic filter's criteria (spec 2 §6): the criteria, their values, saving, subtracting and deleting one.

export const filterCriterionCalls = defineCalls("filters", {
  listCriteria: {
    ...common,
    summary: "The criteria a content type offers",
    method: "GET",
    path: "/v2/filters/criteria",
    query: z.object({ item_type: itemType }),
    result: z.array(criterion),
    access: filtros("view"),
  },
  listFilterCriteria: {
    ...common,
    summary: "A filter's criteria with their operator and chosen values",
    method: "GET",
    path: "/v2/filters/criteria/filter",
    query: z.object({ id_filtro: id }),
    result: z.array(criterion),
    errors: FOUND,
    access: filtros("view"),
  },
  listCriterionValues: {
    ...common,
    summary: "Values of a criterion, 50 a page, searched in lower case",
    method: "GET",
    path: "/v2/filters/criteria/values",
    query: z.object({
      criterio_id: id,
      item_type: itemType.optional(),
      search: text(150).default(""),
      from: page.from,
      quantity: z.coerce
        .number<number | string>()
        .int()
        .min(1)
        .max(VALUES_PAGE_SIZE)
        .default(VALUES_PAGE_SIZE),
    }),
    result: z.object({ values: z.array(criterionValue), total: z.int() }),
    errors: ["filter_criterion_unknown"],
    access: filtros("view"),
  },
  saveCriterion: {
    ...common,
    summary: "Adds a criterion to an automatic filter, or values to it; a null operator is refused",
    method: "POST",
    path: "/v2/filters/criteria",
    query: criterionTarget,
    body: z.object({
      valor: values,
      operador: z.enum(OPERATORS).nullable().optional(),
      separador: separator,
    }),
    result: z.object({ criterio_id: z.int(), operator: z.enum(OPERATORS), added: z.int() }),
    errors: [...CRITERION, "filter_criterion_operator", "filter_criterion_values", "filter_type_fixed"],
    access: filtros("edit"),
    bodyLimit: idsTextBodyLimit,
  },
  subtractCriterion: {
    ...common,
    summary: "Removes values from a filter's criterion",
    method: "POST",
    path: "/v2/filters/criteria/subtract",
    query: criterionTarget,
    body: z.object({ valor: values, separador: separator }),
    result: z.object({ criterio_id: z.int(), removed: z.int() }),
    errors: [...CRITERION, "filter_type_fixed"],
    access: filtros("edit"),
    bodyLimit: idsTextBodyLimit,
  },
  deleteCriterion: {
    ...common,
    summary: "Removes a criterion from a filter",
    method: "DELETE",
    path: "/v2/filters/criteria",
    query: z.object({ id_filtro: id, criteria: id }),
    result: z.object({ criterio_id: z.int() }),
    errors: [...CRITERION, "filter_type_fixed"],
    access: filtros("edit"),
  },
});

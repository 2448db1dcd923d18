import { useEffect, useRef } from "react";
import type { FamilyView } from "../domain/model";
import { familyHolds } from "./reveal";

type ListPage = { families: readonly FamilyView[]; loading: boolean; placeholder: boolean };

/**
 * "Abrir tarifa": the list (5 families a page, server-paged) pages on until the family holding the rate shows,
 * once per rate; it gives up on the last page, so paging by hand afterwards is left alone.
 */
export function useRevealFamilyPage(
  rateId: number | undefined,
  list: ListPage,
  page: number,
  pages: number,
  setPage: (page: number) => void,
) {
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (rateId === undefined || done.current === rateId || list.loading || list.placeholder) return;
    if (list.families.some(familyHolds(rateId)) || page + 1 >= pages) done.current = rateId;
    else setPage(page + 1);
  }, [rateId, list.families, list.loading, list.placeholder, page, pages, setPage]);
}

import { useEffect, useMemo, useState } from "react";
import type { PageRequest, ServerSource } from "../ui/data-table";

// A server list shown one numbered page at a time (spec 2 §2's filters list: page sizes 10/25/50 with a
// numeric paginator) instead of one scrolled list: the table holds the current page's rows and the pager
// moves between pages. The wrapped source asks the server for rows of that page only.

export type NumberedPages = { page: number; pages: number; onPage(page: number): void };

export function useNumberedPages<Row>(source: ServerSource<Row>): {
  source: ServerSource<Row>;
  pager: NumberedPages;
} {
  const size = source.pageSize ?? 25;
  const [page, setPage] = useState(0);
  const [filtered, setFiltered] = useState(0);
  const pages = Math.ceil(filtered / size);

  // Another source (a status, a page size) starts again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the source's identity is what changed
  useEffect(() => setPage(0), [source]);
  // A search that leaves fewer pages moves to the last one there is.
  useEffect(() => {
    if (pages > 0 && page >= pages) setPage(pages - 1);
  }, [page, pages]);

  const paged = useMemo<ServerSource<Row>>(
    () => ({
      ...source,
      queryKey: [...source.queryKey, { page, size }],
      fetchPage: async (request: PageRequest) => {
        const first = page * size;
        const quantity = Math.max(1, Math.min(request.quantity, size - request.from));
        const answer = await source.fetchPage({ ...request, from: first + request.from, quantity });
        setFiltered(answer.filtered);
        const onPage = Math.min(size, Math.max(0, answer.filtered - first));
        return {
          rows: answer.rows.slice(0, Math.max(0, onPage - request.from)),
          total: onPage,
          filtered: onPage,
        };
      },
    }),
    [source, page, size],
  );
  return { source: paged, pager: { page, pages, onPage: setPage } };
}

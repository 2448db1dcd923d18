import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { VisitLoaded } from "./selection-reader";
import { BLOCK_SIZE, blockRequest, blocksFor, paramsKey } from "./server-blocks";
import type { PageResult, ServerSource, SortState } from "./types";

const STALE_MS = 30_000;

export type ServerRows<Row> = {
  /** Rows matching the search (null until the first answer). */
  count: number | null;
  total: number | null;
  rowAt: (index: number) => Row | undefined;
  /** Rows of positions from..to held in the cache for the current sort + search, in order. */
  visitLoaded: VisitLoaded<Row>;
  /** Block n of the current sort + search, from the cache when held (ranges and exports read these). */
  readBlock: (block: number) => Promise<readonly Row[]>;
  fetching: boolean;
  error: Error | null;
};

/**
 * Server rows in blocks of the source's page size for the rendered range, through react-query. After a sort or search
 * change each block shows the previous answer for the same block until its own arrives.
 */
export function useServerRows<Row>(
  source: ServerSource<Row>,
  sort: SortState | undefined,
  search: string,
  range: { first: number; last: number },
): ServerRows<Row> {
  const queryClient = useQueryClient();
  const { queryKey, fetchPage } = source;
  const size = source.pageSize ?? BLOCK_SIZE;
  // Callers often pass a fresh queryKey array each render: key on its content.
  const prefixHash = JSON.stringify(paramsKey(queryKey, sort, search));
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefixHash stands for queryKey, sort and search
  const prefix = useMemo(() => paramsKey(queryKey, sort, search), [prefixHash]);
  const shown = useRef<{ hash: string; prefix: unknown[]; count: number | null; total: number | null }>({
    hash: prefixHash,
    prefix,
    count: null,
    total: null,
  });
  const previous = shown.current;
  const current = previous.hash === prefixHash ? previous : null;
  const knownCount = current?.count ?? null;

  const blocks = blocksFor(range.first, range.last, knownCount, size);
  const results = useQueries({
    queries: blocks.map((block) => ({
      queryKey: [...prefix, block],
      queryFn: () => fetchPage(blockRequest(block, sort, search, size)),
      placeholderData: () => queryClient.getQueryData<PageResult<Row>>([...previous.prefix, block]),
      staleTime: STALE_MS,
    })),
  });

  const byBlock = new Map<number, PageResult<Row>>();
  let fresh: PageResult<Row> | undefined;
  let stale: PageResult<Row> | undefined;
  results.forEach((result, i) => {
    if (!result.data) return;
    byBlock.set(blocks[i], result.data);
    if (result.isPlaceholderData) stale ??= result.data;
    else fresh ??= result.data;
  });
  const answer = fresh ?? stale;
  const count = fresh ? fresh.filtered : (knownCount ?? answer?.filtered ?? null);
  const total = answer?.total ?? current?.total ?? null;

  useEffect(() => {
    if (fresh) shown.current = { hash: prefixHash, prefix, count: fresh.filtered, total: fresh.total };
  });

  const rowAt = (index: number) => {
    const block = Math.floor(index / size);
    return byBlock.get(block)?.rows[index - block * size];
  };

  const visitLoaded = useCallback<VisitLoaded<Row>>(
    (from, to, visit) => {
      const entries = queryClient
        .getQueriesData<PageResult<Row>>({ queryKey: prefix })
        .map(([key, data]) => ({ block: key[key.length - 1] as number, rows: data?.rows ?? [] }))
        .sort((a, b) => a.block - b.block);
      for (const { block, rows } of entries) {
        const start = block * BLOCK_SIZE;
        for (let index = Math.max(from, start); index <= to && index - start < rows.length; index++)
          visit(index, rows[index - start]);
      }
    },
    [queryClient, prefix],
  );

  // An export's read of blocks never loaded: asked once, so a server that cannot be reached fails the export
  // with its reason at once, instead of the cache's retries holding it at "0 rows read" until the server is back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefix stands for queryKey, sort and search
  const readBlock = useCallback(
    (block: number) =>
      queryClient
        .fetchQuery({
          queryKey: [...prefix, block],
          queryFn: () => fetchPage(blockRequest(block, sort, search)),
          staleTime: STALE_MS,
          retry: false,
        })
        .then((page) => page.rows),
    [queryClient, prefix, fetchPage],
  );

  return {
    count,
    total,
    rowAt,
    visitLoaded,
    readBlock,
    fetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

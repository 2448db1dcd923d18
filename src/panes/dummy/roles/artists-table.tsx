import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type Artist, dummyKeys, fetchArtists } from "../../../api/dummy";
import { Button } from "../../../ui/button";
import { type Column, DataTable } from "../../../ui/data-table";

/** The sample artist table (spec 2 §2), read from the console's static data file. */
export function ArtistsTable() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: dummyKeys.artists(),
    queryFn: ({ signal }) => fetchArtists(signal),
    staleTime: Infinity,
  });
  const columns = useMemo<Column<Artist>[]>(() => {
    const c = (key: string) => t(`dummy.artists.columns.${key}`);
    return [
      { id: "id", header: c("id"), value: (a) => a.id, width: 60, sortable: true },
      { id: "name", header: c("name"), value: (a) => a.name, width: 200, sortable: true },
      { id: "country", header: c("country"), value: (a) => a.country, width: 120, sortable: true },
      { id: "genre", header: c("genre"), value: (a) => a.genre, width: 160, sortable: true },
      { id: "since", header: c("since"), value: (a) => a.since, width: 90, align: "right", sortable: true },
      { id: "album", header: c("album"), value: (a) => a.album, width: 260, sortable: true },
    ];
  }, [t]);
  const rows = query.data;
  const source = useMemo(() => ({ kind: "client" as const, rows: rows ?? [] }), [rows]);
  return (
    <section aria-labelledby="dummy-artists" className="flex min-h-0 flex-1 flex-col p-2">
      <h2 id="dummy-artists" className="mb-1 text-sm font-semibold">
        {t("dummy.artists.title")}
      </h2>
      {query.isError ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
          {t("common.errorLoading")}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : (
        <DataTable
          ariaLabel={t("dummy.artists.title")}
          columns={columns}
          source={source}
          rowKey={(a) => a.id}
          exportTitle="ArtistFile"
          emptyText={query.isPending ? t("dummy.artists.loading") : t("dummy.artists.empty")}
        />
      )}
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import {
  aguKeys,
  type DirectorySortField,
  directorySearch,
  type DirectoryFilters as Filters,
  fetchDirectoryPage,
  MIN_SEARCH,
  SEARCH_KINDS,
  type SearchBy,
} from "../../api/agu";
import { regionsQuery } from "../../api/base";
import { aguCalls } from "../../contract/agu";
import { ListScreen } from "../../kit/list-screen";
import { dataTablesPage, fromQuantity, serverList } from "../../kit/paging";
import { PersonalDataNote } from "../../kit/personal-data-note";
import { regionChoices } from "../../permissions/choices";
import { type SessionUser, session } from "../../session/store";
import type { PaneProps } from "../../workspace/types";
import { OPEN_CONSUMPTION } from "./commands";
import { useDirectoryColumns } from "./directory-columns";
import { DirectoryFilters } from "./directory-filters";

const isSearchBy = (value: string | undefined): value is SearchBy => SEARCH_KINDS.includes(value as SearchBy);

/**
 * AGU end-user administration (spec 1 §2, module clients): the server-paged directory of every end user the
 * operator's regions hold, searched by e-mail, name, phone or user hash. Enter opens the row's consumption.
 * The region filter and the search kind live in the pane's params, so a link or a reload keeps them.
 */
export function DirectoryPane({ paneId, params, setParams }: PaneProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const regions = useQuery(regionsQuery());
  const choices = useMemo(
    () => (snap.user ? regionChoices(snap.user as SessionUser, regions.data ?? []) : []),
    [snap.user, regions.data],
  );
  const titles = useMemo(() => new Map(choices.map((r) => [r.name, r.title])), [choices]);
  const columns = useDirectoryColumns(paneId, titles);
  const userRegion = params.region ?? "";
  const by: SearchBy = isSearchBy(params.by) ? params.by : "auto";
  const [search, setSearch] = useState("");

  const source = useMemo(
    () => {
      const filters: Filters = { userRegion, by };
      return serverList({
        queryKey: aguKeys.list(filters),
        // The spec gives no figures: this console's 100 rows a request and 400 ms pause after typing.
        dialect: fromQuantity<DirectorySortField>({ pageSize: 100, searchDelayMs: 400 }),
        defaultSort: { field: "id_usuario", order: "asc" },
        call: aguCalls.listEndUsers,
        fetch: (request) => {
          setSearch(request.search);
          return fetchDirectoryPage(request, filters);
        },
        read: dataTablesPage,
      });
    },
    // Region and tenant are in the key; a change of either remounts the pane (see Shell).
    [userRegion, by],
  );

  const meant = directorySearch(search, by);
  const emptyText =
    meant.kind !== "none" && meant.tooShort
      ? t(`agu.hints.tooShort.${meant.kind}`, { count: MIN_SEARCH[meant.kind] })
      : t("agu.empty");

  return (
    <ListScreen
      exportTitle="AguUserFile"
      columns={columns}
      source={source}
      rowKey={(row) => row.id_usuario}
      emptyText={emptyText}
      activate={OPEN_CONSUMPTION}
      notice={<PersonalDataNote module="clients" />}
      toolbar={
        <DirectoryFilters
          regions={choices}
          region={userRegion}
          by={by}
          onChange={(next) => setParams({ ...params, region: next.region, by: next.by })}
        />
      }
    />
  );
}

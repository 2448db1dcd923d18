// Named filters of the seed, at both scales (tests and the end-to-end suite use them). All belong to region
// mexico and tenant video unless said otherwise. Contents are counted at the small scale.

export const FILTER_FIXTURES = {
  /** Automatic, videos: Género OR acción/aventura and Año OR 2024–2026. */
  actionReleases: { id: 1001, name: "Estrenos de acción" },
  /** Manual, videos: the first movies of the catalogue (800 small, 30,000 large). */
  catalogueMovies: { id: 1002, name: "Películas del catálogo" },
  /** Manual, videos: the first 20 movies, in order. */
  manualPicks: { id: 1003, name: "Selección manual de películas", contents: 20 },
  /** Automatic, series: Clasificación OR AA/A and Género NOT terror. */
  familySeries: { id: 1004, name: "Series familiares" },
  /** Automatic, audios, tenant music: Género OR latina/regional mexicana. */
  latinMusic: { id: 1005, name: "Música latina" },
  /** Manual, videos: 10 movies and 5 contents the catalogue no longer has (spec 2 §8 null contents). */
  retired: { id: 1006, name: "Contenidos retirados", contents: 10, missing: 5 },
  /** Manual, videos, active but without a name: it cannot be published. */
  unnamed: { id: 1007, name: null },
  /** Manual, seasons, inactive. */
  seasonDraft: { id: 1008, name: "Borrador de temporadas" },
  /** Manual, videos: every video of the catalogue (more than the search partition takes). */
  allVideos: { id: 1009, name: "Todos los videos" },
  /** Manual, albums, tenant music. */
  albums: { id: 1010, name: "Álbumes destacados" },
  /** Automatic, talents. */
  talents: { id: 1011, name: "Talentos del cine" },
  /** Manual, filters as contents. */
  coverFilters: { id: 1012, name: "Filtros de portada" },
  /** Automatic, videos, region chile. */
  chileanCinema: { id: 1013, name: "Cine con derechos en Chile" },
} as const;

/** Ids of catalogue contents that no longer exist, named by the `retired` fixture. */
export const MISSING_CONTENT_IDS = [9_999_001, 9_999_002, 9_999_003, 9_999_004, 9_999_005];

/** Generated filters start here. */
export const GENERATED_FILTER_FIRST_ID = 2_000;

import type { ItemType } from "../../src/contract/filters.ts";
import { type BulkLoader, rowBuffer } from "../seed/loader.ts";
import { FIRST_NAMES, LAST_NAMES } from "../seed/names.ts";
import type { Rng } from "../seed/prng.ts";
import { SEED_NOW } from "../seed/reference-data.ts";
import { CONTENT_INTEGER_COLUMNS, CONTENT_TEXT_COLUMNS } from "./migrations/100-filters.ts";
import {
  AUDIO_FORMATS,
  COUNTRIES,
  MUSIC_GENRES,
  MUSIC_LABELS,
  RATINGS,
  VIDEO_FORMATS,
  VIDEO_GENRES,
  VIDEO_PROVIDERS,
} from "./seed-reference.ts";
import * as W from "./seed-words.ts";
import type { ContentTable } from "./tables.ts";

// The content catalogue: movies first (a contiguous id block the fixtures and the end-to-end tests rely on),
// then series with their seasons and episodes, albums with their tracks, talents and filters-as-content.

export const FIRST_CONTENT_ID = 1_000_001;
export type CatalogueSize = {
  movies: number;
  series: number;
  albums: number;
  talents: number;
  filters: number;
};
export type Catalogue = { counts: Record<ItemType, number>; ids: Record<ItemType, number[]> };

const COLUMNS = [
  "content_id",
  "type_code",
  "title",
  "parent_id",
  ...CONTENT_TEXT_COLUMNS,
  ...CONTENT_INTEGER_COLUMNS,
  "live_enabled",
] as const satisfies readonly (keyof ContentTable)[];

type Fields = Partial<ContentTable> & Pick<ContentTable, "type_code" | "title">;
type Shared = {
  provider: readonly [string, string];
  genres: string[];
  rights: [string, number][];
  year: number;
};

const DAY = 86_400_000;

/** The catalogue tables, for the loader's bulk(): written by seedCatalogue. */
export const CATALOGUE_TABLES = ["contents", "content_rights", "content_genres"];

export async function seedCatalogue(loader: BulkLoader, rng: Rng, size: CatalogueSize): Promise<Catalogue> {
  const contents = rowBuffer("contents", COLUMNS);
  const rights = rowBuffer("content_rights", ["content_id", "country", "active"]);
  const genres = rowBuffer("content_genres", ["content_id", "genre"]);
  const ids: Record<ItemType, number[]> = { G: [], T: [], A: [], S: [], M: [], P: [], F: [] };
  let next = FIRST_CONTENT_ID;

  const pickYear = () => (rng.chance(0.6) ? rng.int(2010, 2026) : rng.int(1960, 2009));
  const dateIn = (year: number) =>
    new Date(Date.UTC(year, rng.int(0, 11), rng.int(1, 28))).toISOString().slice(0, 10);
  const updated = () => new Date(SEED_NOW - rng.int(1, 900) * DAY).toISOString();
  const images = (id: number) => ({
    image: `https://img.adm.test/contents/${id}/h.jpg`,
    image_base_vertical: `https://img.adm.test/contents/${id}/v.jpg`,
    image_large: `https://img.adm.test/contents/${id}/l.jpg`,
  });
  const someRights = (): [string, number][] => {
    const countries = new Set<string>();
    if (rng.chance(0.85)) countries.add("mexico");
    const extra = rng.int(0, 4);
    for (let i = 0; i < extra; i += 1) countries.add(rng.pick(COUNTRIES)[0]);
    if (countries.size === 0) countries.add(rng.pick(COUNTRIES)[0]);
    return [...countries].map((country) => [country, rng.chance(0.88) ? 1 : 0]);
  };
  const someGenres = (list: typeof VIDEO_GENRES) => {
    const chosen = new Set<string>();
    const count = rng.weighted([
      [1, 50],
      [2, 35],
      [3, 15],
    ]);
    while (chosen.size < count) chosen.add(rng.pick(list)[0]);
    return [...chosen];
  };
  const genreNames = new Map([...VIDEO_GENRES, ...MUSIC_GENRES]);
  const described = (common: Shared) =>
    common.genres.map((genre) => genreNames.get(genre)?.toLowerCase()).join(", ");
  const shared = (music: boolean): Shared => ({
    provider: rng.pick(music ? MUSIC_LABELS : VIDEO_PROVIDERS),
    genres: someGenres(music ? MUSIC_GENRES : VIDEO_GENRES),
    rights: someRights(),
    year: pickYear(),
  });

  function add(fields: Fields, common?: Shared): number {
    const id = next;
    next += 1;
    const row: Record<string, unknown> = {
      ...fields,
      content_id: id,
      live_enabled: fields.live_enabled ?? 0,
    };
    if (common) {
      row.proveedor_code ??= common.provider[0];
      row.proveedor_name ??= common.provider[1];
      row.year ??= common.year;
      for (const genre of common.genres) genres.add(id, genre);
      for (const [country, active] of common.rights) rights.add(id, country, active);
    }
    contents.add(...COLUMNS.map((column) => row[column] ?? null));
    ids[fields.type_code].push(id);
    return id;
  }

  const videoTitle = () => `${rng.pick(W.TITLE_HEADS)} ${rng.pick(W.TITLE_TAILS)}`;
  const originalTitle = () => `${rng.pick(W.ORIGINAL_HEADS)} ${rng.pick(W.ORIGINAL_TAILS)}`;
  const batch = async (count: number, one: (i: number) => void) => {
    for (let start = 0; start < count; start += 2_000) {
      for (let i = start; i < Math.min(count, start + 2_000); i += 1) one(i);
      await loader.write([contents.take(), rights.take(), genres.take()]);
    }
  };

  await batch(size.movies, (i) => {
    const common = shared(false);
    const live = rng.chance(0.01);
    add(
      {
        type_code: "G",
        title: `${videoTitle()}${i % 7 === 0 ? ` ${rng.int(2, 4)}` : ""}`,
        title_original: originalTitle(),
        description: `Película de ${described(common)}.`,
        description_large: `Una historia sobre ${rng.pick(W.TITLE_TAILS)} y ${rng.pick(W.TITLE_TAILS)}, filmada en ${rng.pick(W.PLACES)}.`,
        format_type: rng.pick(VIDEO_FORMATS)[0],
        rating_code: rng.pick(RATINGS)[0],
        duration: rng.int(80, 170) * 60,
        date: dateIn(common.year),
        date_update: updated(),
        live_enabled: live ? 1 : 0,
        live_type: live ? "evento" : null,
        live_ref: live ? `EV-${rng.digits(5)}` : null,
        ...images(next),
      },
      common,
    );
  });

  await batch(size.series, () => {
    const common = shared(false);
    const title = `${rng.pick(W.SERIES_WORDS)} ${rng.pick(W.PLACES)}`;
    const rating = rng.pick(RATINGS)[0];
    const seasons = rng.int(1, 5);
    const episodesPer = Array.from({ length: seasons }, () => rng.int(5, 12));
    const seriesId = add(
      {
        type_code: "S",
        title,
        title_original: originalTitle(),
        description: `Serie de ${described(common)}.`,
        rating_code: rating,
        seasons_count: seasons,
        episodes_count: episodesPer.reduce((a, b) => a + b, 0),
        last_season: seasons,
        date: dateIn(common.year),
        date_update: updated(),
        ...images(next),
      },
      common,
    );
    episodesPer.forEach((episodes, s) => {
      const seasonId = add(
        {
          type_code: "M",
          title: `${title} - Temporada ${s + 1}`,
          parent_id: seriesId,
          season_number: s + 1,
          first_episode: next + 1,
          rating_code: rating,
          year: Math.min(common.year + s, 2026),
          date_update: updated(),
          ...images(next),
        },
        common,
      );
      for (let e = 0; e < episodes; e += 1) {
        add(
          {
            type_code: "G",
            title: `${title} T${s + 1} E${e + 1}`,
            title_episode: e === 0 ? W.EPISODE_WORDS[0] : rng.pick(W.EPISODE_WORDS),
            parent_id: seasonId,
            season_number: s + 1,
            episode_number: e + 1,
            rating_code: rating,
            format_type: rng.pick(VIDEO_FORMATS)[0],
            duration: rng.int(22, 60) * 60,
            year: Math.min(common.year + s, 2026),
            date_update: updated(),
            ...images(next),
          },
          common,
        );
      }
    });
  });

  await batch(size.albums, () => {
    const common = shared(true);
    const artist = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const tracks = rng.int(8, 16);
    const recorder = rng.pick(W.STUDIOS);
    const albumId = add(
      {
        type_code: "A",
        title: `${rng.pick(W.SONG_WORDS)} ${rng.pick(W.SONG_WORDS).toLowerCase()}`,
        description: `Álbum de ${artist}.`,
        tracks,
        label: common.provider[1],
        recorder,
        date: dateIn(common.year),
        date_update: updated(),
        ...images(next),
      },
      common,
    );
    for (let t = 0; t < tracks; t += 1) {
      add(
        {
          type_code: "T",
          title: `${rng.pick(W.SONG_WORDS)} ${rng.pick(W.SONG_WORDS).toLowerCase()}`,
          description: artist,
          parent_id: albumId,
          track_number: t + 1,
          duration: rng.int(150, 330),
          format_type: rng.pick(AUDIO_FORMATS)[0],
          label: common.provider[1],
          recorder,
          date_update: updated(),
          image: `https://img.adm.test/contents/${albumId}/h.jpg`,
        },
        common,
      );
    }
  });

  await batch(size.talents, () => {
    const music = rng.chance(0.4);
    const genre = rng.pick(music ? MUSIC_GENRES : VIDEO_GENRES)[0];
    const id = add({
      type_code: "P",
      title: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      description: rng.pick(W.TALENT_ROLES),
      date_update: updated(),
      ...images(next),
    });
    genres.add(id, genre);
  });

  await batch(size.filters, () => {
    const year = rng.int(2018, 2026);
    add({
      type_code: "F",
      title: `${rng.pick(W.FILTER_TOPICS)}: ${rng.pick(VIDEO_GENRES)[1]} ${rng.pick(W.PLACES)}`,
      description: "Filtro publicado en la plataforma de contenidos.",
      year,
      date: dateIn(year),
      date_update: updated(),
      ...images(next),
    });
  });

  const counts = Object.fromEntries(Object.entries(ids).map(([type, list]) => [type, list.length])) as Record<
    ItemType,
    number
  >;
  return { counts, ids };
}

import { ITEM_TYPE_CODES, type ItemType } from "../../src/contract/filters.ts";
import { REGIONS } from "../seed/reference-data.ts";
import type { Attribute } from "./tables.ts";

// Reference lists of the content catalogue: providers, genres, ratings, formats, and the criteria of each
// content type. Codes are what contents and criterion values store; names are what operators see.

type Named = readonly (readonly [code: string, name: string])[];

export const VIDEO_PROVIDERS: Named = [
  ["WB", "Warner Bros."],
  ["SONY", "Sony Pictures"],
  ["UNI", "Universal Pictures"],
  ["PARA", "Paramount"],
  ["DIS", "Disney"],
  ["TLV", "Televisa"],
  ["TVA", "TV Azteca"],
  ["LION", "Lionsgate"],
  ["MGM", "MGM"],
  ["STC", "Studio Canal"],
  ["CAR", "Caracol TV"],
  ["RCN", "RCN Televisión"],
  ["TLF", "Telefe"],
  ["GLB", "Globo"],
  ["VCN", "Videocine"],
  ["CRZ", "Corazón Films"],
  ["DMD", "Diamond Films"],
  ["A24", "A24"],
  ["BBC", "BBC Studios"],
  ["CNP", "Cinépolis Distribución"],
];

export const MUSIC_LABELS: Named = [
  ["UMG", "Universal Music"],
  ["SME", "Sony Music"],
  ["WMG", "Warner Music"],
  ["FNV", "Fonovisa"],
  ["MUS", "Discos Musart"],
  ["PRL", "Peerless"],
  ["EMI", "EMI"],
  ["RIM", "Rimas Entertainment"],
  ["DPL", "Dale Play Records"],
  ["OCS", "Ocesa Seitrack"],
];

export const VIDEO_GENRES: Named = [
  ["accion", "Acción"],
  ["aventura", "Aventura"],
  ["animacion", "Animación"],
  ["comedia", "Comedia"],
  ["documental", "Documental"],
  ["drama", "Drama"],
  ["familia", "Familia"],
  ["fantasia", "Fantasía"],
  ["infantil", "Infantil"],
  ["romance", "Romance"],
  ["suspenso", "Suspenso"],
  ["terror", "Terror"],
  ["ciencia_ficcion", "Ciencia ficción"],
  ["musical", "Musical"],
  ["deportes", "Deportes"],
  ["western", "Western"],
  ["crimen", "Crimen"],
  ["historia", "Historia"],
  ["belica", "Bélica"],
  ["biografia", "Biografía"],
];

export const MUSIC_GENRES: Named = [
  ["pop", "Pop"],
  ["rock", "Rock"],
  ["latina", "Latina"],
  ["regional_mexicana", "Regional mexicana"],
  ["reggaeton", "Reguetón"],
  ["salsa", "Salsa"],
  ["cumbia", "Cumbia"],
  ["bachata", "Bachata"],
  ["electronica", "Electrónica"],
  ["jazz", "Jazz"],
  ["clasica", "Clásica"],
  ["hiphop", "Hip hop"],
  ["baladas", "Baladas"],
  ["banda", "Banda"],
  ["indie", "Indie"],
];

export const RATINGS: Named = [
  ["AA", "AA · Infantil"],
  ["A", "A · Todo público"],
  ["B", "B · Adolescentes y adultos"],
  ["B15", "B15 · Mayores de 15"],
  ["C", "C · Adultos"],
  ["D", "D · Adultos (exclusivo)"],
];

export const VIDEO_FORMATS: Named = [
  ["SD", "SD"],
  ["HD", "HD"],
  ["4K", "4K UHD"],
];
export const AUDIO_FORMATS: Named = [
  ["MP3", "MP3"],
  ["AAC", "AAC"],
  ["FLAC", "FLAC"],
];

export const COUNTRIES: Named = REGIONS.filter((r) => r.name !== "generic").map(
  (r) => [r.name, r.title] as const,
);
export const FIRST_YEAR = 1950;
export const LAST_YEAR = 2026;
const YEARS: Named = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => {
  const year = String(LAST_YEAR - i);
  return [year, year] as const;
});

const ATTRIBUTES: readonly { attribute: Attribute; description: string; slot: number }[] = [
  { attribute: "id", description: "Contenido", slot: 1 },
  { attribute: "provider", description: "Proveedor", slot: 2 },
  { attribute: "genre", description: "Género", slot: 3 },
  { attribute: "rating", description: "Clasificación", slot: 4 },
  { attribute: "year", description: "Año", slot: 5 },
  { attribute: "format", description: "Formato", slot: 6 },
  { attribute: "country", description: "Derechos por país", slot: 7 },
];

const MUSIC: readonly ItemType[] = ["T", "A"];
const USES: Record<ItemType, readonly Attribute[]> = {
  G: ["id", "provider", "genre", "rating", "year", "format", "country"],
  S: ["id", "provider", "genre", "rating", "year", "country"],
  M: ["id", "provider", "genre", "rating", "year", "country"],
  T: ["id", "provider", "genre", "year", "format", "country"],
  A: ["id", "provider", "genre", "year", "country"],
  P: ["id", "genre"],
  F: ["id", "year"],
};

/** The values a criterion offers (none listed for 'Contenido': its values are the catalogue's contents). */
function valuesOf(type: ItemType, attribute: Attribute): Named {
  const music = MUSIC.includes(type);
  switch (attribute) {
    case "provider":
      return music ? MUSIC_LABELS : VIDEO_PROVIDERS;
    case "genre":
      return music ? MUSIC_GENRES : VIDEO_GENRES;
    case "rating":
      return RATINGS;
    case "format":
      return music ? AUDIO_FORMATS : VIDEO_FORMATS;
    case "year":
      return YEARS;
    case "country":
      return COUNTRIES;
    case "id":
      return [];
  }
}

export type CriterionSeed = {
  criterio_id: number;
  item_type: ItemType;
  description: string;
  attribute: Attribute;
  position: number;
  values: Named;
};

/** Ids are stable: 100 × (type position + 1) + the attribute's slot (G's Género is 103, T's is 203). */
export const CRITERIA: readonly CriterionSeed[] = ITEM_TYPE_CODES.flatMap((type, index) =>
  ATTRIBUTES.filter(({ attribute }) => USES[type].includes(attribute)).map(
    ({ attribute, description, slot }) => ({
      criterio_id: (index + 1) * 100 + slot,
      item_type: type,
      description,
      attribute,
      position: slot,
      values: valuesOf(type, attribute),
    }),
  ),
);

export function criterionId(type: ItemType, attribute: Attribute): number {
  const found = CRITERIA.find((c) => c.item_type === type && c.attribute === attribute);
  if (!found) throw new Error(`no criterion ${attribute} for ${type}`);
  return found.criterio_id;
}

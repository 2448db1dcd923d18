import type { EdgeArea, EventStatus } from "../../src/contract/dashboard.ts";

// What the edge monitoring seed draws from: edge sites, device models, contents and, per area, the events a
// failing playback or API call leaves behind.

export const SITES = [
  "Querétaro",
  "Ciudad de México",
  "Monterrey",
  "Guadalajara",
  "Bogotá",
  "Santiago",
  "Lima",
  "São Paulo",
  "Buenos Aires",
  "Miami",
] as const;

/** Edge numbers: 101… for video, 201… for API, 301… for buffer, so a number names its area too. */
export const AREA_BASE: Record<EdgeArea, number> = { video: 100, api: 200, buffer: 300 };

export const edgeHost = (area: EdgeArea, number: number | null) =>
  number === null ? `default.${area}.cdn.adm.test` : `edge${number}.${area}.cdn.adm.test`;

export type DeviceModel = { kind: string; brand: string; model: string; os: string; app: string };

export const DEVICE_MODELS: Record<string, readonly DeviceModel[]> = {
  web: [
    { kind: "browser", brand: "Google", model: "Chrome 131", os: "Windows 11", app: "web 4.12.3" },
    { kind: "browser", brand: "Mozilla", model: "Firefox 133", os: "Ubuntu 24.04", app: "web 4.12.3" },
    { kind: "browser", brand: "Apple", model: "Safari 18", os: "macOS 15.1", app: "web 4.11.9" },
  ],
  mobile: [
    { kind: "phone", brand: "Samsung", model: "Galaxy A54", os: "Android 14", app: "android 8.4.1" },
    { kind: "phone", brand: "Motorola", model: "Moto G84", os: "Android 13", app: "android 8.3.7" },
    { kind: "phone", brand: "Apple", model: "iPhone 15", os: "iOS 18.1", app: "ios 8.4.0" },
    { kind: "phone", brand: "Xiaomi", model: "Redmi Note 13", os: "Android 14", app: "android 8.4.1" },
  ],
  tablet: [
    { kind: "tablet", brand: "Apple", model: "iPad Air", os: "iPadOS 18.1", app: "ios 8.4.0" },
    { kind: "tablet", brand: "Samsung", model: "Galaxy Tab S9", os: "Android 14", app: "android 8.4.1" },
  ],
  tv: [
    { kind: "smarttv", brand: "LG", model: "OLED C3", os: "webOS 23", app: "tv 5.2.0" },
    { kind: "smarttv", brand: "Samsung", model: "QN90C", os: "Tizen 7.0", app: "tv 5.2.0" },
    { kind: "smarttv", brand: "Hisense", model: "U7K", os: "VIDAA 7", app: "tv 5.1.4" },
  ],
  stb: [
    { kind: "stb", brand: "Claro", model: "Claro TV+ 4K", os: "Android TV 12", app: "stb 3.8.2" },
    { kind: "stb", brand: "Kaon", model: "KSTB6077", os: "Android TV 11", app: "stb 3.7.9" },
  ],
  console: [
    { kind: "console", brand: "Sony", model: "PlayStation 5", os: "PS5 24.06", app: "ps 2.3.1" },
    { kind: "console", brand: "Microsoft", model: "Xbox Series X", os: "Xbox OS 10.0", app: "xbox 2.2.8" },
  ],
};

export const CATEGORY_WEIGHTS: readonly (readonly [string, number])[] = [
  ["mobile", 40],
  ["tv", 20],
  ["web", 18],
  ["stb", 12],
  ["tablet", 7],
  ["console", 3],
];

/** Films have no group; series episodes belong to their series (group id). */
export const FILMS = [
  "El último vuelo",
  "Noches de Oaxaca",
  "La frontera del sur",
  "Horizonte rojo",
  "Código Cóndor",
  "El secreto de Valparaíso",
  "Marea alta",
  "Los años dorados",
  "Tierra de nadie",
  "La herencia",
  "Cumbres",
  "Ruta 40",
] as const;

export const SERIES = [
  "Cartel de los Andes",
  "Hospital Central",
  "La Reina del Pacífico",
  "Detectives de Medellín",
  "Amor en Cancún",
  "El Club",
  "Familia Torres",
  "Guardianes",
] as const;

export type EventKind = {
  event: string;
  status: EventStatus;
  httpStatus: number;
  code: string;
  message: string;
};

const error = (event: string, httpStatus: number, code: string, message: string): EventKind => ({
  event,
  status: 0,
  httpStatus,
  code,
  message,
});
const warning = (event: string, code: string, message: string): EventKind => ({
  event,
  status: 2,
  httpStatus: 200,
  code,
  message,
});
const recovered = (event: string): EventKind => ({
  event,
  status: 1,
  httpStatus: 200,
  code: "OK",
  message: "",
});

/** Per area: the first (failing) event of a session, then what may follow it. */
export const AREA_EVENTS: Record<EdgeArea, { errors: EventKind[]; warnings: EventKind[]; ok: EventKind }> = {
  video: {
    errors: [
      error("chunk_download_failed", 503, "EDGE-VID-0042", "Segment not available on edge cache"),
      error("drm_license_denied", 403, "EDGE-VID-0107", "License server refused the device"),
      error("manifest_not_found", 404, "EDGE-VID-0004", "Manifest missing on origin"),
      error("segment_timeout", 504, "EDGE-VID-0051", "Origin did not answer in 8000 ms"),
    ],
    warnings: [
      warning("bitrate_downshift", "EDGE-VID-2001", "Player lowered the rendition"),
      warning("chunk_retry", "EDGE-VID-2010", "Segment retried"),
    ],
    ok: recovered("playback_recovered"),
  },
  api: {
    errors: [
      error("http_500", 500, "EDGE-API-0500", "Internal error in upstream service"),
      error("http_503", 503, "EDGE-API-0503", "Upstream service unavailable"),
      error("request_timeout", 504, "EDGE-API-0504", "Upstream did not answer in 5000 ms"),
      error("token_invalid", 401, "EDGE-API-0401", "Session token rejected"),
      error("purchase_rejected", 402, "EDGE-API-0402", "Payment gateway rejected the charge"),
    ],
    warnings: [
      warning("slow_response", "EDGE-API-2001", "Answered above 2000 ms"),
      warning("retry", "EDGE-API-2002", "Client retried the call"),
    ],
    ok: recovered("retry_ok"),
  },
  buffer: {
    errors: [
      error("rebuffering", 200, "EDGE-BUF-0001", "Playback stalled waiting for data"),
      error("stall", 200, "EDGE-BUF-0002", "Buffer empty for more than 10 s"),
      error("startup_timeout", 408, "EDGE-BUF-0003", "Playback did not start in 20 s"),
    ],
    warnings: [
      warning("startup_slow", "EDGE-BUF-2001", "Playback started after 6 s"),
      warning("bitrate_drop", "EDGE-BUF-2002", "Throughput below the lowest rendition"),
    ],
    ok: recovered("playback_resumed"),
  },
};

export const API_PATHS = [
  "/services/user/startheaderinfo",
  "/services/payway/purchase",
  "/services/content/data",
  "/services/user/login",
  "/services/nav/data",
] as const;

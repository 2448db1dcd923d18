// Value pools of the generated end users and subscriptions.

// [title, MXN list price, days of validity]
export const PLANS: readonly (readonly [string, number, number])[] = [
  ["Claro video Mensual", 119, 30],
  ["Claro video Anual", 1190, 365],
  ["Claro video + Paramount+", 189, 30],
  ["Claro video + HBO Max", 229, 30],
  ["Claro video + Universal+", 169, 30],
  ["Claro video Renta: Estreno", 59, 2],
  ["Claro música Premium", 115, 30],
  ["Claro música Familiar", 169, 30],
  ["Claro música Estudiante", 59, 30],
  ["Claro drive 100 GB", 49, 30],
  ["Claro drive 1 TB", 129, 30],
];
export const ORIGINS = ["web", "android", "ios", "smart_tv", "roku", "telmex_recibo", "telcel_prepago"];
export const PAYMENT_METHODS = [
  "tarjeta_credito",
  "tarjeta_debito",
  "cargo_recibo_telmex",
  "cargo_factura_telcel",
  "paypal",
];
export const REGION_WEIGHTS = [
  ["mexico", 60],
  ["chile", 10],
  ["colombia", 10],
  ["argentina", 5],
  ["peru", 5],
  ["brasil", 5],
  ["ecuador", 2],
  ["guatemala", 2],
  ["costa_rica", 1],
] as const;
export const COUNT_WEIGHTS = [
  [0, 10],
  [1, 15],
  [2, 15],
  [3, 20],
  [4, 15],
  [5, 15],
  [6, 10],
] as const;

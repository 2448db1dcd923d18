// The pure file builders, for unit tests and benchmarks. App code never imports this module: it would put
// papaparse, fflate and jsPDF in the first-screen bundle (export goes through writers.ts, loaded on use).
export { buildCsv, buildTsv, csvFromMatrix, csvWriter, tsvFromMatrix } from "./build-csv";
export { pdfFromMatrix } from "./build-pdf";
export { buildXlsx, rowXml, xlsxFromMatrix, xlsxWriter } from "./build-xlsx";

import { defineErrors } from "./define-errors.ts";

// The bulk jobs' codes.

export const jobErrors = defineErrors("jobs", {
  job_not_found: {
    status: 404,
    es: "La tarea no existe.",
    en: "The job does not exist.",
  },
  job_not_running: {
    status: 409,
    es: "La tarea ya terminó.",
    en: "The job has already finished.",
  },
  job_nothing_to_retry: {
    status: 409,
    es: "La tarea no tiene elementos fallidos que reintentar.",
    en: "The job has no failed items to retry.",
  },
});

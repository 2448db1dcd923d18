import type { ErrorLanguage } from "../../src/contract/define-errors.ts";

// What the server says on its console when it cannot start, and what to do about it: one line each, in the
// language of the machine's locale (Spanish unless it names English). {name} marks a value filled in.
const STARTUP_TEXTS = {
  es: {
    port_in_use:
      "El puerto {port} ya está en uso: detenga el proceso que lo ocupa o arranque en otro puerto (PORT=8090 npm start).",
    port_denied:
      "No hay permiso para escuchar en el puerto {port}: elija uno por encima de 1023 con PORT (PORT=8080 npm start).",
    database_unreachable:
      "No se puede conectar con PostgreSQL en {address}: arránquelo (sudo systemctl start postgresql) o corrija la dirección en DATABASE_URL.",
    database_credentials:
      "PostgreSQL rechaza al usuario «{user}» con la contraseña de DATABASE_URL: créelo o corrija la contraseña (README, «PostgreSQL»: sudo -u postgres psql -c \"CREATE ROLE {user} LOGIN PASSWORD '…'\").",
    database_missing:
      "La base de datos «{database}» no existe en {address}: créela (sudo -u postgres createdb -O {user} {database}) o corrija DATABASE_URL.",
    database_privileges:
      'El usuario «{user}» no puede crear tablas en la base de datos «{database}»: hágalo su dueño (sudo -u postgres psql -c "ALTER DATABASE {database} OWNER TO {user}").',
    sqlite_unwritable:
      "No se puede abrir ni crear la base de datos {location}: elija con ADM_DB un archivo en una carpeta donde este usuario pueda escribir.",
    seeded:
      "Base de datos nueva {database}: sembrada a pequeña escala ({logs} filas de registro, {endUsers} usuarios finales)",
    no_console_build:
      "No hay consola construida en {dist}: ejecute npm run build (ahora solo se sirve /services).",
    listening: "Consola ADM: {console}  (servicios: {services}; base de datos {database})",
    listening_console_only:
      "Consola ADM: {console}  (servicios de otro servidor: {services}; sin base de datos propia)",
  },
  en: {
    port_in_use:
      "Port {port} is already in use: stop the process holding it or start on another port (PORT=8090 npm start).",
    port_denied:
      "No permission to listen on port {port}: choose one above 1023 with PORT (PORT=8080 npm start).",
    database_unreachable:
      "Cannot connect to PostgreSQL at {address}: start it (sudo systemctl start postgresql) or correct the address in DATABASE_URL.",
    database_credentials:
      'PostgreSQL refuses user "{user}" with DATABASE_URL\'s password: create the user or correct the password (README, "PostgreSQL": sudo -u postgres psql -c "CREATE ROLE {user} LOGIN PASSWORD \'…\'").',
    database_missing:
      'Database "{database}" does not exist at {address}: create it (sudo -u postgres createdb -O {user} {database}) or correct DATABASE_URL.',
    database_privileges:
      'User "{user}" cannot create tables in database "{database}": make it the owner (sudo -u postgres psql -c "ALTER DATABASE {database} OWNER TO {user}").',
    sqlite_unwritable:
      "Cannot open or create the database {location}: choose with ADM_DB a file in a folder this user can write to.",
    seeded: "New database {database}: seeded the small scale ({logs} log rows, {endUsers} end users)",
    no_console_build: "No built console in {dist}: run npm run build first (only /services is served now).",
    listening: "ADM console: {console}  (services: {services}; database {database})",
    listening_console_only:
      "ADM console: {console}  (services of another server: {services}; no database of its own)",
  },
} as const;

export type StartupText = keyof (typeof STARTUP_TEXTS)["es"];
export type StartupParams = Record<string, string | number>;

/** The machine's language by POSIX precedence (LC_ALL, LC_MESSAGES, LANG): English when it names it. */
export function startupLanguage(env: Record<string, string | undefined>): ErrorLanguage {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  return locale.toLowerCase().startsWith("en") ? "en" : "es";
}

export function startupText(language: ErrorLanguage, key: StartupText, params: StartupParams = {}): string {
  return STARTUP_TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

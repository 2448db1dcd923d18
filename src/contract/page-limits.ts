// Page sizes the server accepts at most, shared by the server's validation and the console's fetchers (an
// export of a whole table pages within them: asking more is a 400).

/** GET /services/logs/log: rpp. */
export const LOG_PAGE_MAX = 500;
/** GET /services/user: length (or rpp). */
export const USER_PAGE_MAX = 1000;

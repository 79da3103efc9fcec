/** The kits tool's view settings and the request headers its 403 view reads (see the proxy). */

/** 'true' shows the kits as rows; lives an hour (spec 3 section 9). */
export const KITS_ROWS_COOKIE = 'kitsAsRows'
export const KITS_ROWS_COOKIE_SECONDS = 3600
/** After the filter drawer closes on a phone, the list scrolls to its top after this long. */
export const KITS_SCROLL_AFTER_CLOSE_MS = 300

export const KITS_SITE_HEADER = 'x-retail-kits-site'
export const KITS_LANG_HEADER = 'x-retail-kits-lang'
/** The private route the proxy rewrites a site's kits path to. */
export const KITS_ROUTE_SEGMENT = 'kits-tool'

/** Query parameters of the API client; null and undefined ones are left out. */
export type Params = Record<string, string | number | boolean | undefined | null>;

// axios' own parameter encoding (helpers/buildURL.js), so a URL built here is the one axios asks
function encodeParam(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** The URL axios would request for `path` with `params` under `baseURL` (its getUri). */
export function requestUrl(baseURL: string | undefined, path: string, params?: Params): string {
  const full =
    baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)
      ? `${baseURL.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`
      : path;
  const query = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeParam(key)}=${encodeParam(String(value))}`)
    .join('&');
  if (!query) return full;
  const withoutHash = full.split('#')[0] ?? full;
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${query}`;
}

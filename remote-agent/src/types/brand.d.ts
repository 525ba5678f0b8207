/** Set by the build (`--env brand=...` → DefinePlugin); absent in tests and standalone dev. */
declare const __AGENT_BRAND__: string | undefined;

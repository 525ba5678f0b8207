/**
 * Where a released remote's namespaces are read from: the release's own files (brand
 * configuration "releases"), so a text a remote team adds shows without a host build. A namespace
 * with no release here is read from the site's /locales as before.
 */
const sources = new Map<string, string>();

/** Namespace → URL template ({{lng}}, {{ns}}); replaces what was set before. */
export function setReleaseTranslations(entries: ReadonlyArray<readonly [string, string]>): void {
  sources.clear();
  for (const [namespace, template] of entries) sources.set(namespace, template);
}

/** The release's URL of a namespace in a language, or null when it comes with the site. */
export function releaseTranslationUrl(language: string, namespace: string): string | null {
  const template = sources.get(namespace);
  return template ? template.replace('{{lng}}', language).replace('{{ns}}', namespace) : null;
}

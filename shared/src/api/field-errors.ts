import { isApiError } from '@lobby/shared';

// Which field a refusal names, for forms that show the server's text under that field (the
// wallet's, the agent's pay screens). A subpath ('@lobby/shared/field-errors'), out of the main
// entry that loads with every first page; isApiError comes from the main entry by name.

/** The field path the server named in a refusal (e.g. `rates.LOTT`, `password`), if any. */
export function errorPath(error: unknown): string | null {
  return isApiError(error) ? (error.details[0]?.path ?? null) : null;
}

/** Whether the server refused this field (its `details`), to show the text under that field. */
export function isFieldError(error: unknown, path: string): boolean {
  return isApiError(error) && error.details.some((detail) => detail.path === path);
}

export type DepositTemplate = 'new' | 'base';

/** Spec section 4: the deposit screen is the new template when dep_func is '1', else the base. */
export function depositTemplateOf(depFunc: string | undefined): DepositTemplate {
  return depFunc === '1' ? 'new' : 'base';
}

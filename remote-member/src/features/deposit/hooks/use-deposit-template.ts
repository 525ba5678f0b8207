import { useSystemStatusStore } from '@lobby/shared';
import { depositTemplateOf, type DepositTemplate } from '../utils/template';

/** The brand's deposit template from the status' mobileTemplate (dep_func). */
export function useDepositTemplate(): DepositTemplate {
  const depFunc = useSystemStatusStore((state) => state.status?.info.mobileTemplate?.dep_func);
  return depositTemplateOf(depFunc);
}

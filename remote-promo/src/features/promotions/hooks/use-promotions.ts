import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { getPromotions } from '../api/get-promotions';

/** Promotions, fetched again when the language changes (spec section 4). */
export function usePromotions() {
  const { i18n } = useTranslation();
  return useRequest(getPromotions, `promotions:${i18n.language}`);
}

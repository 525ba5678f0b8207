import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { getPromotions } from '../api/get-promotions';

/** Promotions in the reader's language, fetched again when it changes (spec section 4). */
export function usePromotions() {
  const { i18n } = useTranslation();
  return useRequest(() => getPromotions(i18n.language), `promotions:${i18n.language}`);
}

import i18next from 'i18next';
import { initTestI18n } from '../testing';

describe('common error keys', () => {
  it('translates the dotted messageKey modify.new.old.same', async () => {
    await initTestI18n(['common']);
    expect(i18next.t('common:errors.modify.new.old.same')).toBe(
      'The new password and the old password cannot be the same',
    );
    expect(i18next.t('common:errors.no_internet')).toBe('No Internet');
  });
});

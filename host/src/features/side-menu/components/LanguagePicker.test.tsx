import { render, screen, within } from '@testing-library/react';
import { initTestI18n } from '@lobby/shared/testing';
import { LanguagePicker } from './LanguagePicker';

function openPicker() {
  render(<LanguagePicker open onClose={jest.fn()} />);
  return screen.getByRole('list', { name: /Language|语言/ });
}

describe('LanguagePicker', () => {
  it('says which languages show English for want of a translation', async () => {
    await initTestI18n(['common']);
    const list = openPicker();
    expect(within(list).getByRole('button', { name: 'Bahasa Melayu (English) MS' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Deutsch (English) DE' })).toBeVisible();
    // the nine translated languages name themselves only
    expect(within(list).getByRole('button', { name: 'English EN' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'ไทย TH' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Filipino FIL' })).toBeVisible();
  });

  it('says it in the reader language', async () => {
    await initTestI18n(['common'], 'CN');
    const list = openPicker();
    expect(within(list).getByRole('button', { name: 'Español （英文） ES' })).toBeVisible();
    expect(within(list).getByRole('button', { name: '简体中文 CN' })).toBeVisible();
  });
});

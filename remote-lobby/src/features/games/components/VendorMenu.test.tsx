import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@lobby/shared/testing';
import { vendor } from '@/test/lobby-fixtures';
import { VendorMenu } from './VendorMenu';

beforeAll(() => initTestI18n(['common', 'lobby']));

const VENDORS = [vendor('PG', 'PG Soft', 'RNG'), vendor('JDB', 'JDB Gaming', 'RNG')];

test('HOT with its fixed icon, favourites, vendors (white icon when chosen) and view all', async () => {
  const onSelect = jest.fn();
  const { rerender } = render(<VendorMenu vendors={VENDORS} selected="ALL" onSelect={onSelect} />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Hot',
    'My collection',
    'PG Soft',
    'JDB Gaming',
    'View all',
  ]);
  expect(screen.getByRole('tab', { name: 'View all' })).toHaveAttribute('aria-selected', 'true');
  expect(tabs[2]!.querySelector('img')).toHaveAttribute(
    'src',
    '/wps/img/vendor/PG.svg?variant=color',
  );
  rerender(<VendorMenu vendors={VENDORS} selected="PG" onSelect={onSelect} />);
  expect(screen.getByRole('tab', { name: 'PG Soft' }).querySelector('img')).toHaveAttribute(
    'src',
    '/wps/img/vendor/PG.svg?variant=white',
  );
  await userEvent.click(screen.getByRole('tab', { name: 'My collection' }));
  await userEvent.click(screen.getByRole('tab', { name: 'View all' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
  expect(onSelect.mock.calls.map(([choice]) => choice)).toEqual(['FAV', 'ALL', 'HOT']);
});

test('the arrows scroll the strip by 1.28 rem each way', async () => {
  render(<VendorMenu vendors={VENDORS} selected="ALL" onSelect={() => undefined} />);
  const strip = screen.getByRole('tablist');
  const scrollBy = jest.fn();
  strip.scrollBy = scrollBy;
  await userEvent.click(screen.getByRole('button', { name: 'Next providers' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous providers' }));
  const fontSize = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([
    1.28 * fontSize,
    -1.28 * fontSize,
  ]);
});

test('arrow keys move between the vendors; Enter chooses the focused one', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  render(<VendorMenu vendors={VENDORS} selected="PG" onSelect={onSelect} />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  // One tab in the tab order: the chosen vendor.
  expect(tab('PG Soft')).toHaveAttribute('tabindex', '0');
  expect(tab('JDB Gaming')).toHaveAttribute('tabindex', '-1');
  await user.tab();
  await user.tab();
  expect(tab('PG Soft')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('JDB Gaming')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('View all')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Hot')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('View all')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('JDB Gaming')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tab('Hot')).toHaveFocus();
  await user.keyboard('{End}{ArrowLeft}');
  expect(tab('JDB Gaming')).toHaveFocus();
  // Moving does not choose (choosing loads games or leaves the page): Enter does.
  expect(onSelect).not.toHaveBeenCalled();
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('JDB');
});

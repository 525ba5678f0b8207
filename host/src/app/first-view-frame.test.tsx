import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { initTestI18n } from '@lobby/shared/testing';
import { renderAt, setStatus, setViewer } from '@/test/render-shell';
import { Shell } from './Shell';

// Home's frame in host/public/index.html (`#early-shell`: header, banner slot, bottom menu) is
// what paints before any script; the app then replaces it. It must have the app's boxes, or the
// replacement moves the page (layout shift): this test walks the frame and finds each of its
// elements, by its classes along the same parent chain, in the shell the app renders.

jest.mock('@/features/home-banner/api/banners-api', () => {
  const banners = jest.requireActual('@/test/test-banners').testBanners(3);
  return { fetchHomeBanners: () => Promise.resolve(banners), peekHomeBanners: () => banners };
});
// the remotes' own parts of home are not the frame's
jest.mock('@/features/remotes/components/RemoteView', () => ({
  RemoteView: (() => null) as ComponentType,
}));

const html = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');

function frame(): HTMLElement {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const shell = parsed.getElementById('early-shell');
  if (!shell) throw new Error('index.html has no #early-shell frame');
  return shell;
}

/**
 * `.class1.class2` of an element, its tag when it has no class: the boxes come from the classes
 * (the frame's banner slot is a div where the app's slide is a button styled the same), and the
 * frame's ids are not the app's.
 */
function selectorOf(element: Element): string {
  const classes = Array.from(element.classList);
  return classes.length ? `.${classes.join('.')}` : element.tagName.toLowerCase();
}

/** Every element of the frame as a child-combinator chain from the frame's root. */
function chains(root: Element, prefix = ''): string[] {
  const own = prefix ? `${prefix} > ${selectorOf(root)}` : selectorOf(root);
  return [own, ...Array.from(root.children).flatMap((child) => chains(child, own))];
}

beforeAll(() => initTestI18n(['common']));

describe("index.html's home frame", () => {
  it('has the boxes of the shell the app renders for a visitor on home', async () => {
    setStatus({});
    setViewer(null);
    const { container } = renderAt(<Shell />, '/m/home');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const expected = chains(frame());
    expect(expected.length).toBeGreaterThan(5);
    const missing = expected.filter((chain) => container.querySelector(chain) === null);
    expect(missing).toEqual([]);
  });

  it('fails on a frame box the app does not render', () => {
    const shell = frame();
    shell.querySelector('.host-banner__track')?.classList.add('host-banner__track--old');
    setViewer(null);
    const { container } = renderAt(<Shell />, '/m/home');
    const missing = chains(shell).filter((chain) => container.querySelector(chain) === null);
    expect(missing.length).toBeGreaterThan(0);
  });
});

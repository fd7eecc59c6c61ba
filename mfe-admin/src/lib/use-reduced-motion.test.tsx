// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reducedMotionTheme, theme } from '../theme';
import { useReducedMotion } from './use-reduced-motion';

/** A system setting the test can flip, as the user would in their system's accessibility settings. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list as unknown as MediaQueryList;
  });
  return {
    set(value: boolean) {
      reduce = value;
      for (const listener of listeners) listener();
    },
  };
}

function Probe() {
  return <output>{useReducedMotion() ? 'reduce' : 'full'}</output>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('reduced motion', () => {
  it('follows the system setting, also when the user changes it with the console open', () => {
    const setting = systemSetting(false);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('full');
    act(() => setting.set(true));
    expect(screen.getByRole('status').textContent).toBe('reduce');
    act(() => setting.set(false));
    expect(screen.getByRole('status').textContent).toBe('full');
  });

  it("turns Ant Design's animations off and keeps the rest of the theme", () => {
    const reduced = antdTheme.getDesignToken(reducedMotionTheme);
    const full = antdTheme.getDesignToken(theme);
    expect(full.motion).toBe(true);
    expect(reduced.motion).toBe(false);
    expect(reduced.colorPrimary).toBe(full.colorPrimary);
    expect(reduced.colorTextSecondary).toBe(full.colorTextSecondary);
  });
});

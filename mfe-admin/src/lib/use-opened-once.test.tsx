// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once';

let renders = 0;

function Dialog() {
  renders += 1;
  return <div role="dialog">dialog</div>;
}

function Row() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={() => setOpen(false)}>close</button>
      {mounted && <Dialog />}
    </>
  );
}

afterEach(() => {
  cleanup();
  renders = 0;
});

describe('useOpenedOnce', () => {
  it('mounts nothing for a row whose dialog never opened', () => {
    render(<Row />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(renders).toBe(0);
  });

  it('mounts the dialog when it first opens and keeps it after it closes', () => {
    render(<Row />);
    act(() => screen.getByText('open').click());
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => screen.getByText('close').click());
    // Still mounted: a closed antd Modal animates out, then hides its content itself.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is true at once for a component that starts open', () => {
    function StartsOpen() {
      return <>{useOpenedOnce(true) ? 'mounted' : 'not mounted'}</>;
    }
    render(<StartsOpen />);
    expect(screen.getByText('mounted')).toBeTruthy();
  });
});

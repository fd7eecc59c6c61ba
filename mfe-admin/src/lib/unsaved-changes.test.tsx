// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes';

function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard when={dirty} message="Your changes are not saved." />
    </>
  );
}

function renderInDataRouter() {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('UnsavedChangesGuard', () => {
  it('lets the user leave freely while nothing is changed', async () => {
    const router = renderInDataRouter();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks before leaving with changes: Stay keeps the screen, Leave goes on', async () => {
    const router = renderInDataRouter();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Leave without saving?');
    expect(dialog.textContent).toContain('Your changes are not saved.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stay' })));
    expect(router.state.location.pathname).toBe('/editor');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Leave' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks the browser before a reload or close with changes, and not without', () => {
    render(
      <MemoryRouter>
        <Editor />
      </MemoryRouter>,
    );
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(unload()).toBe(true);
  });
});

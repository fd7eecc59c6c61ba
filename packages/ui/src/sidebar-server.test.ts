// A render on a server has no viewport and no document.cookie: the sidebar takes both from what the
// renderer says of the browser it renders for (its viewport, the cookies of its request).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SidebarServerContext, useSidebarState, type SidebarServerHint } from './sidebar.ts';

function Probe() {
  const { isMobile, open } = useSidebarState({ cookie: 'admin_sidebar_state', defaultOpen: true });
  return createElement('p', null, `${isMobile ? 'mobile' : 'desktop'} ${open ? 'open' : 'collapsed'}`);
}

const render = (hint?: SidebarServerHint) =>
  renderToString(hint ? createElement(SidebarServerContext.Provider, { value: hint }, createElement(Probe)) : createElement(Probe));

describe('the sidebar rendered on a server', () => {
  it('is a desktop one, expanded as its default says, when told nothing', () => {
    expect(typeof document).toBe('undefined');
    expect(render()).toBe('<p>desktop open</p>');
  });

  it('follows the viewport and the cookie of the request it renders for', () => {
    expect(render({ mobile: true, cookie: '' })).toBe('<p>mobile open</p>');
    expect(render({ mobile: false, cookie: 'theme=dark; admin_sidebar_state=false' })).toBe('<p>desktop collapsed</p>');
    expect(render({ mobile: false, cookie: 'sidebar_state=false' })).toBe('<p>desktop open</p>');
  });
});

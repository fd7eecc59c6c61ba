import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, segmentTitle, type BreadcrumbEntry } from './breadcrumb';

/** A readable form: titles, the collapsed ones in brackets, the current one starred. */
function texts(entries: BreadcrumbEntry[]): string[] {
  return entries.map((entry) =>
    entry.kind === 'collapsed'
      ? `[${entry.crumbs.map((crumb) => crumb.title).join(', ')}]`
      : entry.kind === 'current'
        ? `*${entry.crumb.title}`
        : entry.crumb.title,
  );
}

describe('segmentTitle', () => {
  it('turns dashes into spaces and capitalises each word', () => {
    expect(segmentTitle('order-enquiry')).toBe('Order Enquiry');
    expect(segmentTitle('api-keys')).toBe('API Keys');
    expect(segmentTitle('user-routine')).toBe('User Routine');
    expect(segmentTitle('dispatch-summary')).toBe('Dispatch Summary');
    expect(segmentTitle('users')).toBe('Users');
    expect(segmentTitle('add')).toBe('Add');
  });

  it('decodes escaped characters', () => {
    expect(segmentTitle('menu%20%26-dishes')).toBe('Menu & Dishes');
  });
});

describe('buildBreadcrumb', () => {
  it('0 segments: only Dashboard', () => {
    expect(texts(buildBreadcrumb('/dashboard'))).toEqual(['*Dashboard']);
    expect(texts(buildBreadcrumb('/dashboard/'))).toEqual(['*Dashboard']);
  });

  it('1 segment: Dashboard, then the screen', () => {
    const entries = buildBreadcrumb('/dashboard/order-enquiry');
    expect(texts(entries)).toEqual(['Dashboard', '*Order Enquiry']);
    expect(entries[0]).toEqual({ kind: 'link', crumb: { title: 'Dashboard', path: '/dashboard' } });
    expect(entries[1]).toEqual({ kind: 'current', crumb: { title: 'Order Enquiry', path: '/dashboard/order-enquiry' } });
  });

  it('3 segments: all shown, each level links to its path', () => {
    const entries = buildBreadcrumb('/dashboard/users/user-routine/week-plan');
    expect(texts(entries)).toEqual(['Dashboard', 'Users', 'User Routine', '*Week Plan']);
    expect(entries.map((e) => (e.kind === 'collapsed' ? null : e.crumb.path))).toEqual([
      '/dashboard',
      '/dashboard/users',
      '/dashboard/users/user-routine',
      '/dashboard/users/user-routine/week-plan',
    ]);
  });

  it('4 segments: the earlier ones collapse into a dropdown', () => {
    const entries = buildBreadcrumb('/dashboard/a-one/b-two/c-three/d-four');
    expect(texts(entries)).toEqual(['Dashboard', '[A One, B Two]', 'C Three', '*D Four']);
    const collapsed = entries[1];
    expect(collapsed.kind === 'collapsed' && collapsed.crumbs.map((c) => c.path)).toEqual([
      '/dashboard/a-one',
      '/dashboard/a-one/b-two',
    ]);
  });

  it('5 segments: three collapse, the last two stay', () => {
    expect(texts(buildBreadcrumb('/dashboard/a/b/c/d/e'))).toEqual(['Dashboard', '[A, B, C]', 'D', '*E']);
  });

  it('handles an id segment and a trailing slash', () => {
    expect(texts(buildBreadcrumb('/dashboard/order-enquiry/42/'))).toEqual(['Dashboard', 'Order Enquiry', '*42']);
  });
});

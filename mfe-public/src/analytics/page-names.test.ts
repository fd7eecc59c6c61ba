import { describe, expect, it } from 'vitest';
import { pageNameFor } from './page-names';

describe('pageNameFor', () => {
  it('names each public page with lowercase letters and dashes', () => {
    expect(pageNameFor('/')).toBe('home');
    expect(pageNameFor('/plans')).toBe('plans');
    expect(pageNameFor('/plans/')).toBe('plans');
    expect(pageNameFor('/about-us')).toBe('about-us');
    expect(pageNameFor('/contact-us')).toBe('contact-us');
    expect(pageNameFor('/t&c')).toBe('terms');
    expect(pageNameFor('/t%26c')).toBe('terms');
    expect(pageNameFor('/privacy-policy')).toBe('privacy-policy');
    expect(pageNameFor('/signup')).toBe('sign-up');
    expect(pageNameFor('/no/such/page')).toBe('not-found');
  });
});

// The rules of a stylesheet that some HTML may use, picked per request in a few milliseconds: the
// stylesheet is read once into its rules, each with the class names one of its selectors needs
// (every class a selector names outside :is(), :where(), :not() and :has()), and a page gets the
// rules whose needs its HTML's classes meet. A rule that names no class (an element, an attribute,
// `*`) always goes, as do at-rules without rules in them (@font-face, @layer statements), and
// @keyframes a kept rule names. It keeps a little more than a browser would match (states such as
// :hover, the structure between elements): the page is styled as the full stylesheet would style it.
// A full selector matcher took about 0.8 s per page over the console's 1 MB of CSS.
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

type Item =
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; items: Item[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'always'; text: string };

const GROUPED = /:(?:is|where|not|has|-webkit-any|-moz-any)\(/gi;

/** The selector without the parts that need no particular class (functional pseudo-classes' arguments). */
function withoutGroups(selector: string): string {
  let result = '';
  let index = 0;
  for (const match of selector.matchAll(GROUPED)) {
    if (match.index < index) continue;
    result += selector.slice(index, match.index);
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < selector.length && depth > 0) {
      if (selector[end] === '(') depth += 1;
      else if (selector[end] === ')') depth -= 1;
      end += 1;
    }
    index = end;
  }
  return result + selector.slice(index);
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** The class names a selector needs, by the alternatives of its list. */
function needsOf(selectors: string[]): string[][] {
  return selectors.map((selector) => [...withoutGroups(selector).matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => unescape(match[1]!)));
}

function itemsOf(container: Container<ChildNode>): Item[] {
  const items: Item[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      items.push({ kind: 'rule', text: node.toString(), needs: needsOf(node.selectors) });
    } else if (node.type === 'atrule') {
      const rule = node as AtRule;
      if (/keyframes$/i.test(rule.name)) items.push({ kind: 'keyframes', name: rule.params.trim(), text: rule.toString() });
      else if (rule.nodes && rule.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')) {
        items.push({ kind: 'group', open: `@${rule.name}${rule.raws.afterName ?? ' '}${rule.params}{`, items: itemsOf(rule) });
      } else items.push({ kind: 'always', text: rule.toString() });
    }
  });
  return items;
}

/** The class names of `html`'s class attributes. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Reads `css` once; the returned function gives the rules of it that HTML with `classes` may use. */
export function indexStylesheet(css: string): (classes: Set<string>) => string {
  const items = itemsOf(postcss.parse(css));
  return (classes) => {
    const kept: string[] = [];
    const keyframes: { name: string; text: string }[] = [];
    const pick = (list: Item[], out: string[]) => {
      for (const item of list) {
        if (item.kind === 'rule') {
          if (item.needs.some((names) => names.every((name) => classes.has(name)))) out.push(item.text);
        } else if (item.kind === 'group') {
          const inner: string[] = [];
          pick(item.items, inner);
          if (inner.length > 0) out.push(`${item.open}${inner.join('')}}`);
        } else if (item.kind === 'keyframes') keyframes.push(item);
        else out.push(item.text);
      }
    };
    pick(items, kept);
    const text = kept.join('');
    return text + keyframes.filter(({ name }) => text.includes(name)).map(({ text: frames }) => frames).join('');
  };
}

// jsdom computes an element's style by testing every rule of every style sheet against it, and
// Ant Design injects thousands of rules: each visibility check (every role query, every click of
// user-event) cost milliseconds per element. This keeps jsdom's own cascade (same rules, same
// order, same matching) and only skips, before matching, the rules whose rightmost compound
// selector requires a class, id or tag the element does not have, which cannot match it.
import { createRequire } from 'node:module';

interface CssRule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<CssRule>;
  style: CssDeclaration;
}
interface CssDeclaration extends ArrayLike<string> {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority: string): void;
  removeProperty(property: string): void;
}
interface CssSheet {
  cssRules: ArrayLike<CssRule>;
}
interface ElementImpl {
  _ownerDocument: {
    _styleCache: WeakMap<ElementImpl, CssDeclaration> | null;
    styleSheets: { _list: CssSheet[] };
  };
  style: CssDeclaration;
}
/** What a selector's rightmost compound requires of the element (null: test it always). */
type Key = { kind: 'class' | 'id' | 'tag'; name: string } | null;

const requireHere = createRequire(import.meta.url);
const requireJsdom = createRequire(requireHere.resolve('jsdom'));
const styleRules = requireJsdom('./jsdom/living/helpers/style-rules.js') as {
  getDeclarationForElement: (element: ElementImpl) => CssDeclaration;
  getResolvedValue: (element: ElementImpl, property: string) => string;
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
};
const { matchesDontThrow } = requireJsdom('./jsdom/living/helpers/selectors.js') as {
  matchesDontThrow: (element: ElementImpl, selector: string) => boolean;
};
const { wrapperForImpl, implForWrapper } = requireJsdom('./jsdom/living/generated/utils.js') as {
  wrapperForImpl: (impl: ElementImpl) => Element;
  implForWrapper: (wrapper: Element) => ElementImpl;
};
const { CSSStyleDeclaration } = requireJsdom('cssstyle') as {
  CSSStyleDeclaration: new () => CssDeclaration;
};
const cssom = requireJsdom('rrweb-cssom') as { parse: (css: string) => CssSheet };
const defaultStyleSheet = requireJsdom('./jsdom/browser/default-stylesheet.js') as string;

/** Splits at the top level (outside brackets, parentheses and quotes) where `at` says so. */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Keeps only the top-level text of a compound: what is inside brackets or parentheses goes. */
function topLevelText(compound: string): string {
  let depth = 0;
  let out = '';
  for (const char of compound) {
    if (char === '(' || char === '[') depth++;
    if (depth === 0) out += char;
    if (char === ')' || char === ']') depth--;
  }
  return out;
}

function keyOf(selector: string): Key {
  const compounds = splitTopLevel(selector.trim(), (char) => ' >+~\n\t'.includes(char)).filter(
    (part) => part.trim() !== '',
  );
  const last = compounds.at(-1);
  if (last === undefined || last.includes('\\')) return null;
  const text = topLevelText(last);
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(text);
  if (id?.[1]) return { kind: 'id', name: id[1] };
  const className = /\.(-?[_a-zA-Z][\w-]*)/.exec(text);
  if (className?.[1]) return { kind: 'class', name: className[1] };
  const tag = /^([a-zA-Z][\w-]*)/.exec(text);
  if (tag?.[1]) return { kind: 'tag', name: tag[1].toLowerCase() };
  return null;
}

/**
 * A sheet's style rules (media rules for the screen flattened in place), in order, and where each
 * may apply: listed under every class, id or tag its selectors' rightmost compounds require, or
 * among those to test on every element.
 */
interface SheetIndex {
  length: number;
  rules: { selector: string; style: CssDeclaration }[];
  always: number[];
  byClass: Map<string, number[]>;
  byId: Map<string, number[]>;
  byTag: Map<string, number[]>;
}

const indexes = new WeakMap<CssSheet, SheetIndex>();

function listUnder(map: Map<string, number[]>, name: string, position: number) {
  const list = map.get(name);
  if (!list) map.set(name, [position]);
  else if (list.at(-1) !== position) list.push(position);
}

function indexOf(sheet: CssSheet): SheetIndex {
  const known = indexes.get(sheet);
  if (known && known.length === sheet.cssRules.length) return known;
  const index: SheetIndex = {
    length: sheet.cssRules.length,
    rules: [],
    always: [],
    byClass: new Map(),
    byId: new Map(),
    byTag: new Map(),
  };
  const add = (rule: CssRule) => {
    const selector = rule.selectorText;
    if (typeof selector !== 'string') return; // not a style rule: nothing to apply
    const position = index.rules.length;
    index.rules.push({ selector, style: rule.style });
    const keys = splitTopLevel(selector, (char) => char === ',').map(keyOf);
    if (keys.includes(null)) {
      index.always.push(position);
      return;
    }
    for (const key of keys) {
      if (key === null) continue;
      const map =
        key.kind === 'class' ? index.byClass : key.kind === 'id' ? index.byId : index.byTag;
      listUnder(map, key.name, position);
    }
  };
  for (const rule of Array.from(sheet.cssRules)) {
    if (rule.media) {
      if (Array.from(rule.media).includes('screen')) Array.from(rule.cssRules ?? []).forEach(add);
    } else add(rule);
  }
  indexes.set(sheet, index);
  return index;
}

/** The positions of the sheet's rules that may match an element, in the sheet's order. */
function candidatesOf(index: SheetIndex, classes: string[], id: string, tag: string): number[] {
  const lists = [index.always, index.byTag.get(tag), id ? index.byId.get(id) : undefined];
  for (const name of classes) lists.push(index.byClass.get(name));
  const positions = new Set<number>();
  for (const list of lists) list?.forEach((position) => positions.add(position));
  return Array.from(positions).sort((a, b) => a - b);
}

let parsedDefault: CssSheet | undefined;

function getDeclarationForElement(elementImpl: ElementImpl): CssDeclaration {
  const document = elementImpl._ownerDocument;
  document._styleCache ??= new WeakMap();
  const cached = document._styleCache.get(elementImpl);
  if (cached) return cached;

  const element = wrapperForImpl(elementImpl);
  const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  const tag = element.localName;
  const id = element.id;

  const declaration = new CSSStyleDeclaration();
  const apply = (style: CssDeclaration) => {
    for (const property of Array.from(style)) {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  };
  parsedDefault ??= cssom.parse(defaultStyleSheet);
  for (const sheet of [parsedDefault, ...document.styleSheets._list]) {
    const index = indexOf(sheet);
    for (const position of candidatesOf(index, classes, id, tag)) {
      const rule = index.rules[position];
      if (rule && matchesDontThrow(elementImpl, rule.selector)) apply(rule.style);
    }
  }
  apply(elementImpl.style);
  document._styleCache.set(elementImpl, declaration);
  return declaration;
}

/** jsdom's own, kept to check that both agree. */
export const jsdomDeclarationOf = styleRules.getDeclarationForElement;
styleRules.getDeclarationForElement = getDeclarationForElement;

/** Both declarations of one element, computed afresh: jsdom's and the one above. */
export function bothDeclarationsOf(element: Element): [CssDeclaration, CssDeclaration] {
  const impl = implForWrapper(element);
  impl._ownerDocument._styleCache = null;
  const jsdom = jsdomDeclarationOf(impl);
  impl._ownerDocument._styleCache = null;
  const fast = getDeclarationForElement(impl);
  return [jsdom, fast];
}

/**
 * jsdom's getComputedStyle, reading the declaration above. The pseudo-element is ignored (the
 * element's own style answers): rc-table measures the scrollbar with
 * getComputedStyle(element, '::-webkit-scrollbar'), which jsdom does not implement and logs as
 * "Not implemented" for each table.
 */
window.getComputedStyle = (element: Element) => {
  const impl = implForWrapper(element);
  const own = getDeclarationForElement(impl);
  const declaration = new CSSStyleDeclaration();
  for (const property of Array.from(own)) {
    declaration.setProperty(
      property,
      own.getPropertyValue(property),
      own.getPropertyPriority(property),
    );
  }
  for (const property of Object.keys(styleRules.propertiesWithResolvedValueImplemented)) {
    declaration.setProperty(property, styleRules.getResolvedValue(impl, property), '');
  }
  return declaration as unknown as CSSStyleDeclaration;
};

// The search rule of every picker that filters its options in the browser (Select, Cascader), the
// same as the server's search boxes: what Vietnamese users type, without accents.
import { isValidElement, type ReactNode } from 'react';

/**
 * Lower case, without Vietnamese accents (đ is d), trimmed, one space between words:
 * ' Nhà  Thuốc ' becomes 'nha thuoc'.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

// A location cascader tests some 11,000 paths on every key typed, most labels many times over
// ('Phường 1'): each text is folded once.
const WORDS_CACHE_LIMIT = 50_000;
const wordsCache = new Map<string, readonly string[]>();

function wordsOf(text: string): readonly string[] {
  let words = wordsCache.get(text);
  if (words === undefined) {
    words = foldAccents(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '');
    if (wordsCache.size >= WORDS_CACHE_LIMIT) wordsCache.clear();
    wordsCache.set(text, words);
  }
  return words;
}

function everyWordFound(query: string, labels: readonly string[]): boolean {
  return wordsOf(query).every((typed) =>
    labels.some((label) => wordsOf(label).some((word) => word.startsWith(typed))),
  );
}

/**
 * Whether a label answers what was typed: every typed word begins a word of the label, in any
 * order, accents and case aside ('ha noi', 'HA NOI' and 'noi ha' all find 'Thành phố Hà Nội').
 * A typed word must begin a word, not merely occur inside one: Vietnamese syllables are short, and
 * 'an' inside 'Thanh' or 'Khánh' would bury 'An Khánh' among thousands of wards. An empty query
 * matches everything.
 */
export function matchesSearch(label: string, query: string): boolean {
  return everyWordFound(query, [label]);
}

/** The text a user reads in a label that may be an element ('Nhà thuốc' in <b>Nhà thuốc</b>). */
export function labelText(label: ReactNode): string {
  if (typeof label === 'string') return label;
  if (typeof label === 'number' || typeof label === 'bigint') return String(label);
  if (Array.isArray(label)) return label.map((part: ReactNode) => labelText(part)).join(' ');
  if (isValidElement<{ children?: ReactNode }>(label)) return labelText(label.props.children);
  return '';
}

export interface SearchableOption {
  label?: ReactNode;
  /** What the search reads instead of the label, when the label says less than users type. */
  searchText?: string;
}

const searchTextOf = (option: SearchableOption) => option.searchText ?? labelText(option.label);

/** `showSearch={{ filterOption: filterSelectOption }}` of an Ant Design Select. */
export function filterSelectOption(input: string, option?: SearchableOption): boolean {
  return option !== undefined && matchesSearch(searchTextOf(option), input);
}

/**
 * `showSearch={{ filter: filterCascaderPath }}` of an Ant Design Cascader: the words may fall on
 * any level of the path, so 'ha noi ba dinh' finds 'Thành phố Hà Nội / Quận Ba Đình'.
 */
export function filterCascaderPath(input: string, path: readonly SearchableOption[]): boolean {
  return everyWordFound(input, path.map(searchTextOf));
}

/**
 * `styles` of a searching Cascader: its popup never wider than the screen, long paths wrapping
 * (on a phone the search's 'Thành phố Hà Nội / Huyện Ba Vì / Xã Ba Trại' would run off the left).
 */
export const FIT_SCREEN_CASCADER_STYLES = {
  popup: {
    root: { maxWidth: 'calc(100vw - 16px)' },
    list: { whiteSpace: 'normal', maxWidth: 'calc(100vw - 16px)' },
    listItem: { whiteSpace: 'normal' },
  },
} as const;

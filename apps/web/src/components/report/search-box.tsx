import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** The product reports' search: the words match a product's name, active ingredient or maker. */
export const PRODUCT_SEARCH_LABEL = 'Tìm sản phẩm, hoạt chất, hãng';
/** The search is sent once typing has paused this long (Enter sends it at once). */
export const SEARCH_DELAY_MS = 300;

/**
 * A report's search box: the typed text reaches `onSearch` (the address, the call) once the typing
 * pauses; `value` is what is searched now, and the box follows it when it changes elsewhere.
 */
export function SearchBox({
  value,
  onSearch,
  label = PRODUCT_SEARCH_LABEL,
  maxLength,
}: {
  value: string;
  onSearch: (text: string) => void;
  /** Its name and placeholder: what the words are looked for in. */
  label?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The address changed (back button, a link): the box follows it.
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => {
      onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value, onSearch]);
  return (
    <Input.Search
      allowClear
      aria-label={label}
      placeholder={label}
      maxLength={maxLength}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      onSearch={(typed) => {
        onSearch(typed.trim());
      }}
      style={{ width: 300, maxWidth: '100%' }}
    />
  );
}

import { Input } from 'antd';
import { useEffect, useState } from 'react';

export const SEARCH_LABEL = 'Tìm sản phẩm, hoạt chất, hãng';
const SEARCH_DELAY_MS = 300;

/** The search box: typed text reaches the address (and the call) once the typing pauses. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
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
      aria-label={SEARCH_LABEL}
      placeholder={SEARCH_LABEL}
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

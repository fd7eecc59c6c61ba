// A list's search box: typing waits 300 ms, then searches from page 1 (?search= in the URL). It
// shows a spinner until the search starts; the list then keeps the old rows with its own loading
// state until the answer comes (useSearchState).
import { useEffect, useState } from 'react';
import { Input, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchState } from './use-page-param';

interface SearchBoxProps {
  placeholder: string;
  label: string;
  maxWidth: number;
}

export function SearchBox({ placeholder, label, maxWidth }: SearchBoxProps) {
  const { params, update, isPending } = useSearchState();
  const [text, setText] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if (debounced !== (params.get('search') ?? '')) update({ search: debounced, page: null });
    // Only a new debounced text starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const busy = isPending || debounced !== text.trim();
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      suffix={<Spin size="small" spinning={busy} aria-label={busy ? 'Searching' : undefined} />}
      placeholder={placeholder}
      aria-label={label}
      aria-busy={busy}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ maxWidth }}
    />
  );
}

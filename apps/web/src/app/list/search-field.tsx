import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box: what is typed reaches `onSearch` (trimmed) once typing pauses for `debounceMs`; a value
 * that changes from outside (back button, a link) shows in the box.
 */
export function SearchField({
  value,
  onSearch,
  debounceMs,
  ...props
}: { value: string; onSearch: (value: string) => void; debounceMs: number } & Omit<
  TextInputProps,
  'value' | 'onChange'
>) {
  const [typed, setTyped] = useState(value);
  const [debounced] = useDebouncedValue(typed.trim(), debounceMs);
  const last = useRef(value);

  useEffect(() => {
    if (value === last.current) return;
    last.current = value;
    setTyped(value);
  }, [value]);

  useEffect(() => {
    if (debounced === last.current) return;
    last.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      {...props}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
    />
  );
}

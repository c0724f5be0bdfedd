import { useState } from 'react';
import { Input } from 'antd';

/**
 * A search box that searches when submitted (Enter or the button), and at once when emptied
 * (typing alone does not ask the server).
 */
export function SearchField({ label, className, onSearch }: { label: string; className?: string; onSearch(search: string): void }) {
  const [typed, setTyped] = useState('');
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        if (event.target.value === '') onSearch('');
      }}
      onSearch={onSearch}
      className={className}
    />
  );
}

import { useDeferredValue, useId, useState } from 'react';
import { Input } from '@agency/design-system/input';
import { Select } from '@agency/design-system/select';
import * as styles from './list-controls.module.css';

/**
 * Search, filter, sort and page of one server-side list. The search text is deferred so typing stays smooth while
 * the server answers; any change of search or filter goes back to page 1.
 */
export function useListState<Field extends string>(defaultSort: { field: Field; order: 'asc' | 'desc' }, defaultPageSize = 20) {
  const [search, setSearchText] = useState('');
  const [filter, setFilterValue] = useState('');
  const [sort, setSortValue] = useState(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState(defaultPageSize);
  const deferredSearch = useDeferredValue(search.trim());
  return {
    search,
    deferredSearch,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    filter,
    setFilter: (value: string) => {
      setFilterValue(value);
      setPage(1);
    },
    sort,
    setSort: (value: { field: Field; order: 'asc' | 'desc' }) => {
      setSortValue(value);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (value: number) => {
      setPageSizeValue(value);
      setPage(1);
    },
  };
}

export function ListToolbar({ children }: { children: React.ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

export function SearchBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Input id={id} type="search" value={value} maxLength={200} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel: string;
}) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} placeholder={allLabel} options={options} />
    </div>
  );
}

/** 'in_progress' -> 'In progress'. */
export function humanise(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

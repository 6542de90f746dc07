// spec 000 §2 Layout: "a search box (100-character input)"; spec 000 §5 search term rules, in the
// spec's words, before anything is sent.
import { SEARCH_TERM_MAX_LENGTH } from '@ullage/domain/constants';
import { searchTermError } from '@ullage/domain/search';
import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/icons';
import './search.css';

export interface SearchBoxProps {
  initialTerm?: string;
  onSearch: (term: string) => void;
}

export function SearchBox({ initialTerm = '', onSearch }: SearchBoxProps) {
  const [term, setTerm] = useState(initialTerm);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchTermError(term);
    setError(problem);
    if (!problem) onSearch(term.trim());
  };

  return (
    <form role="search" className="search-box" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      <input
        id={id}
        className="input search-input"
        type="search"
        placeholder="Search"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        value={term}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setTerm(e.target.value);
          if (error) setError(null);
        }}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <Icon name="Search" />
      </button>
      {error && (
        <span id={`${id}-error`} role="alert" className="search-error">
          {error}
        </span>
      )}
    </form>
  );
}

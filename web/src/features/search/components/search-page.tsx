// spec 000 §2 /search (query term): results grouped by type with what matched (spec 000 §3 Search
// result: matches of searchField, searchValue), each leading to its entity.
import type { SearchResult } from '@ullage/domain/api/navigation';
import { entityTypeIcon, entityTypeName } from '@ullage/domain/entity-types';
import { searchFieldLabel, searchTermError } from '@ullage/domain/search';
import { Icon } from '../../../components/icons';
import { Loader } from '../../../components/loader';
import { useNavigationSearch } from '../api/search-navigation';
import './search.css';

export interface SearchPageProps {
  term: string;
  baseFolderUid: number;
  /** Where a result leads. */
  hrefOf: (result: SearchResult) => string;
  onOpen: (result: SearchResult) => void;
}

export function SearchPage({ term, baseFolderUid, hrefOf, onOpen }: SearchPageProps) {
  const problem = searchTermError(term);
  const search = useNavigationSearch(term.trim(), baseFolderUid, problem === null);

  const groups = new Map<number, SearchResult[]>();
  for (const r of search.data?.results ?? []) groups.set(r.typeId, [...(groups.get(r.typeId) ?? []), r]);

  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading" className="page-title">
        Search results for “{term.trim()}”
      </h1>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {!problem && search.isPending && <Loader label="Searching…" />}
      {!problem && search.isError && (
        <p role="alert" className="field-error">
          The search could not be run. Try again in a moment.
        </p>
      )}
      {search.data && search.data.results.length === 0 && <p>Nothing matches “{term.trim()}” in your folders.</p>}
      {search.data?.truncated && (
        <p className="search-note">Only the first {search.data.results.length} matches are shown: add to the term to narrow them down.</p>
      )}
      {[...groups].map(([typeId, results]) => (
        <section key={typeId} className="search-group" aria-label={entityTypeName(typeId, true)}>
          <h2 className="search-group-title">
            {entityTypeName(typeId, true)} <span className="search-count">{results.length}</span>
          </h2>
          <ul className="search-results">
            {results.map((r) => (
              <li key={`${r.typeId}:${r.uid}`} className="search-result">
                <Icon name={entityTypeIcon(r.typeId) ?? 'Unknown'} className="tree-icon" />
                <div>
                  <a
                    href={hrefOf(r)}
                    onClick={(e) => {
                      e.preventDefault();
                      onOpen(r);
                    }}
                  >
                    {r.label}
                  </a>
                  <ul className="search-matches">
                    {r.matches.map((m) => (
                      <li key={`${m.searchField}:${m.searchValue}`}>
                        <span className="search-field">{searchFieldLabel(m.searchField)}:</span> {m.searchValue}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

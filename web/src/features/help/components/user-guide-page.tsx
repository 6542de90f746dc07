// spec 000 §2 Help menu: User Guide /help/user-guide. The guide is Markdown kept in the repository
// (docs/user-guide/, one chapter a file), read at build into this page's chunk and drawn as React
// elements (utils/markdown.ts); the search shows the sections that hold every word typed.
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { guideSections, searchGuide, type Block, type Inline } from '../utils/markdown';
import './help.css';

const CHAPTERS = import.meta.glob<string>('../../../../../docs/user-guide/[0-9]*.md', { query: '?raw', import: 'default', eager: true });
const SOURCES = Object.keys(CHAPTERS)
  .sort()
  .map((k) => CHAPTERS[k]!);

function InlineText({ inline }: { inline: Inline[] }) {
  return (
    <>
      {inline.map((part, i) => {
        switch (part.kind) {
          case 'strong':
            return <strong key={i}>{part.text}</strong>;
          case 'em':
            return <em key={i}>{part.text}</em>;
          case 'code':
            return <code key={i}>{part.text}</code>;
          case 'link':
            return (
              <a key={i} href={part.href}>
                {part.text}
              </a>
            );
          default:
            return <Fragment key={i}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }): ReactNode {
  if (block.kind === 'paragraph')
    return (
      <p>
        <InlineText inline={block.inline} />
      </p>
    );
  if (block.kind === 'list') {
    const items = block.items.map((item, i) => (
      <li key={i}>
        <InlineText inline={item} />
      </li>
    ));
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  return null;
}

export function UserGuidePage() {
  const sections = useMemo(() => guideSections(SOURCES), []);
  const [query, setQuery] = useState('');
  const shown = searchGuide(sections, query);
  return (
    <section className="help-page" aria-labelledby="user-guide-title">
      <header>
        <div className="page-kicker">Help</div>
        <h1 id="user-guide-title">User Guide</h1>
      </header>
      <input
        className="input help-search"
        type="search"
        aria-label="Search the user guide"
        placeholder="Search the user guide"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="help-guide">
        <nav aria-label="User guide contents" className="help-toc">
          <ul>
            {shown.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="help-sections" aria-live="polite">
          {shown.length === 0 ? (
            <p className="help-muted">Nothing in the guide matches “{query.trim()}”.</p>
          ) : (
            shown.map((s) => (
              <article key={s.id} id={s.id} className="help-section" aria-labelledby={`${s.id}-title`}>
                <div className="help-chapter">{s.chapter}</div>
                <h2 id={`${s.id}-title`}>{s.title}</h2>
                {s.blocks.map((b, i) => (
                  <BlockView key={i} block={b} />
                ))}
              </article>
            ))
          )}
        </div>
      </div>
    </section>
  );
}

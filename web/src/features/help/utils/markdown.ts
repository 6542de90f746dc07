// The user guide's Markdown, read into blocks the guide page draws as React elements (no HTML is
// injected, so a guide cannot carry script). Only what docs/user-guide/README.md allows: headings
// (# and ##), paragraphs, "-" and "1." lists, **bold**, *italic*, `code` and [links](url).

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Links may go to the portal's own pages, or to http(s) and mailto addresses. */
const safeHref = (href: string) => (/^(\/|https?:\/\/|mailto:)/.test(href) ? href : null);

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'em', text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: 'code', text: m[3] });
    else {
      const href = safeHref(m[5]!);
      out.push(href ? { kind: 'link', text: m[4]!, href } : { kind: 'text', text: m[4]! });
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inline: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    const item = /^\s*(-|\d+\.)\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2, text: heading[2]!.trim() });
    } else if (item) {
      const ordered = item[1] !== '-';
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[2]!);
    } else if (line.trim() === '') {
      flush();
    } else if (list && /^\s+/.test(line)) {
      // A list item's continuation line.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

export interface GuideSection {
  /** The chapter (# heading) it stands in. */
  chapter: string;
  /** Its ## heading (the chapter's title for the text before the first ##). */
  title: string;
  id: string;
  blocks: Block[];
  /** Its words, lower case, for the search. */
  text: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const inlineText = (inline: Inline[]) => inline.map((i) => i.text).join('');

/** The guide's chapters split into sections at each ## heading. */
export function guideSections(chapters: readonly string[]): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const source of chapters) {
    let chapter = '';
    let current: GuideSection | null = null;
    for (const block of parseMarkdown(source)) {
      if (block.kind === 'heading') {
        if (block.level === 1) chapter = block.text;
        current = { chapter, title: block.text, id: slug(`${chapter}-${block.text}`), blocks: [], text: '' };
        sections.push(current);
        continue;
      }
      if (!current) {
        current = { chapter, title: chapter, id: slug(chapter || 'guide'), blocks: [], text: '' };
        sections.push(current);
      }
      current.blocks.push(block);
    }
  }
  for (const s of sections) {
    const words = s.blocks.map((b) =>
      b.kind === 'heading' ? b.text : b.kind === 'paragraph' ? inlineText(b.inline) : b.items.map(inlineText).join(' '),
    );
    s.text = `${s.chapter} ${s.title} ${words.join(' ')}`.toLowerCase();
  }
  return sections.filter((s) => s.blocks.length > 0 || s.title !== s.chapter);
}

/** The sections holding every word of `query` (all of them when it is empty). */
export function searchGuide(sections: readonly GuideSection[], query: string): GuideSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length === 0 ? [...sections] : sections.filter((s) => words.every((w) => s.text.includes(w)));
}

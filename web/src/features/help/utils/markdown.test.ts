import { describe, expect, it } from 'vitest';
import { guideSections, parseInline, parseMarkdown, searchGuide } from './markdown';

describe('the guide Markdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown('# Tanks\n\n## Reading\n\nA tank\nhas a level.\n\n- one\n- two\n  more\n\n1. first\n2. second\n');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Tanks' },
      { kind: 'heading', level: 2, text: 'Reading' },
      { kind: 'paragraph', inline: [{ kind: 'text', text: 'A tank has a level.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two more' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('reads bold, italic, code and links, and keeps a script link as text', () => {
    expect(parseInline('**Login**, *then* `code` [guide](/help/user-guide) [x](javascript:alert(1))')).toEqual([
      { kind: 'strong', text: 'Login' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'then' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'code' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'guide', href: '/help/user-guide' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('splits chapters into sections and finds those holding every word searched', () => {
    const sections = guideSections([
      '# Tanks\n\n## Reading a tank\n\nThe level and the zone.\n\n## Fills\n\nA sudden rise.',
      '# Alerts\n\n## Setting an alert\n\nChoose the contact group.',
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Reading a tank', 'Fills', 'Setting an alert']);
    expect(searchGuide(sections, 'ZONE level').map((s) => s.title)).toEqual(['Reading a tank']);
    expect(searchGuide(sections, 'contact alert').map((s) => s.title)).toEqual(['Setting an alert']);
    expect(searchGuide(sections, '')).toHaveLength(3);
    expect(searchGuide(sections, 'nothing-like-this')).toHaveLength(0);
  });
});

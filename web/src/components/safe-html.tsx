// Renders HTML someone typed (a company's login message, spec 001 §3.3 HtmlMessage) as React
// elements from an allowlist: text formatting, paragraphs, lists, headings and links to http(s) or
// mailto. Everything else (scripts, styles, event handlers, images, forms, frames) is dropped, its
// text kept. The HTML is parsed by DOMParser into an inert document (nothing in it runs or loads)
// and never given to innerHTML. docs/decisions/100-catalogue-rest.md.
import { createElement, type ReactNode } from 'react';

const TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span', 'div']);
/** Elements whose content is not text to show. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function render(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, (c, i) => render(c, i));
  if (!TAGS.has(tag)) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = el.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return children;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

/** The allowed part of `html`, as React elements. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes, (c, i) => render(c, i))}</div>;
}

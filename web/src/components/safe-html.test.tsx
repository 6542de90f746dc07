// A company's login message is HTML someone typed: only the allowlist is rendered (ADR 100).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

afterEach(cleanup);

const rendered = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild!.innerHTML;

describe('SafeHtml', () => {
  it('keeps formatting, lists and web links', () => {
    expect(rendered('<p>Book your <b>winter fill</b> <a href="https://example.com/fill">here</a>.</p><ul><li>One</li></ul>')).toBe(
      '<p>Book your <b>winter fill</b> <a href="https://example.com/fill" target="_blank" rel="noopener noreferrer">here</a>.</p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts, handlers, styles, images and script links, keeping their text', () => {
    expect(
      rendered(
        '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror="alert(3)"> <a href="javascript:alert(4)">there</a></p><iframe src="https://evil"></iframe><font>old</font>',
      ),
    ).toBe('<p>Hi there</p>old');
  });
});

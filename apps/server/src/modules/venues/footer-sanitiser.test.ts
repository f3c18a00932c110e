import { describe, expect, it } from 'vitest';
import { sanitiseFooterHtml } from './footer-sanitiser.ts';

describe('sanitiseFooterHtml', () => {
  it('keeps structure, text and safe links', () => {
    const html = '<p>Open <strong>7am</strong> - <a href="https://example.org/times">times</a></p>';
    expect(sanitiseFooterHtml(html)).toBe(html);
  });

  it('removes scripts, styles and event handlers', () => {
    const cleaned = sanitiseFooterHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><img src="https://x.test/a.png" onerror="steal()"></p>',
    );
    expect(cleaned).not.toMatch(/script|style|onclick|onerror|steal|alert/);
    expect(cleaned).toContain('Hi');
  });

  it('removes javascript: and data: links', () => {
    const cleaned = sanitiseFooterHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>',
    );
    expect(cleaned).not.toMatch(/javascript|data:/i);
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitiseFooterHtml('<a href="https://a.test" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('drops frames and forms entirely', () => {
    expect(sanitiseFooterHtml('<iframe src="https://evil.test"></iframe><form><input></form>ok')).toBe('ok');
  });
});

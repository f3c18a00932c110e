import { describe, expect, it } from 'vitest';
import { sanitiseFooterHtml } from './footer-sanitiser.ts';

/**
 * Vectors in the style of the OWASP XSS Filter Evasion Cheat Sheet: case and encoding tricks,
 * broken markup, event handlers on every kind of tag, URL schemes hidden by entities and
 * whitespace, CSS expressions, SVG and MathML, comments and CDATA. Whatever the venue footer
 * holds, nothing that runs may come out.
 */
const vectors = [
  '<SCRIPT SRC=https://xss.test/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://xss.test/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="https://xss.test/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=https://xss.test/xss.js?< B >',
  '<SCRIPT SRC=//xss.test/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=https://xss.test/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'https://xss.test/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<https://xss.test/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("https://xss.test/xssmoz.xml#xss")}</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<div style="background-image: url(javascript:alert(\'XSS\'))">x</div>',
  '<div style="width: expression(alert(\'XSS\'));">x</div>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TR></TABLE>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.test/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<a href="&#1;javascript:alert(1)">x</a>',
  '<a href="java&#0;script:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//xss.test/">protocol-relative</a>',
  '<a href="https://ok.test" onclick="alert(1)" style="position:fixed">x</a>',
  '<p><![CDATA[<script>alert(1)</script>]]></p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<img src="https://ok.test/a.png" srcset="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
];

/** What may never come out of the sanitiser, in any case or spacing. */
const forbidden: [string, RegExp][] = [
  ['a script element', /<\s*script/i],
  ['an event handler attribute', /<[^>]*\son[a-z]+\s*=/i],
  [
    'a javascript: or vbscript: URL',
    /(?:href|src|srcset|action|background|dynsrc|lowsrc)\s*=\s*["']?\s*(?:java|vb)script/i,
  ],
  ['a data: URL', /(?:href|src|srcset)\s*=\s*["']?\s*data:/i],
  ['a protocol-relative URL', /(?:href|src)\s*=\s*["']?\/\//i],
  [
    'an active or styling element',
    /<\s*(?:iframe|frame|frameset|object|embed|svg|math|style|link|meta|base|form|input|button|body|bgsound|video|audio|source|template|details|xss)\b/i,
  ],
  ['an inline style', /\sstyle\s*=/i],
  ['a CSS expression or binding', /expression\s*\(|-moz-binding|behavior\s*:/i],
];

describe('venue footer HTML against XSS filter-evasion vectors', () => {
  it.each(vectors)('leaves nothing that runs in %s', (vector) => {
    const cleaned = sanitiseFooterHtml(vector);
    for (const [what, pattern] of forbidden) {
      expect(cleaned, `${what} survived: ${cleaned}`).not.toMatch(pattern);
    }
  });

  it('keeps the safe part of a mixed footer', () => {
    const cleaned = sanitiseFooterHtml(
      '<p>Call <a href="tel:01134960123" onclick="x()">0113 496 0123</a><script>x()</script></p>',
    );
    expect(cleaned).toBe('<p>Call <a href="tel:01134960123">0113 496 0123</a></p>');
  });
});

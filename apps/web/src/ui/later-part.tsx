import { createElement, type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';

/**
 * Parts of a server-rendered page that the browser's first render leaves as the server rendered
 * them, and renders in tasks of their own afterwards, one after another (decision 0027): one long
 * task holds up clicks and scrolling, and Lighthouse counts what a task lasts over 50 ms (Total
 * Blocking Time), where several short ones cost nothing.
 *
 * main.tsx takes the server's markup of every part before its first render (`keepServerParts`).
 * A part finds its own by its name and shows it until its turn; a part inside another one waits
 * for its own turn once the outer one renders.
 * What the page shows does not change meanwhile: the server rendered the same content.
 */
const serverParts = new Map<string, string>();
let waiting = 0;
let queue: Promise<void> = Promise.resolve();

/**
 * main.tsx, before rendering over a server-rendered page: the markup of each of its parts. A part
 * with form fields or a frame, or holding the focus, is rendered over at once as the rest of the
 * page: built anew, it would lose what was typed into it (or load its frame again, or drop the
 * focus).
 */
export function keepServerParts(root: ParentNode): void {
  for (const part of root.querySelectorAll<HTMLElement>('[data-part]')) {
    if (part.contains(document.activeElement) || part.querySelector('input, select, textarea, iframe'))
      continue;
    serverParts.set(`${part.tagName.toLowerCase()} ${part.dataset.part}`, part.innerHTML);
  }
}

/** Resolves in a task of its own: long tasks hold up clicks and scrolling (Total Blocking Time). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Resolves in a task of its own, after the turns already given out. */
function nextTurn(): Promise<void> {
  queue = queue.then(nextTask);
  return queue;
}

/** The server's markup of a part not rendered yet: each is taken once. */
function takeServerMarkup(key: string): string | null {
  const markup = serverParts.get(key);
  if (markup === undefined) return null;
  serverParts.delete(key);
  waiting += 1;
  return markup;
}

let allRendered: (() => void)[] = [];

/** A part has rendered: once none waits, markup nobody took (a part not rendered) is dropped. */
function partRendered(): void {
  waiting -= 1;
  if (waiting > 0) return;
  serverParts.clear();
  for (const resolve of allRendered) resolve();
  allRendered = [];
}

/** Resolves once every part kept from the server has rendered (at once when none waits). */
export function whenPartsRendered(): Promise<void> {
  if (waiting === 0) return Promise.resolve();
  return new Promise((resolve) => allRendered.push(resolve));
}

type LaterPartProps = HTMLAttributes<HTMLElement> & {
  /** The part's element. */
  as: 'main' | 'div' | 'section' | 'ul';
  /** The part's name, one of a kind on the page (its `data-part`). */
  name: string;
  children: ReactNode;
};

/**
 * An element whose content renders in a later task when the server rendered it (the first render
 * over a server-rendered page), and at once everywhere else.
 */
export function LaterPart({ as, name, children, ...props }: LaterPartProps) {
  const [markup] = useState(() => takeServerMarkup(`${as} ${name}`));
  const [rendered, setRendered] = useState(markup === null);
  useEffect(() => {
    if (rendered) {
      // After the render: the parts inside this one have taken their markup by now.
      if (markup !== null) partRendered();
      return;
    }
    let mounted = true;
    void nextTurn().then(() => {
      if (mounted) setRendered(true);
      else partRendered();
    });
    return () => {
      mounted = false;
    };
  }, [rendered, markup]);
  return createElement(as, {
    ...props,
    'data-part': name,
    ...(rendered ? { children } : { dangerouslySetInnerHTML: { __html: markup ?? '' } }),
  });
}

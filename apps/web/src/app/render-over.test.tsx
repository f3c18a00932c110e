// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { renderOver } from './render-over.ts';

function Counter({ tone }: { tone: string }) {
  const [count, setCount] = useState(0);
  return (
    <main className={tone}>
      <h1>Shopping basket</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Added {count}
      </button>
    </main>
  );
}

it('keeps the elements the server rendered, corrects what differs, and answers clicks', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Counter tone="server" />);
  const heading = root.querySelector('h1');
  const button = root.querySelector('button');

  renderOver(root, <Counter tone="browser" />);

  expect(root.querySelector('h1')).toBe(heading);
  expect(root.querySelector('button')).toBe(button);
  expect(root.querySelector('main')?.className).toBe('browser');
  expect(root.querySelectorAll('main')).toHaveLength(1);
  fireEvent.click(button as HTMLButtonElement);
  await expect.poll(() => button?.textContent).toBe('Added 1');
});

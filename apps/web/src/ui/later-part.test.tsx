// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { keepServerParts, LaterPart, whenPartsRendered } from './later-part.tsx';

let rendersOfPage = 0;

function PageContent({ label }: { label: string }) {
  rendersOfPage += 1;
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Layout({ label }: { label: string }) {
  return (
    <>
      <header>Header</header>
      <LaterPart as="main" name="page" id="main" className="page-main">
        <PageContent label={label} />
      </LaterPart>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps the server’s markup in the first render over its page, then renders the part in a later task', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<Layout label="Added" />);
  expect(root.querySelector('main')?.dataset.part).toBeTruthy();
  rendersOfPage = 0;

  keepServerParts(root);
  // Preact's own render keeps the server's elements (as app/render-over.preact.ts does).
  render(<Layout label="Added" />, root);

  // The first render left the part as the server rendered it: its content is not rendered yet.
  expect(rendersOfPage).toBe(0);
  expect(root.querySelector('main')?.textContent).toBe('Added 0');
  expect(root.querySelector('main')?.className).toBe('page-main');
  // Later, the part is rendered and answers clicks.
  await expect.poll(() => rendersOfPage).toBe(1);
  const button = root.querySelector('button') as HTMLButtonElement;
  fireEvent.click(button);
  await expect.poll(() => root.querySelector('button')?.textContent).toBe('Added 1');
  expect(root.querySelectorAll('main')).toHaveLength(1);
});

it('renders the part at once anywhere else (no server page, or a part the server did not render)', () => {
  const root = document.createElement('div');
  document.body.append(root);
  rendersOfPage = 0;
  keepServerParts(root);
  // Preact's own render keeps the server's elements (as app/render-over.preact.ts does).
  render(<Layout label="Added" />, root);
  expect(rendersOfPage).toBe(1);
  expect(root.querySelector('button')?.textContent).toBe('Added 0');
});

/** What rendered, in order, with the tasks between them (`task`). */
let log: string[] = [];

function Heading() {
  log.push('heading');
  return <h1>Timetable</h1>;
}

function List() {
  log.push('list');
  return <li>Yoga</li>;
}

function NestedLayout() {
  return (
    <LaterPart as="main" name="page">
      <Heading />
      <LaterPart as="ul" name="list">
        <List />
      </LaterPart>
    </LaterPart>
  );
}

it('renders a part inside another in a turn of its own, after the outer one', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<NestedLayout />);
  log = [];
  keepServerParts(root);
  render(<NestedLayout />, root);
  expect(root.querySelector('main')?.textContent).toBe('TimetableYoga');
  const tasks = setInterval(() => log.push('task'));

  await expect.poll(() => log.includes('list')).toBe(true);
  clearInterval(tasks);
  // The outer part rendered first; the inner one kept the server's markup until a later task.
  const rendered = log.filter((entry) => entry !== 'task');
  expect(rendered).toEqual(['heading', 'list']);
  expect(log.indexOf('task', log.indexOf('heading'))).toBeLessThan(log.indexOf('list'));
  expect(root.querySelector('main')?.textContent).toBe('TimetableYoga');
  expect(root.querySelectorAll('li')).toHaveLength(1);
});

let rendersOfField = 0;

function EmailField() {
  rendersOfField += 1;
  return (
    <label>
      Email <input name="email" />
    </label>
  );
}

function FormPage() {
  return (
    <LaterPart as="main" name="page">
      <EmailField />
    </LaterPart>
  );
}

it('renders a part the customer typed into over at once, keeping what they typed before the scripts ran', () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<FormPage />);
  const field = root.querySelector('input') as HTMLInputElement;
  field.value = 'lia@example.com';
  keepServerParts(root);
  render(<FormPage />, root);
  expect(root.querySelector('input')).toBe(field);
  expect(field.value).toBe('lia@example.com');
});

it('renders a part over at once while a field in it has the focus', () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<FormPage />);
  const field = root.querySelector('input') as HTMLInputElement;
  field.focus();
  keepServerParts(root);
  render(<FormPage />, root);
  expect(root.querySelector('input')).toBe(field);
  expect(document.activeElement).toBe(field);
});

it('renders a part with fields over at once, even untouched: nothing typed in it can be lost', () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<FormPage />);
  const serverField = root.querySelector('input');
  rendersOfField = 0;
  keepServerParts(root);
  render(<FormPage />, root);
  expect(rendersOfField).toBe(1);
  expect(root.querySelector('input')).toBe(serverField);
});

it('says when every part kept from the server has rendered', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<NestedLayout />);
  log = [];
  await expect(whenPartsRendered()).resolves.toBeUndefined();
  keepServerParts(root);
  render(<NestedLayout />, root);
  await whenPartsRendered();
  expect(log).toEqual(['heading', 'list']);
});

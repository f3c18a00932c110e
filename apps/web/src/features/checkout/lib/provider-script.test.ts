// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadProviderScript } from './provider-script.ts';

const scriptsFor = (url: string) =>
  [...document.querySelectorAll('script')].filter((each) => each.src === url);

describe('loadProviderScript', () => {
  it('adds the script once and resolves when it has loaded', async () => {
    const url = 'https://js.example.test/one.js';
    const first = loadProviderScript(url);
    const second = loadProviderScript(url);
    expect(scriptsFor(url)).toHaveLength(1);
    scriptsFor(url)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects when the script fails, and a later call tries again', async () => {
    const url = 'https://js.example.test/two.js';
    const failing = loadProviderScript(url);
    scriptsFor(url)[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    expect(scriptsFor(url)).toHaveLength(0);
    const retry = loadProviderScript(url);
    expect(scriptsFor(url)).toHaveLength(1);
    scriptsFor(url)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up when the script does not answer in time', async () => {
    const url = 'https://js.example.test/three.js';
    await expect(loadProviderScript(url, document, 10)).rejects.toThrow('did not load in time');
    expect(scriptsFor(url)).toHaveLength(0);
  });
});

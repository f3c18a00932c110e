import type { Client } from './client.ts';
import type { Theme } from './theme.ts';

/**
 * What a page carries before its first paint (the `app-config` block of index.html): the client,
 * and the theme of the venue the customer chose (`themeVenue`, the `selected_venue_{client}`
 * cookie; null for the client's own theme).
 */
export interface BootData {
  client: Client;
  theme: Theme;
  themeVenue: string | null;
}

/**
 * The server render of a page (docs/decisions/0029-react-server-rendering-and-hydration.md): what the API
 * server gives the web build's `renderPage` (apps/web/src/entry-server.tsx), and what it gets back.
 */
export interface PageRenderRequest {
  /** The page's full address, as the browser asked for it. */
  url: string;
  /** The request's Cookie header. */
  cookie: string;
  /** The request's User-Agent header. */
  userAgent: string;
  /** What index.html carries in its app-config block. */
  config: { basePath: string; defaultClient: string };
  boot: BootData;
}

/** A call to the API for the server render, as the page would make it (same origin, its cookies). */
export type PageApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The answers the page was rendered with (TanStack Query's dehydrated cache), for the browser's. */
  pageData: unknown;
  /** Attributes for `<html>`: the theme's, as the browser puts them there. */
  rootAttributes: Record<string, string>;
  /** The HTTP status when not 200: 404 for a not-found screen (the HTML is the same either way). */
  status?: number;
  /** The page's `<title>` ('{client} | {page}'); absent when the page sets none. */
  title?: string;
  /**
   * The URLs of the page's own chunks, run as scripts before the entry's: the entry then finds the
   * page's code there, and hydrates before the load event.
   */
  pageScripts?: string[];
  /** The URLs of the chunks the page's own import, fetched with them. */
  modulePreloads?: string[];
  /** The URLs of chunks the page may soon want (the login modal's), fetched while the browser is idle. */
  prefetches?: string[];
}

/** A page that sends the browser elsewhere: the server answers with a redirect to `location`. */
export interface RedirectedPage {
  redirect: string;
}

/** What the server render gives back; undefined when the browser should draw the page alone. */
export type PageRender = RenderedPage | RedirectedPage | undefined;

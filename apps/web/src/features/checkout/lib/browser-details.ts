import type { AuthoriseRequest } from '@leisure/contracts';

type BrowserDetails = Pick<
  AuthoriseRequest,
  | 'browser_color_depth'
  | 'browser_language'
  | 'browser_screen_height'
  | 'browser_screen_width'
  | 'browser_timezone_offset'
  | 'browser_java_enabled'
  | 'browser_javascript_enabled'
>;

/** A measurement the contract accepts (a positive whole number), else left out. */
const positive = (value: number | undefined, max: number) =>
  value !== undefined && Number.isInteger(value) && value > 0 && value <= max ? value : undefined;

/** What 3-D Secure asks about the browser (the bank uses it to judge the risk). */
export function browserDetails(
  win: Pick<Window, 'screen' | 'navigator'> = window,
  now: Date = new Date(),
): BrowserDetails {
  const details: BrowserDetails = {
    browser_java_enabled: false,
    browser_javascript_enabled: true,
    browser_timezone_offset: now.getTimezoneOffset(),
  };
  const colourDepth = positive(win.screen?.colorDepth, 64);
  const height = positive(win.screen?.height, 100000);
  const width = positive(win.screen?.width, 100000);
  const language = win.navigator?.language?.slice(0, 20);
  if (colourDepth !== undefined) details.browser_color_depth = colourDepth;
  if (height !== undefined) details.browser_screen_height = height;
  if (width !== undefined) details.browser_screen_width = width;
  if (language) details.browser_language = language;
  return details;
}

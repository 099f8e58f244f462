/**
 * A phone on a slow mobile network, for Chromium through playwright-core: `mobileContext` opens a
 * fresh context (empty cache) at phone size whose pages start recording Largest Contentful Paint
 * before any page script; `emulateMobileNetwork` throttles a page over CDP
 * (`Network.emulateNetworkConditions`: 1.6 Mbps down, 750 kbps up, 150 ms latency, a common
 * "slow 4G" profile); `readLcp` reads the latest LCP entry. Used by test/e2e/mobile-lcp.test.ts
 * (no timing target) and scripts/bench/delivery.ts (the LCP < 2.5 s goal).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The emulated network: throughput in bytes per second, latency in ms. */
export const mobileNetwork = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 } as const;

const phone = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** One Largest Contentful Paint entry: when (ms since navigation start), how big (px²), and what. */
export interface LcpEntry {
  startTime: number;
  size: number;
  element: string;
  url: string;
}

declare global {
  interface Window {
    lcpEntries?: LcpEntry[];
  }
}

/** A fresh phone-sized context of `browser` whose pages record LCP entries into `window.lcpEntries`. */
export async function mobileContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  await context.addInitScript(() => {
    window.lcpEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null; url: string })[]) {
        const element = entry.element;
        const name = element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}` : '(removed)';
        window.lcpEntries!.push({ startTime: entry.startTime, size: entry.size, element: name, url: entry.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return context;
}

/** Throttles `page`'s network to `mobileNetwork` (until the page closes). */
export async function emulateMobileNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', mobileNetwork);
}

/**
 * The latest LCP entry of `page`, once two more frames have been painted (an entry is reported
 * after the paint it measures); undefined when none was recorded.
 */
export async function readLcp(page: Page): Promise<LcpEntry | undefined> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const entries = window.lcpEntries ?? [];
    return entries.at(-1);
  });
}

import { withBuiltShop } from './builtShop';
withBuiltShop(8193, async (base, pages) => {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  for (const page of [pages[3], pages[0]]) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
    const r = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    chrome.kill();
    const a = r!.lhr.audits;
    console.log(page, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
    console.log(JSON.stringify((a['largest-contentful-paint-element'].details as any)?.items?.map((i: any) => i.items ?? i), null, 0).slice(0, 1500));
    const reqs = (a['network-requests'].details as any).items.map((i: any) => `${i.url.replace(base, '').slice(0, 60)} ${i.resourceType} ${Math.round(i.transferSize)}B ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority}`);
    console.log(reqs.join('\n'));
  }
});

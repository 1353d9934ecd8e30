/**
 * User agents that are not a person looking at the page: search crawlers, link-preview fetchers
 * (chat apps unfurling a shared link), headless and scripted clients. The one list; page views consult it.
 */
const NOT_A_PERSON = new RegExp(
  [
    'bot\\b', 'bot/', 'crawl', 'spider', 'slurp', 'googlebot', 'bingbot', 'adsbot', 'mediapartners-google', 'google-inspectiontool',
    'googleother', 'feedfetcher', 'applebot', 'yandex', 'baiduspider', 'duckduckbot', 'petalbot', 'ahrefs', 'semrush',
    'facebookexternalhit', 'facebookcatalog', 'meta-externalagent', 'whatsapp', 'telegrambot', 'discordbot', 'slackbot',
    'slack-imgproxy', 'twitterbot', 'linkedinbot', 'pinterest', 'redditbot', 'embedly', 'quora link preview',
    'skypeuripreview', 'vkshare', 'viber', 'snapchat', 'iframely', 'outbrain', 'bitlybot', 'tumblr', 'mastodon',
    'headless', 'phantomjs', 'puppeteer', 'playwright', 'selenium', 'lighthouse', 'pagespeed', 'gtmetrix', 'pingdom',
    'uptimerobot', 'preview', 'curl/', 'wget/', 'python-requests', 'python-urllib', 'aiohttp', 'httpx', 'go-http-client',
    'node-fetch', 'undici', 'axios/', 'okhttp', 'java/', 'libwww-perl', 'httpclient', 'scrapy',
  ].join('|'),
  'i',
);

/** True when the request should never count as a visit (no user agent at all included). */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || !userAgent.trim() || NOT_A_PERSON.test(userAgent);
}

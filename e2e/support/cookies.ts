/**
 * The cookies of a `cookie` request header (`name=value; name=value`, as `createCreator` and `adminCookie` give them)
 * as a browser stores them for the server's host: for Playwright's addCookies, Puppeteer's setCookie and WebDriver.
 */
export function browserCookies(cookieHeader: string, serverUrl: string, path = '/') {
  const { hostname } = new URL(serverUrl);
  return cookieHeader.split('; ').map((pair) => {
    const [name, ...rest] = pair.split('=');
    return { name: name!, value: rest.join('='), domain: hostname, path };
  });
}

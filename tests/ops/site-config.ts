/**
 * deploy/nginx.conf as the proxy tests run it: the same file with its production addresses
 * replaced (loopback high ports, a self-signed certificate, the test instances as upstream).
 * Every replacement must find its line, so a config that drifts from what the tests expect
 * fails loudly instead of being tested half.
 */
export interface TestSiteOptions {
  httpPort: number;
  httpsPort: number;
  upstreamPorts: [number, number];
  certificate: string;
  certificateKey: string;
}

interface Replacement {
  what: string;
  pattern: RegExp;
  by: string;
  count: number;
}

export function testSiteConfig(siteConfig: string, options: TestSiteOptions): string {
  const replacements: Replacement[] = [
    { what: "HTTP listen", pattern: /^(\s*)listen 80;$/gm, by: `$1listen 127.0.0.1:${options.httpPort};`, count: 1 },
    {
      what: "HTTPS listen",
      pattern: /^(\s*)listen 443 ssl http2;$/gm,
      by: `$1listen 127.0.0.1:${options.httpsPort} ssl;`,
      count: 1,
    },
    { what: "IPv6 listen", pattern: /^\s*listen \[::\]:\d+.*;\n/gm, by: "", count: 2 },
    {
      what: "certificate",
      pattern: /^(\s*)ssl_certificate \S+;$/gm,
      by: `$1ssl_certificate ${options.certificate};`,
      count: 1,
    },
    {
      what: "certificate key",
      pattern: /^(\s*)ssl_certificate_key \S+;$/gm,
      by: `$1ssl_certificate_key ${options.certificateKey};`,
      count: 1,
    },
    {
      what: "first upstream",
      pattern: /^(\s*)server 127\.0\.0\.1:3001\b/gm,
      by: `$1server 127.0.0.1:${options.upstreamPorts[0]}`,
      count: 1,
    },
    {
      what: "second upstream",
      pattern: /^(\s*)server 127\.0\.0\.1:3002\b/gm,
      by: `$1server 127.0.0.1:${options.upstreamPorts[1]}`,
      count: 1,
    },
  ];
  let config = siteConfig;
  for (const { what, pattern, by, count } of replacements) {
    const found = config.match(pattern)?.length ?? 0;
    if (found !== count) {
      throw new Error(`deploy/nginx.conf: expected ${count} line(s) for the ${what} (${pattern}), found ${found}`);
    }
    config = config.replace(pattern, by);
  }
  return config;
}

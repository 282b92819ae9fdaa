import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testSiteConfig } from "./site-config";

const deployed = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");
const options = {
  httpPort: 18080,
  httpsPort: 18443,
  upstreamPorts: [13001, 13002] as [number, number],
  certificate: "/tmp/x/cert.pem",
  certificateKey: "/tmp/x/key.pem",
};

describe("deploy/nginx.conf as the proxy tests run it", () => {
  const config = testSiteConfig(deployed, options);

  it("listens on loopback high ports only", () => {
    expect(config).toMatch(/listen 127\.0\.0\.1:18080;/);
    expect(config).toMatch(/listen 127\.0\.0\.1:18443 ssl;/);
    expect(config).not.toMatch(/listen (80|443)\b/);
    expect(config).not.toContain("[::]");
  });

  it("uses the test certificate and the two test instances", () => {
    expect(config).toContain("ssl_certificate /tmp/x/cert.pem;");
    expect(config).toContain("ssl_certificate_key /tmp/x/key.pem;");
    expect(config).toMatch(/server 127\.0\.0\.1:13001 max_fails/);
    expect(config).toMatch(/server 127\.0\.0\.1:13002 max_fails/);
    expect(config).not.toContain("letsencrypt");
  });

  it("keeps what is being tested exactly as deployed", () => {
    for (const line of [
      "return 301 https://www.solar-dachpflege.ch$request_uri;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "proxy_pass http://solarclean;",
    ]) {
      expect(deployed).toContain(line);
      expect(config).toContain(line);
    }
  });

  it("fails loudly when the deployed config no longer has a line the tests replace", () => {
    expect(() => testSiteConfig(deployed.replace("listen 80;", "listen 8080;"), options)).toThrow(/HTTP listen/);
  });
});

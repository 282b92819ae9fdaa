/** See ensure-nginx.mjs: nginx for the proxy tests and the benchmark (installed when missing). */
export interface NginxInstall {
  binary: string;
  version: string;
  /** The brotli_static module's .so when Debian's libnginx-mod-http-brotli-static is installed. */
  brotliStaticModule: string | undefined;
  modules: string[];
}
export function brotliStaticModule(): string | undefined;
export function ensureNginx(): NginxInstall;

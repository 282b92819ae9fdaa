/** See nginx-process.mjs: an nginx of our own in the foreground, everything in a temp folder. */
export function mainConfig(httpBody: string, options: { prefix: string; workers?: number; modules?: string[] }): string;

export interface NginxProcess {
  prefix: string;
  configFile: string;
  pid: number | undefined;
  errorLog(): string;
  stop(): Promise<void>;
}

export function startNginx(options: {
  binary: string;
  makeConfig: (prefix: string) => string;
  ports: number[];
  timeoutMs?: number;
}): Promise<NginxProcess>;

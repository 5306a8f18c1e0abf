export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export function startServer(options?: { env?: Record<string, string>; nodeArgs?: string[]; hostname?: string }): Promise<StartedServer>;

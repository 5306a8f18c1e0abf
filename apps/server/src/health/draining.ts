import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is stopping. From the stop signal on, it goes on answering what it is sent
 * for a moment (main.ts), each answer closing its connection (bootstrap.ts), while readiness says
 * no, so that a load balancer stops sending it more.
 */
@Injectable()
export class Draining {
  private since: Date | null = null;

  begin(): void {
    this.since ??= new Date();
  }

  get active(): boolean {
    return this.since !== null;
  }
}

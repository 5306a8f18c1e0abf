import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify' with { 'resolution-mode': 'import' };
import type { JobQueue } from '../queue/job-queue';

/**
 * Fedify's queue (deliveries to other servers, activities taken in) as jobs of the application's
 * durable queue: kept in PostgreSQL until done, each once across instances, handed back when an
 * instance stops, and run only where WORKERS is on. Fedify retries a failed delivery itself, later,
 * as a new message.
 */
export class JobMessageQueue implements MessageQueue {
  constructor(private readonly queue: JobQueue) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delaySeconds = Math.ceil((options?.delay?.total('millisecond') ?? 0) / 1000);
    await this.queue.send('federation', { message }, undefined, delaySeconds > 0 ? { startAfter: delaySeconds } : {});
  }

  async listen(handler: (message: unknown) => Promise<void> | void, options: MessageQueueListenOptions = {}): Promise<void> {
    await this.queue.work('federation', async ({ message }) => handler(message), { alone: true });
    // The jobs' workers end with the queue, as the application stops.
    await new Promise<void>((resolve) => {
      if (options.signal?.aborted) resolve();
      options.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
  }
}

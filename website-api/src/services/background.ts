import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer was sent (so its duration cannot be measured by the caller),
 * tracked so shutdown waits for it before the database closes.
 */
export class BackgroundTasks {
  private readonly tasks = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>) {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.tasks.delete(task));
    this.tasks.add(task);
  }

  async idle() {
    while (this.tasks.size > 0) await Promise.all([...this.tasks]);
  }
}

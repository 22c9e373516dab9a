import { spawn, type ChildProcess } from 'child_process';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** MailDev from the root's node_modules, run as its own process so it can be stopped and started again. */
export class MailDev {
  private child: ChildProcess | null = null;

  constructor(
    readonly smtpPort = 1125,
    readonly webPort = 1180,
  ) {}

  get smtpUrl() {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  async start() {
    const bin = require.resolve('maildev/bin/maildev');
    const args = [
      bin,
      '--smtp',
      String(this.smtpPort),
      '--web',
      String(this.webPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ];
    this.child = spawn(process.execPath, args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (
        await this.emails().then(
          () => true,
          () => false,
        )
      )
        return;
      await sleep(100);
    }
    throw new Error(`MailDev did not start on ports ${this.smtpPort}/${this.webPort}`);
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  async emails(): Promise<ReceivedMail[]> {
    const response = await fetch(`http://127.0.0.1:${this.webPort}/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  }

  async mailsTo(address: string) {
    return (await this.emails()).filter((mail) => mail.to.some((to) => to.address === address));
  }

  /** Waits until `count` mails to `address` arrived. */
  async waitForMails(address: string, count: number, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.mailsTo(address);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline)
        throw new Error(`expected ${count} mails to ${address}, got ${mails.length}`);
      await sleep(100);
    }
  }
}

/**
 * Stands in for daemon.ts in client.test.ts: the same socket protocol, no Gatsby.
 * FAKE_WARM: `ok` answers every build, `fail` answers with an error, `close` hangs up.
 */
import fs from 'node:fs';
import net from 'node:net';

const socketPath = process.argv[2];
let builds = 0;
fs.rmSync(socketPath, { force: true });
const server = net.createServer((socket) => {
  socket.setEncoding('utf8');
  socket.on('data', (line: string) => {
    const request = JSON.parse(line.trim()) as { type: string };
    if (request.type === 'stop') {
      socket.end(`${JSON.stringify({ ok: true })}\n`);
      server.close();
      process.exit(0);
    }
    const mode = process.env.FAKE_WARM;
    if (mode === 'close') return socket.destroy();
    if (mode === 'fail') return socket.write(`${JSON.stringify({ ok: false, error: 'query failed' })}\n`);
    builds += 1;
    socket.write(
      `${JSON.stringify({ ok: true, rendered: ['/news/a'], deleted: [], phases: { html: 0.1 }, builds, rssMb: 50 })}\n`,
    );
  });
});
// Like the daemon, it listens only after its (here: short) start.
setTimeout(() => server.listen(socketPath), 300);

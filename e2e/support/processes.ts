import fs from 'node:fs';

/**
 * The process listening on a local TCP port, found the way `ss -p` does it: the listening
 * socket's inode in /proc/net/tcp{,6}, then the process holding that socket. The system under
 * test runs its services through npm, so the listening process is not the one the start
 * script spawned; this finds the real one.
 */
export function pidListeningOn(port: number): number {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; field 9 is the inode.
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) throw new Error(`Nothing listens on port ${port}`);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`No process of this user holds the socket listening on port ${port}`);
}

/** Stops a process (SIGSTOP: it keeps its sockets and answers nothing) until `resume` is called. */
export function freeze(pid: number): { resume: () => void } {
  process.kill(pid, 'SIGSTOP');
  let resumed = false;
  return {
    resume: () => {
      if (resumed) return;
      resumed = true;
      process.kill(pid, 'SIGCONT');
    },
  };
}

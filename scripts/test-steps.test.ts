import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STEPS = path.join(__dirname, 'test-steps.sh');

/** Runs `body` in bash after sourcing scripts/test-steps.sh, as scripts/test-all.sh does. */
const run = (body: string) =>
  spawnSync('bash', ['-c', `set -uo pipefail; source "${STEPS}"; ${body}`], { encoding: 'utf8' });

describe('the steps of npm test', () => {
  it('ends with the time of each step and the total', () => {
    const out = run('step "first" sleep 1; step "second" bash -c "exit 3"; step "third" true; summary');
    expect(out.status).toBe(1);
    const tail = out.stdout.slice(out.stdout.indexOf('Time per step:'));
    expect(tail).toMatch(
      /^Time per step:\n +[1-9]\d* s {2}ok {6}first\n +\d+ s {2}FAILED {2}second\n +\d+ s {2}ok {6}third\nTotal: [1-9]\d* s \(\d+:\d\d min\)\nFailed steps: second\nsteps: 2 passed, 1 failed\n$/,
    );
    // Each step also reports as it ends.
    expect(out.stdout).toMatch(/━━━ second: FAILED \(\d+ s\)/);
  });

  it('runs steps beside each other, then prints their outputs in start order and times each', () => {
    // The first step waits (up to 20 s) for a file only the second one writes: run one after
    // the other, it would never see it.
    const flag = path.join(os.tmpdir(), `test-steps-${process.pid}`);
    const out = run(
      `step_beside "waits" bash -c 'for i in $(seq 200); do [ -e ${flag} ] && break; sleep 0.1; done; ` +
        `[ -e ${flag} ] && echo saw the other step'; ` +
        `step_beside "writes" bash -c 'sleep 1; touch ${flag}; echo wrote; exit 4'; ` +
        'steps_wait; echo "waited: $?"; summary',
    );
    fs.rmSync(flag, { force: true });
    expect(out.status).toBe(1);
    expect(out.stdout).toContain('saw the other step');
    expect(out.stdout.indexOf('saw the other step')).toBeLessThan(out.stdout.indexOf('wrote'));
    expect(out.stdout).toContain('waited: 1');
    expect(out.stdout).toMatch(/━━━ writes: FAILED \(\d+ s\)/);
    expect(out.stdout).toMatch(/ +\d+ s {2}ok {6}waits\n +\d+ s {2}FAILED {2}writes\n/);
    expect(out.stdout).toContain('Failed steps: writes');
  });

  it('succeeds when every step passed', () => {
    const out = run('step "only" true; summary');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/Total: \d+ s \(\d+:\d\d min\)\nsteps: 1 passed, 0 failed\n$/);
  });
});

import { spawnSync } from 'node:child_process';
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

  it('succeeds when every step passed', () => {
    const out = run('step "only" true; summary');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/Total: \d+ s \(\d+:\d\d min\)\nsteps: 1 passed, 0 failed\n$/);
  });
});

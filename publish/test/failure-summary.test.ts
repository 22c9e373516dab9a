import { BUILD_FAILED } from '@site/releases';
import { failureSummary } from '../src/scheduler';

describe('the reason an editor reads for a failed build', () => {
  it("is the build script's own reason line when it gave one", () => {
    const output = [
      'content snapshot: request failed, trying again in 0.5 s',
      `${BUILD_FAILED} The CMS at http://127.0.0.1:1337 did not answer within 10 s (3 tries): timeout`,
    ].join('\n');
    expect(failureSummary(output, '"npx tsx publish/src/build-sites.ts" ended with exit code 1')).toBe(
      `${BUILD_FAILED} The CMS at http://127.0.0.1:1337 did not answer within 10 s (3 tries): timeout`,
    );
  });

  it('is the first error line of another build command, else the exit reason', () => {
    expect(failureSummary('\u001b[31mERROR #85901 GraphQL error: boom\u001b[0m\nmore', 'exit 3')).toBe(
      'ERROR #85901 GraphQL error: boom',
    );
    expect(failureSummary('all quiet', 'exit 3')).toBe('exit 3');
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  readState,
  sourcesFingerprint,
  startWarm,
  stopWarm,
  warmBuild,
  type WarmAnswer,
} from '../../src/warm-build/client';
import { RENDERED_PAGES_FILE } from '../../src/warm-build/page-lists';

/**
 * The warm build (decision 078) against a real Gatsby site, as small as one can be: one node
 * type read from a data file, one template, a page per item. A full `gatsby build`, then the
 * daemon: a content-only change is rendered warm (the changed and the new page, not the
 * others), and a changed source sends the next build to a full one with the reason.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const DAEMON = path.join(ROOT, 'publish', 'src', 'warm-build', 'daemon.ts');
const SOURCES = ['src', 'gatsby-node.js', 'gatsby-config.js', 'package.json'];

const GATSBY_NODE = `
const fs = require('fs');
const path = require('path');
exports.sourceNodes = ({ actions, createNodeId, createContentDigest }) => {
  const items = JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'items.json'), 'utf8'));
  for (const item of items) {
    actions.createNode({
      ...item,
      id: createNodeId(item.slug),
      internal: { type: 'Item', contentDigest: createContentDigest(item) },
    });
  }
};
exports.createPages = async ({ graphql, actions }) => {
  const { data } = await graphql('{ allItem { nodes { slug } } }');
  for (const { slug } of data.allItem.nodes) {
    actions.createPage({
      path: '/' + slug + '/',
      component: path.join(__dirname, 'src', 'templates', 'item.js'),
      context: { slug },
    });
  }
};
`;

const TEMPLATE = `
import * as React from 'react';
import { graphql } from 'gatsby';
export default function Item({ data }) {
  return React.createElement('h1', null, data.item.title);
}
export const query = graphql\`
  query ($slug: String!) {
    item(slug: { eq: $slug }) {
      title
    }
  }
\`;
`;

let site: string;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_CPU_COUNT: '1',
  CI: '1',
};

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const items = (list: { slug: string; title: string }[]) => write('data/items.json', JSON.stringify(list));
const page = (slug: string) => fs.readFileSync(path.join(site, 'public', slug, 'index.html'), 'utf8');

function gatsbyBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli'), 'build'], {
      cwd: site,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-site-'));
  // Gatsby and React as the repository installs them.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  write(
    'package.json',
    JSON.stringify({
      name: 'warm-site',
      private: true,
      dependencies: { gatsby: '5.16.1', react: '18.3.1', 'react-dom': '18.3.1' },
    }),
  );
  write('gatsby-config.js', 'module.exports = { siteMetadata: { title: "warm" } };\n');
  write('gatsby-node.js', GATSBY_NODE);
  write('src/templates/item.js', TEMPLATE);
  items([
    { slug: 'a', title: 'Title A' },
    { slug: 'b', title: 'Title B' },
  ]);
  await gatsbyBuild();
}, 600_000);

afterAll(async () => {
  if (!site) return;
  await stopWarm(site);
  fs.rmSync(site, { recursive: true, force: true });
}, 60_000);

describe('the warm build daemon on a real Gatsby site', () => {
  it('renders a content-only change warm, and gives up on a changed source with the reason', async () => {
    expect(page('a')).toContain('Title A');
    const fingerprint = sourcesFingerprint(site, env, SOURCES);
    startWarm(site, env, fingerprint, process.pid, DAEMON);

    // Content only: one title changed, one item added.
    items([
      { slug: 'a', title: 'Title A, edited' },
      { slug: 'b', title: 'Title B' },
      { slug: 'c', title: 'Title C' },
    ]);
    const result = await warmBuild(site, fingerprint, { startTimeoutMs: 300_000 });
    if (!('answer' in result)) {
      const log = fs.readFileSync(path.join(site, '.cache', 'warm-build.log'), 'utf8');
      throw new Error(`no warm build: ${result.skipped}\n${log.slice(-4000)}`);
    }
    const answer: WarmAnswer = result.answer;
    expect(answer.builds).toBe(1);
    expect([...answer.rendered].sort()).toEqual(['/a/', '/c/']);
    expect(answer.deleted).toEqual([]);
    expect(page('a')).toContain('Title A, edited');
    expect(page('c')).toContain('Title C');
    expect(page('b')).toContain('Title B');
    // As `gatsby build --write-to-file` lists them: what build-sites counts.
    const listed = fs.readFileSync(path.join(site, RENDERED_PAGES_FILE), 'utf8').split('\n').filter(Boolean);
    expect(listed.sort()).toEqual(['/a/', '/c/']);

    // A changed source: the daemon is stopped and the build is a full one, saying why.
    const daemon = readState(site)!.pid;
    write('src/templates/item.js', `${TEMPLATE}\n// changed\n`);
    const changed = sourcesFingerprint(site, env, SOURCES);
    await expect(warmBuild(site, changed)).resolves.toEqual({
      skipped: 'the sources changed since the warm build started',
    });
    expect(readState(site)).toBeNull();
    expect(() => process.kill(daemon, 0)).toThrow();
  }, 600_000);
});

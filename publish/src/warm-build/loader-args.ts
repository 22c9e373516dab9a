/**
 * Node's arguments without tsx's loader (`--require …tsx…`, `--import …tsx…`): the daemon is
 * TypeScript, the Gatsby workers it forks with its `execArgv` are not.
 */
export function withoutTsLoader(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (['--require', '-r', '--import'].includes(flag) && /tsx/.test(argv[i + 1] ?? '')) i += 1;
    else if (!/^--(require|import)=.*tsx/.test(flag)) out.push(flag);
  }
  return out;
}

import type { TurnUsage } from '../../types';

const n = (v: number) => v.toLocaleString('en-US');

/** "3,150 tokens · 7 AI credits", with the four counts the credits came from. */
export function UsageLine({ usage }: { usage: TurnUsage }) {
  const total = usage.inputTokens + usage.outputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
  return (
    <p className="mt-1 text-xs text-slate-500" title="Input, output, cache read and cache write tokens as the provider reported them">
      {n(total)} tokens ({n(usage.inputTokens)} in, {n(usage.outputTokens)} out, {n(usage.cacheReadTokens)} cache read, {n(usage.cacheWriteTokens)} cache write)
      {' · '}
      <span className="font-medium text-slate-700">
        {usage.credits} AI credit{usage.credits === 1 ? '' : 's'}
      </span>
    </p>
  );
}

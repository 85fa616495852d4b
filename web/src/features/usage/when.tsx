import type { ReactNode } from 'react';
import { relativeTime } from '../documents/time';
import { dateTime } from './format';

/** A moment in a list: `children` (by default how long ago it was), with its full date and time on hover. */
export function When({ at, className, children }: { at: string; className?: string; children?: ReactNode }) {
  return (
    <time dateTime={at} title={dateTime(at)} className={className}>
      {children ?? relativeTime(at)}
    </time>
  );
}

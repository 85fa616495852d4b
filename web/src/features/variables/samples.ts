import { useState } from 'react';
import type { Document } from '../../types';
import type { Fields } from '../editor/draft';

/** A named sample as the editor holds it: its variables as the text being typed. */
export interface SampleText {
  name: string;
  text: string;
}

export const MAX_SAMPLES = 20;

/** The document's named samples (issue 39), read so that an older answer without them gives []. */
export function samplesOf(doc: Document): { name: string; variables: Record<string, unknown> }[] {
  return (doc.samples ?? []) as { name: string; variables: Record<string, unknown> }[];
}

export interface SampleProblem {
  path: string;
  message: string;
}

/** The saved samples that fail the schema, by name ('' for the default sample). */
export function sampleProblemsOf(doc: Document): Map<string, SampleProblem[]> {
  const list = doc.sampleProblems ?? [];
  return new Map(list.map((p) => [p.sample ?? '', p.problems]));
}

/**
 * Which sample the preview and the variables editors use: -1 the default (`variables`), else
 * the index into `samples`. Its text is read and written through here.
 */
export function useSampleChoice(fields: Fields, change: (patch: Partial<Fields>) => void) {
  const [chosen, setChosen] = useState(-1);
  const active = chosen < fields.samples.length ? chosen : -1;
  const text = active < 0 ? fields.variablesText : fields.samples[active]!.text;
  const setText = (t: string) =>
    active < 0 ? change({ variablesText: t }) : change({ samples: fields.samples.map((s, i) => (i === active ? { ...s, text: t } : s)) });
  return {
    active,
    /** The chosen sample's name; null for the default one. */
    name: active < 0 ? null : fields.samples[active]!.name,
    choose: setChosen,
    text,
    setText,
  };
}
export type SampleChoice = ReturnType<typeof useSampleChoice>;

import { lazy, type ComponentType } from 'react';

export interface NavPage {
  path: string;
  label: string;
  /** Pages other than Documents (which the app routes itself, with the editor below it). */
  component?: ComponentType;
}

/** The top bar's nav, in order. A new page: add its file in routes/ and point its entry at it. */
export const PAGES: NavPage[] = [
  { path: '/documents', label: 'Documents' },
  { path: '/usage', label: 'Usage', component: lazy(() => import('./routes/usage')) },
  { path: '/keys', label: 'API keys', component: lazy(() => import('./routes/keys')) },
  { path: '/files', label: 'Files', component: lazy(() => import('./routes/files')) },
  { path: '/batches', label: 'Batches', component: lazy(() => import('./routes/batches')) },
  { path: '/assets', label: 'Assets', component: lazy(() => import('./routes/assets')) },
  { path: '/members', label: 'Members', component: lazy(() => import('./routes/members')) },
];

import { lazy } from 'react';
import type { ContentKindUi } from '../content-kind';
import { eventFacts } from './event-facts';

/** Events on the shared screens; the dialogs load when first opened. */
export const eventKind: ContentKindUi = {
  ...eventFacts,
  CreateDialog: lazy(() => import('./CreateEventDialog').then((module) => ({ default: module.CreateEventDialog }))),
  DetailDialog: lazy(() => import('./EventDetailDialog').then((module) => ({ default: module.EventDetailDialog }))),
};

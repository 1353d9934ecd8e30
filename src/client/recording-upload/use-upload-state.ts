import { useSyncExternalStore } from 'react';
import type { UploadState, UploadTask } from './upload-task.js';

const noTask = { subscribe: () => () => undefined, getState: () => null };

/** The live state of a recording's upload, or null when there is no recording. */
export function useUploadState(task: UploadTask | null | undefined): UploadState | null {
  const source = task ?? noTask;
  return useSyncExternalStore(source.subscribe, source.getState);
}

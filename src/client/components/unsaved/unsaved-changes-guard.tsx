import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { useAppT } from '../../lib/i18n/app-texts.js';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog.js';
import { useHasUnsavedChanges } from './save-scope.js';

type Navigate = (...args: never[]) => void;

/**
 * Asks 'Leave without saving?' before an in-app navigation leaves a screen with unsaved changes, and lets the browser
 * ask before a reload or a closed tab (beforeunload). The app uses the declarative BrowserRouter, where useBlocker does
 * not work: while there are changes, the router's navigator is wrapped so that push and replace wait for the answer
 * (docs/decisions/079). The browser's own back button is not held back.
 */
export function UnsavedChangesGuard() {
  const { t } = useAppT();
  const dirty = useHasUnsavedChanges();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const nav = navigator as unknown as Record<'push' | 'replace', Navigate>;
    const { push, replace } = nav;
    const held =
      (go: Navigate): Navigate =>
      (...args) => {
        if (!dirtyRef.current) return go(...args);
        setPending(() => () => go(...args));
      };
    nav.push = held(push);
    nav.replace = held(replace);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [dirty, navigator]);

  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('common.unsaved.leaveTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('common.unsaved.leaveBody')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.unsaved.stay')}</AlertDialogCancel>
          <AlertDialogAction
            destructive
            onClick={() => {
              const leave = pending;
              setPending(null);
              dirtyRef.current = false;
              leave?.();
            }}
          >
            {t('common.unsaved.leave')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

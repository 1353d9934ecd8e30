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

/** Marks the history entry that holds the browser's Back while there are unsaved changes. */
const GUARD = 'voxbookUnsavedGuard';
const guarded = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);

/**
 * Asks 'Leave without saving?' before an in-app navigation leaves a screen with unsaved changes, and lets the browser
 * ask before a reload or a closed tab (beforeunload). The app uses the declarative BrowserRouter, where useBlocker does
 * not work: while there are changes, the router's navigator is wrapped so that push and replace wait for the answer
 * (docs/decisions/079). The browser's own Back is held by an entry of the same address on top of the history.
 */
export function UnsavedChangesGuard() {
  const { t } = useAppT();
  const dirty = useHasUnsavedChanges();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** What Stay does besides closing the question: after the browser's Back, the guarding entry is put back. */
  const staying = useRef<(() => void) | null>(null);

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
    // Leaving from the guarding entry takes its place, so that Back from the next screen comes straight here.
    nav.push = held((...args) => (guarded() ? replace : push)(...args));
    nav.replace = held(replace);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    // The browser's Back (a phone's back gesture) leaves without the router: while there are changes, an entry of the
    // same address lies on top, so Back lands on this screen again and asks. Stay puts the entry back; Leave goes on
    // back to where the host came from.
    const guard = () => window.history.pushState({ ...(window.history.state as object), [GUARD]: true }, '');
    if (!guarded()) guard();
    const onPop = () => {
      if (!dirtyRef.current || guarded()) return;
      setPending(() => () => window.history.back());
      staying.current = guard;
    };
    window.addEventListener('popstate', onPop);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', onPop);
      // Saved (or undone) while still here: the extra entry goes, so one Back leaves as before. That Back is ours: no
      // question for it (stopImmediatePropagation keeps it from a guard of changes made again meanwhile, which instead
      // gets its entry back).
      if (guarded() && !dirtyRef.current) {
        const ours = (event: PopStateEvent) => {
          event.stopImmediatePropagation();
          if (dirtyRef.current && !guarded()) guard();
        };
        window.addEventListener('popstate', ours, { once: true });
        window.history.back();
      }
    };
  }, [dirty, navigator]);

  return (
    <AlertDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (open) return;
        setPending(null);
        staying.current?.();
        staying.current = null;
      }}
    >
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
              staying.current = null;
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
